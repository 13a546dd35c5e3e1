// Set by Vite's `define` when the app is built (vite.config.ts); absent in unit tests.
declare const __QUAYBOOK_VERSION__: string | undefined;
declare const __QUAYBOOK_COMMIT__: string | undefined;
declare const __QUAYBOOK_BUILT__: string | undefined;

/** The web app's version (the product's, from package.json) and the build it was made from. */
export const buildInfo = {
  version: typeof __QUAYBOOK_VERSION__ === 'string' ? __QUAYBOOK_VERSION__ : 'dev',
  commit: typeof __QUAYBOOK_COMMIT__ === 'string' ? __QUAYBOOK_COMMIT__ : 'dev',
  /** The build's date, yyyy-mm-dd. */
  built: typeof __QUAYBOOK_BUILT__ === 'string' ? __QUAYBOOK_BUILT__ : 'dev',
};
