import { z } from 'zod';

// In the browser the Content-Security-Policy forbids eval, and Zod probes for it while building
// object schemas (a refused probe is reported as a CSP violation). Imported first by index.ts,
// so this runs before any schema is built; the server keeps Zod's compiled fast path.
if ('document' in globalThis) z.config({ jitless: true });
