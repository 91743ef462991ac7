import type { Language } from "@reelsmith/contract/languages";
import { es } from "./es";
import { fr } from "./fr";
import type { LanguageHooks } from "./types";

/** The languages that read some things their own way (types.ts). */
export const HOOKS: Partial<Record<Language, LanguageHooks>> = { es, fr };
