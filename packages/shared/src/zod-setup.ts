import { z } from 'zod';

/**
 * In the browser the site's Content-Security-Policy forbids eval (script-src 'self'), and zod probes for it with
 * Function('') when its first object schema is built, which the browser blocks and reports as a violation. The
 * schemas are built in this package, so the setting is made here, before any of them; the server keeps zod's
 * compiled fast path.
 */
if ('window' in globalThis) z.config({ jitless: true });
