import { config } from "zod/v4/core";

/**
 * Zod, configured: app/vite.config.ts resolves every `import ... from "zod"` of the built app here.
 *
 * Zod compiles object parsers with `new Function` when eval is allowed, and probes for it when the first
 * object schema is built. The server's Content-Security-Policy (script-src 'self') forbids eval, so the
 * probe shows up as a CSP violation in the browser's Issues panel (Lighthouse best practices). Jitless
 * parsing skips the probe. This module's body runs after zod loads and before any module that imports
 * "zod" (the contract's schemas), so only the chunks that use zod load it: the first load of the public
 * pages does not.
 */
config({ jitless: true });

export * from "zod/v4";
export { default } from "zod/v4";
