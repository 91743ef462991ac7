import { languageLabel } from "@reelsmith/contract/languages";
/** The value of a "name:value" tag, or null. */
export const tagValue = (tags: string[], name: string) =>
  tags.find((t) => t.startsWith(`${name}:`))?.slice(name.length + 1) ?? null;

/** Readable chips for a presenter's tags: gender and language. */
export function avatarChips(tags: string[]): string[] {
  const gender = tagValue(tags, "gender");
  const language = tagValue(tags, "language");
  return [
    gender ? gender.charAt(0).toUpperCase() + gender.slice(1) : null,
    language ? languageLabel(language) : null,
  ].filter((c): c is string => Boolean(c));
}
