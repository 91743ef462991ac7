import type { Language } from "@reelsmith/contract/languages";
import type { Token } from "./text";

/** Words that open a relative clause right after a comma ("Grandma, who ...", "la abuela, que ..."). */
const RELATIVE_OPENERS: Partial<Record<Language, ReadonlySet<string>>> = {
  en: new Set(["who", "whom", "whose", "which"]),
  es: new Set(["que", "quien", "quienes"]),
  fr: new Set(["qui", "que", "qu'", "dont"]),
  de: new Set(["der", "die", "das", "dem", "den", "deren", "dessen", "welche", "welcher"]),
};

/** Where the clause that starts at `from` ends: the word that carries its closing comma (or the last word). */
function commaEnd(tokens: Token[], from: number): number {
  let end = from;
  while (end < tokens.length - 1 && !tokens[end]?.comma) end++;
  return end;
}

/**
 * The spans [from, to] of the relative clauses set off by commas after a noun ("Grandma, who had waited
 * forty years to see a tiger, wiped a tear"): whoever they name is no subject of the verb after them, which
 * is the noun's. A German "zu" clause that closes the relative one ("die ... gewartet hatte, einen Tiger
 * zu sehen,") belongs to it.
 */
export function relativeSpans(tokens: Token[], language: Language): [number, number][] {
  const openers = RELATIVE_OPENERS[language];
  if (!openers) return [];
  const spans: [number, number][] = [];
  for (let i = 1; i < tokens.length; i++) {
    if (!tokens[i - 1]?.comma || !openers.has(tokens[i]?.norm ?? "")) continue;
    let end = commaEnd(tokens, i);
    if (end >= tokens.length - 1) continue;
    if (language === "de") {
      const next = commaEnd(tokens, end + 1);
      if (next < tokens.length - 1 && tokens[next - 1]?.norm === "zu") end = next;
    }
    spans.push([i, end]);
    i = end;
  }
  return spans;
}

/** Whether the word at `at` lies inside a relative clause set off by commas. */
export function inRelativeClause(at: number, spans: [number, number][]): boolean {
  return spans.some(([from, to]) => at >= from && at <= to);
}
