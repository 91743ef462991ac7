import type { Language } from "@reelsmith/contract/languages";
import type { LanguagePack } from "./pack";
import { de } from "./packs/de";
import { en } from "./packs/en";
import { es } from "./packs/es";
import { fr } from "./packs/fr";
import { hi } from "./packs/hi";
import { kn } from "./packs/kn";
import { ta } from "./packs/ta";
import { te } from "./packs/te";

/** The offline writer's languages: all eight the editor offers. */
export const packs: Record<Language, LanguagePack> = { en, es, fr, de, hi, kn, ta, te };
