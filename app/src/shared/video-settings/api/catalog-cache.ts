/** Catalogues stay fresh 5 min and are kept 30 min. */
export const CATALOG_STALE_MS = 5 * 60_000;
export const CATALOG_GC_MS = 30 * 60_000;
