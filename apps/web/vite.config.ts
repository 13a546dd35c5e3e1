import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const product = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

/** The commit a build is made from, or 'dev' outside a git checkout. */
function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'dev';
  }
}

// What the About page says of the build: fixed when it is built, 'dev' while served for work.
export default defineConfig(({ command }) => ({
  plugins: [react()],
  define: {
    __QUAYBOOK_VERSION__: JSON.stringify(product.version),
    __QUAYBOOK_COMMIT__: JSON.stringify(command === 'build' ? commit() : 'dev'),
    __QUAYBOOK_BUILT__: JSON.stringify(
      command === 'build' ? new Date().toISOString().slice(0, 10) : 'dev',
    ),
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
  build: {
    chunkSizeWarningLimit: 1500,
  },
}));
