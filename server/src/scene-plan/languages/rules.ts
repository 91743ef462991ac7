import type { Language } from "@reelsmith/contract/languages";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { hi } from "./hi";
import { kn } from "./kn";
import { ta } from "./ta";
import { te } from "./te";
import type { LanguageRules } from "./types";

/** Each language's rules of the scene planner (types.ts), one module per language. */
export const RULES: Record<Language, LanguageRules> = { en, es, fr, de, hi, kn, ta, te };
