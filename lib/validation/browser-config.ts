// zod probes `new Function("")` to decide whether it may compile fast parsers. The app's CSP
// forbids eval (script-src has no 'unsafe-eval'), so in the browser the probe is refused and
// reported as a CSP violation on every page with a form. jitless skips the probe; our schemas
// are small, so the interpreted parser costs nothing a visitor could notice.
//
// zod keeps its settings on this global so every copy of it shares them; setting it here, rather
// than calling z.config(), keeps zod's ~5 kB core out of the pages that have no form at all.
// Either order works: zod adopts an object set before it loads, and this mutates one made after.
type ZodGlobal = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

const holder = globalThis as ZodGlobal;
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
