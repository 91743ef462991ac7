import type { Language } from "@reelsmith/contract/catalog";

/** The spec's eight languages, in its order, with its labels. */
export const languageOptions: { code: Language; label: string }[] = [
  { code: "en", label: "English" },
  { code: "es", label: "Spanish" },
  { code: "fr", label: "French" },
  { code: "de", label: "Deutsch" },
  { code: "hi", label: "Hindi" },
  { code: "kn", label: "Kannada" },
  { code: "ta", label: "Tamil" },
  { code: "te", label: "Telugu" },
];

export function languageLabel(code: string): string {
  return languageOptions.find((l) => l.code === code)?.label ?? code;
}

export function isLanguage(code: string): code is Language {
  return languageOptions.some((l) => l.code === code);
}
