const languageNames: Record<string, string> = {
  en: "English",
  es: "Spanish",
  fr: "French",
  de: "Deutsch",
  hi: "Hindi",
  kn: "Kannada",
  ta: "Tamil",
  te: "Telugu",
};

/** The value of a "name:value" tag, or null. */
export const tagValue = (tags: string[], name: string) =>
  tags.find((t) => t.startsWith(`${name}:`))?.slice(name.length + 1) ?? null;

/** Readable chips for a presenter's tags: gender and language. */
export function avatarChips(tags: string[]): string[] {
  const gender = tagValue(tags, "gender");
  const language = tagValue(tags, "language");
  return [
    gender ? gender.charAt(0).toUpperCase() + gender.slice(1) : null,
    language ? (languageNames[language] ?? language) : null,
  ].filter((c): c is string => Boolean(c));
}

export const languageName = (code: string) => languageNames[code] ?? code;
