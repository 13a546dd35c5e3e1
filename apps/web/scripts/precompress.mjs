// Writes a brotli (.br) and a gzip (.gz) copy beside each text file of the build, so the server
// sends the smallest one a browser accepts without compressing on every request; then tells the
// build's size in one line (vite's table of every chunk only with BUILD_CHUNKS=1).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
// Below this a compressed copy saves less than its headers cost.
const MIN_BYTES = 1024;

const total = { files: 0, bytes: 0, gzipBytes: 0 };
for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const bytes = await readFile(file);
  total.files += 1;
  total.bytes += bytes.length;
  if (!COMPRESSIBLE.test(entry.name) || bytes.length < MIN_BYTES) {
    // Sent as it is whatever the browser accepts.
    total.gzipBytes += bytes.length;
    continue;
  }
  await writeFile(
    `${file}.br`,
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  );
  const gzipped = gzipSync(bytes, { level: 9 });
  await writeFile(`${file}.gz`, gzipped);
  total.gzipBytes += gzipped.length;
}

const sizeOf = (bytes) =>
  bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${Math.round(bytes / 1e3)} kB`;
console.log(`web: ${total.files} files, ${sizeOf(total.bytes)} (${sizeOf(total.gzipBytes)} gzip)`);
