import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const product = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

/** The commit a build is made from, or 'dev' outside a git checkout. */
function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'dev';
  }
}

/**
 * The libraries the first load needs, each in a chunk of its own: a release that changes only the
 * app's code leaves them cached (a year, by their hashed names), and each one's size is budgeted
 * (chunk-budget.json). Only modules the entry loads statically are grouped; what only a lazy
 * screen uses stays in that screen's chunks, out of the first load.
 */
const LIBRARY_CHUNKS: [name: string, test: RegExp][] = [
  ['react', /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/],
  ['router', /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/],
  [
    'mantine',
    /[\\/]node_modules[\\/](@mantine|@floating-ui|react-remove-scroll[^\\/]*|react-transition-group|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es|tslib|clsx|tabbable|react-number-format|react-textarea-autosize)[\\/]/,
  ],
  ['tanstack', /[\\/]node_modules[\\/]@tanstack[\\/]/],
  ['zod', /[\\/]node_modules[\\/]zod[\\/]/],
  ['icons', /[\\/]node_modules[\\/]@tabler[\\/]/],
  ['dayjs', /[\\/]node_modules[\\/]dayjs[\\/]/],
  ['contract', /[\\/]packages[\\/](contract|domain)[\\/]/],
];

/** Libraries only lazy screens use, named so their chunks keep a name (and a budget) of their own. */
const LAZY_LIBRARY_CHUNKS: [name: string, test: RegExp][] = [
  ['dates', /[\\/]node_modules[\\/](@mantine[\\/]dates|dayjs|react-number-format)[\\/]/],
  ['datatable', /[\\/]node_modules[\\/]mantine-datatable[\\/]/],
  ['dexie', /[\\/]node_modules[\\/]dexie[\\/]/],
];

/**
 * The installable app: a manifest, and a service worker that keeps the shell and every script, so
 * a surveyor who opened it once online can open it, and every screen, without a network. A new
 * build's worker takes over at once, but never reloads an open page (a row being typed would go):
 * the next visit shows the new version (src/offline/registerWorker.ts registers it after the
 * first load).
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  manifest: {
    name: 'Quaybook',
    short_name: 'Quaybook',
    description: 'Container survey, depot and billing',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#f8f9fa',
    theme_color: '#1c4e80',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    // Every screen's path opens the shell; the API is never answered from the cache.
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//],
    // The PDF library's chunk is the largest the app has.
    maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
  },
});

// What the About page says of the build: fixed when it is built, 'dev' while served for work.
export default defineConfig(({ command }) => ({
  plugins: [react(), pwa],
  // A build tells its size in one line (scripts/precompress.mjs); BUILD_CHUNKS=1 shows vite's
  // table of every chunk. The dev server keeps its own messages.
  logLevel: command === 'build' && !process.env.BUILD_CHUNKS ? 'warn' : 'info',
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
    // The chunk budget check (src/build/checkBudget.ts) reads which chunks each one imports.
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            ...LIBRARY_CHUNKS.map(([name, test]) => ({
              name,
              test,
              tags: ['$initial' as const],
            })),
            // A library's stylesheet, imported by main.tsx, must not pull its code into the entry;
            // and its dependencies (Mantine's Table under the data table) stay where they are
            // shared, so a screen using only those does not load the whole library.
            ...LAZY_LIBRARY_CHUNKS.map(([name, test]) => ({
              name,
              test: (id: string) => test.test(id) && !id.endsWith('.css'),
              includeDependenciesRecursively: false,
            })),
          ],
        },
      },
    },
  },
}));
