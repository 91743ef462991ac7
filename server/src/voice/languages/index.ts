import type { Language } from "@reelsmith/contract/languages";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { hi } from "./hi";
import { kn } from "./kn";
import { ta } from "./ta";
import { te } from "./te";
import type { SpeechText } from "./types";

/** Each language's text to speech rules, one module per language. */
export const SPEECH_TEXT: Record<Language, SpeechText> = { en, es, fr, de, hi, kn, ta, te };
