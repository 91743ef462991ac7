import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

/**
 * Screenshots for the docs (docs/images), taken with the same server and browser as the end-to-end tests
 * but not part of `npm test`: `npx playwright test -c e2e/screenshots.config.ts` (after `npm run build`).
 */
export default defineConfig({ ...base, testMatch: "*.shots.ts" });
