// Bundled into the build, so the running server knows its own version without reading files.
export const PRODUCT = 'Quaybook';
export const VERSION = '0.1.0';
