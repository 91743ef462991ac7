import { type Language, languageCodes, languageProfiles } from "@reelsmith/contract/languages";

export { isLanguage, languageLabel } from "@reelsmith/contract/languages";

/** The spec's eight languages, in its order, with its labels (contract/src/languages.ts). */
export const languageOptions: { code: Language; label: string }[] = languageCodes.map((code) => ({
  code,
  label: languageProfiles[code].label,
}));
