/** Reads `key:value` from a catalogue entry's tags ("language:en", "gender:female", "flag:🇺🇸"). */
export function tagValue(tags: readonly string[], key: string): string | undefined {
  const prefix = `${key}:`;
  return tags.find((t) => t.startsWith(prefix))?.slice(prefix.length);
}
