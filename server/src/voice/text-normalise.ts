import { type Language, languageCodes, languageProfiles } from "@reelsmith/contract/languages";
import type { WordTiming } from "./espeak";
import { SPEECH_TEXT } from "./languages";
import type { SpeechText } from "./languages/types";

/** One member of every language's SpeechText, by language. */
function byLanguage<T>(pick: (t: SpeechText) => T): Record<Language, T> {
  return Object.fromEntries(languageCodes.map((l) => [l, pick(SPEECH_TEXT[l])])) as Record<Language, T>;
}

/**
 * Text made ready to speak, per language, before any engine sees it: currencies, numeric dates,
 * percentages, grouped thousands and common abbreviations become words the engine reads correctly (the
 * engines read plain numbers in their own language themselves: espeak-ng, Festival, Pico, RHVoice all do).
 * Each whitespace token of the text keeps its own list of spoken tokens, so the word times an engine gives
 * for the spoken text map back onto the text's words for the captions (timesForText).
 */
export interface SpokenToken {
  /** The token as written (what the captions show). */
  text: string;
  /** What the engine is given for it: usually the token itself; none for the tail of an abbreviation. */
  spoken: string[];
}

const months = byLanguage((t) => t.months);

type CurrencySign = "$" | "€" | "£" | "₹";
const currencySigns: CurrencySign[] = ["$", "€", "£", "₹"];

/**
 * How an amount is read, per language: the word between the main unit and the hundredths, then for $, €,
 * £ and ₹ in turn the main unit's name for one and for many, and the hundredth's for one and for many.
 */
const amountWords = byLanguage((t) => t.amountWords);

type UnitNames = [one: string, many: string, oneHundredth: string, manyHundredths: string];
interface Amounts {
  and: string;
  /** By currency sign. */
  names: Map<string, UnitNames>;
}

const amounts = Object.fromEntries(
  languageCodes.map((language): [Language, Amounts] => {
    const [and = "", ...units] = amountWords[language].split(" | ");
    const names = new Map(currencySigns.map((sign, i) => [sign, (units[i] ?? "").split(" ") as UnitNames]));
    return [language, { and, names }];
  }),
) as Record<Language, Amounts>;

const currencyAliases: Record<string, string> = {
  Rs: "₹",
  "Rs.": "₹",
  INR: "₹",
  USD: "$",
  EUR: "€",
  GBP: "£",
};
const percentWords = byLanguage((t) => t.percentWords);

/** Abbreviations (lower case, as written, with their dots) → words; a multi-token one spans tokens. */
const abbreviations = byLanguage((t) => t.abbreviations);

/** A numeric date's words in each language, from the day, the month's name and the year. */
const dateWords = byLanguage((t) => t.dateWords);

function spokenDate(token: string, lang: Language): string[] | null {
  const m = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})([.,;:!?]*)$/.exec(token);
  if (!m) return null;
  const [a, b] = [Number(m[1]), Number(m[3])];
  const { say } = dateWords[lang];
  // An American date is month first, unless its first number cannot be a month ("14/03/2024").
  const monthFirst = dateWords[lang].monthFirst && a <= 12;
  const [day, month] = monthFirst ? [b, a] : [a, b];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return say(day, months[lang][month - 1] as string, `${m[4]}${m[5] ?? ""}`);
}

/** The decimal mark: a comma where the thousands are grouped with points (or not grouped: French). */
const decimalSeparator = (lang: Language) => (languageProfiles[lang].thousandsSeparator === "," ? "." : ",");

/** An amount with its currency sign or code before or after: "$12.50", "12,50 €", "₹500", "5€". */
function currencyWords(token: string, lang: Language): string[] | null {
  const m =
    /^(\$|€|£|₹|Rs\.?|INR|USD|EUR|GBP)?(\d[\d,.\u00a0]*?)(?:([.,])(\d{2}))?(\$|€|£|₹)?([.,;:!?]*)$/.exec(
      token,
    );
  if (!m || (!m[1] && !m[5]) || (m[1] && m[5])) return null;
  const sign = currencyAliases[m[1] ?? ""] ?? m[1] ?? m[5] ?? "";
  const names = amounts[lang].names.get(sign);
  if (!names) return null;
  const tail = m[6] ?? "";
  // A decimal amount ("$2.5", "3,5 €") is read as a number, which the engines say in the language.
  const decimal = decimalSeparator(lang);
  if (!m[4] && (m[2] ?? "").includes(decimal)) {
    const [int = "", frac = ""] = (m[2] ?? "").split(decimal);
    const number = `${int.replace(/[,.\u00a0]/g, "")}${decimal}${frac}`;
    if (!/^\d+[.,]\d+$/.test(number)) return null;
    return [number, `${names[1]}${tail}`];
  }
  const whole = (m[2] ?? "").replace(/[,.\u00a0]/g, "");
  if (!/^\d+$/.test(whole)) return null;
  const cents = m[4] ? Number(m[4]) : 0;
  const main = [whole, whole === "1" ? names[0] : names[1]];
  const hundredths = [String(cents), cents === 1 ? names[2] : names[3]];
  // "£0.99" is 99 pence, not 0 pounds and 99 pence.
  const out =
    cents > 0 ? (Number(whole) === 0 ? hundredths : [...main, amounts[lang].and, ...hundredths]) : main;
  out[out.length - 1] = `${out.at(-1)}${tail}`;
  return out;
}

/** Grouped thousands ("1,250,000" in English, "1.250.000" in Spanish and German) as plain digits. */
function groupedNumber(token: string, lang: Language): string[] | null {
  const sep = languageProfiles[lang].thousandsSeparator;
  if (sep === null) return null;
  const re = sep === "," ? /^(\d{1,3}(?:,\d{2,3})+)([.;:!?]*)$/ : /^(\d{1,3}(?:\.\d{3})+)([,;:!?]*)$/;
  const m = re.exec(token);
  if (!m) return null;
  return [`${(m[1] ?? "").split(sep).join("")}${m[2] ?? ""}`];
}

function percent(token: string, lang: Language): string[] | null {
  const m = /^(\d+(?:[.,]\d+)?)\s?%([.,;:!?]*)$/.exec(token);
  if (!m) return null;
  const words = [...percentWords[lang]];
  words[words.length - 1] = `${words.at(-1)}${m[2] ?? ""}`;
  return [m[1] ?? "", ...words];
}

/** Splits a token's trailing punctuation (kept, so the engine still pauses or intones there). */
const trailing = (token: string) => /^(.*?)([,;:!?…]*)$/u.exec(token) as RegExpExecArray;

/**
 * The text's tokens with what to say for each. `engine` is the engine that will speak (Festival's Indic
 * voices and espeak-ng read numbers in every language; nothing here depends on it yet beyond that).
 */
export function spokenTokens(text: string, lang: Language, _engine = "espeak-ng"): SpokenToken[] {
  const tokens = text.split(/\s+/).filter(Boolean);
  const out: SpokenToken[] = [];
  const abbr = abbreviations[lang];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as string;
    // A two-token abbreviation ("z. B.", "p. ej."): the first token says it, the second says nothing.
    const next = tokens[i + 1];
    const pair = next ? abbr[`${token} ${trailing(next)[1]}`.toLowerCase()] : undefined;
    if (pair && next) {
      out.push({ text: token, spoken: pair.split(" ") });
      const tail = trailing(next)[2] ?? "";
      out.push({ text: next, spoken: tail ? [tail] : [] });
      i++;
      continue;
    }
    const [, body, tail] = trailing(token) as unknown as [string, string, string];
    // A unit at the end of a sentence ("5 km.") keeps its full stop after the word.
    const unitAtEnd = /^(km|kg)\.$/i.test(body) ? abbr[body.slice(0, -1).toLowerCase()] : undefined;
    if (unitAtEnd && /\d$/.test(tokens[i - 1] ?? "")) {
      out.push({ text: token, spoken: [`${unitAtEnd}.${tail}`] });
      continue;
    }
    const single = abbr[body.toLowerCase()] ?? abbr[token.toLowerCase()];
    if (single && (body.endsWith(".") || /^[a-zäöü°n]+$/i.test(body))) {
      // Units only after a number ("5 km"), so a word such as "kg" elsewhere is left alone.
      const isUnit = /^(km|kg)$/i.test(body);
      if (!isUnit || /\d$/.test(tokens[i - 1] ?? "")) {
        const words = single.split(" ");
        // "etc." and "usw." may end a sentence: keep its full stop there, so the pause stays.
        const endsSentence =
          /^(etc|usw)\.$/i.test(body) && (next === undefined || /^\p{Lu}/u.test(next)) ? "." : "";
        words[words.length - 1] = `${words.at(-1)}${abbr[token.toLowerCase()] ? "" : tail}${endsSentence}`;
        out.push({ text: token, spoken: words });
        continue;
      }
    }
    const spoken =
      spokenDate(token, lang) ??
      currencyWords(token, lang) ??
      percent(token, lang) ??
      groupedNumber(token, lang);
    out.push({ text: token, spoken: spoken ?? [token] });
  }
  if (SPEECH_TEXT[lang].spaceGroupedThousands) joinSpaceGroupedThousands(out);
  // An amount followed by its sign as a token of its own ("12,50 €", "5 $.", "1 250 €").
  for (let i = 1; i < out.length; i++) {
    const sign = out[i] as SpokenToken;
    const m = /^(\$|€|£|₹)([.,;:!?]*)$/.exec(sign.text);
    const before = out.slice(0, i).findLast((t) => t.spoken.length > 0);
    const said = before?.spoken.length === 1 ? (before.spoken[0] as string) : "";
    const words = m && /^\d[\d.,]*$/.test(said) ? currencyWords(`${said}${m[1]}${m[2]}`, lang) : null;
    if (before && words) {
      before.spoken = words;
      sign.spoken = [];
    }
  }
  // A currency code or sign standing alone before an amount ("Rs 500", "€ 5") reads after it.
  for (let i = 0; i + 1 < out.length; i++) {
    const sign = currencyAliases[out[i]?.text ?? ""] ?? out[i]?.text ?? "";
    const names = amounts[lang].names.get(sign);
    const amount = out[i + 1];
    // The amount as it will be said: grouped thousands ("Rs. 1,250") are plain digits by now.
    const said = amount?.spoken.length === 1 ? (amount.spoken[0] as string) : "";
    if (names && amount && /^\d+[.,;:!?]*$/.test(said)) {
      const [, digits, tail] = /^(\d+)(.*)$/.exec(said) as unknown as [string, string, string];
      (out[i] as SpokenToken).spoken = [];
      amount.spoken = [digits, `${digits === "1" ? names[0] : names[1]}${tail}`];
    }
  }
  unitsAfterScale(out, lang);
  return out;
}

/** French thousands grouped with spaces ("1 250 000 €"): the first group says the number, the others nothing. */
function joinSpaceGroupedThousands(out: SpokenToken[]) {
  for (let i = 0; i < out.length; i++) {
    if (!/^\d{1,3}$/.test(out[i]?.text ?? "")) continue;
    let j = i + 1;
    while (/^\d{3}$/.test(out[j]?.text ?? "")) j++;
    // The last group may end the clause ("1 250,").
    const last = /^(\d{3})([.,;:!?…]*)$/.exec(out[j]?.text ?? "");
    const groups = out.slice(i, j).map((t) => t.text);
    if (last) groups.push(last[1] as string);
    if (groups.length < 2) continue;
    const end = last ? j : j - 1;
    (out[i] as SpokenToken).spoken = [`${groups.join("")}${last?.[2] ?? ""}`];
    for (let k = i + 1; k <= end; k++) (out[k] as SpokenToken).spoken = [];
    i = end;
  }
}

/** Words for thousands, millions and more after an amount, per language (lower case, as written). */
const scaleWords = byLanguage((t) => t.scaleWords);

/**
 * An amount with a scale word after it reads its unit after the scale ("$2.5 million" is 2.5 million
 * dollars, "₹2.50 लाख" 2.50 लाख रुपये, "2,5 Mio. €" 2,5 Millionen Euro): the amount is said as a number.
 */
function unitsAfterScale(out: SpokenToken[], lang: Language) {
  const isScale = (t?: SpokenToken) => {
    const word = t?.text.toLowerCase() ?? "";
    const words = scaleWords[lang];
    return words.includes(word) || words.includes(word.replace(/[.,;:!?…]+$/u, ""));
  };
  for (let i = 0; i + 1 < out.length; i++) {
    const amount = out[i] as SpokenToken;
    const scale = out[i + 1] as SpokenToken;
    if (!isScale(scale)) continue;
    // The sign before the amount, or after the scale ("2,5 Mio. €").
    const signAfter = /^(\$|€|£|₹)([.,;:!?]*)$/.exec(out[i + 2]?.text ?? "");
    const m = /^(\$|€|£|₹|Rs\.?|INR|USD|EUR|GBP)?(\d[\d.,]*)(\$|€|£|₹)?$/.exec(amount.text);
    // Or standing alone before it ("Rs. 5 ಕೋಟಿ"), already moved after the amount.
    const signBefore = out[i - 1]?.spoken.length === 0 ? out[i - 1]?.text : undefined;
    const sign = m?.[1] ?? m?.[3] ?? signAfter?.[1] ?? signBefore;
    const names = amounts[lang].names.get(currencyAliases[sign ?? ""] ?? sign ?? "");
    if (!m || !names || (m[1] && m[3])) continue;
    const said = scale.spoken.length > 0 ? scale.spoken : [scale.text];
    const [, word, tail] = /^(.*?)([.,;:!?…]*)$/u.exec(said.at(-1) as string) as unknown as [
      string,
      string,
      string,
    ];
    const number = (m[2] ?? "").replace(/[.,]$/, "");
    amount.spoken = [number];
    const unitTail = signAfter ? (signAfter[2] ?? "") : tail;
    scale.spoken = [...said.slice(0, -1), word, `${names[1]}${unitTail}`];
    if (signAfter) (out[i + 2] as SpokenToken).spoken = [];
    i++;
  }
}

/**
 * The engine's word times (one per spoken token, in order) folded back onto the text's tokens: a token
 * runs from its first spoken word's start to its last one's end; a token that says nothing sits at the
 * end of the one before. Where the counts disagree (an engine that merged tokens), times are spread by
 * position.
 */
export function timesForText(tokens: SpokenToken[], words: WordTiming[]): WordTiming[] {
  const expected = tokens.reduce((n, t) => n + t.spoken.length, 0);
  if (expected !== words.length) {
    return tokens.map((t, i) => {
      const w = words[Math.floor((i * words.length) / Math.max(1, tokens.length))];
      return { text: t.text, startMs: w?.startMs ?? 0, endMs: w?.endMs ?? 0 };
    });
  }
  let k = 0;
  let lastEnd = 0;
  return tokens.map((t) => {
    const mine = words.slice(k, k + t.spoken.length);
    k += t.spoken.length;
    const first = mine[0];
    const last = mine.at(-1);
    if (!first || !last) return { text: t.text, startMs: lastEnd, endMs: lastEnd };
    lastEnd = Math.max(last.endMs, first.startMs);
    return { text: t.text, startMs: first.startMs, endMs: lastEnd };
  });
}
