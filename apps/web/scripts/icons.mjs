// Draws the installable app's icons from the favicon: `node apps/web/scripts/icons.mjs`. The
// maskable one keeps the mark inside the safe circle a launcher may crop to.
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';

const publicDir = new URL('../public/', import.meta.url);
const svg = await readFile(new URL('favicon.svg', publicDir));
const NAVY = '#1c4e80';

for (const size of [192, 512])
  await sharp(svg, { density: (size / 32) * 72 })
    .resize(size, size)
    .png()
    .toFile(new URL(`icon-${size}.png`, publicDir).pathname);

const inner = Math.round(512 * 0.7);
await sharp({ create: { width: 512, height: 512, channels: 4, background: NAVY } })
  .composite([
    {
      input: await sharp(svg, { density: (inner / 32) * 72 })
        .resize(inner, inner)
        .png()
        .toBuffer(),
      gravity: 'centre',
    },
  ])
  .png()
  .toFile(new URL('icon-maskable-512.png', publicDir).pathname);
