import { type Language, languageProfiles } from "@reelsmith/contract/languages";
import { isTeamWord } from "./child-groups";
import { PEOPLE_WORDS } from "./languages/people-words";
import type { Token } from "./text";
import { WEATHER_WORDS } from "./words";

/**
 * Who a word for a group stands for: always children (a school class, the whole school), children in a
 * story of children and grown-ups elsewhere (a team, "the others"), or people (the whole office, everyone).
 */
export type GroupMembers = "children" | "young" | "people";

/** A word for a group of people the sentence does not name one by one, and who they are. */
export interface GroupWord {
  at: number;
  members: GroupMembers;
}

/** Words that make the noun after them (or before, see WHOLE_AFTER) the whole of a group ("the whole office"). */
const WHOLE_BEFORE: Record<Language, ReadonlySet<string>> = {
  en: new Set(["whole", "entire"]),
  es: new Set(["todo", "toda"]),
  fr: new Set(["tout", "toute"]),
  de: new Set(["ganze", "ganzen", "gesamte", "gesamten"]),
  hi: new Set(["पूरा", "पूरी", "पूरे", "सारा", "सारी", "सारे"]),
  kn: new Set(["ಇಡೀ"]),
  ta: new Set(["முழு"]),
  te: new Set(["మొత్తం"]),
};

/** The same words after the noun ("la oficina entera", "அலுவலகம் முழுவதும்", "తరగతి అంతా"). */
const WHOLE_AFTER: Record<Language, ReadonlySet<string>> = {
  en: new Set(),
  es: new Set(["entero", "entera"]),
  fr: new Set(["entier", "entière"]),
  de: new Set(),
  hi: new Set(),
  kn: new Set(["ಎಲ್ಲ", "ಎಲ್ಲಾ"]),
  ta: new Set(["முழுவதும்", "முழுக்க", "முழுதும்"]),
  te: new Set(["అంతా", "అంతటికీ", "అంతటా", "మొత్తం"]),
};

/**
 * Nouns for a group that "whole" makes its members: a family, an office, a school or a class (a whole village
 * or town is as often where a smell or the snow spreads). Matched as the word's start where the language joins its case endings on.
 */
const WHOLE_NOUNS: Record<Language, readonly [string, GroupMembers][]> = {
  en: [
    ["family", "people"],
    ["household", "people"],
    ["office", "people"],
    ["school", "children"],
  ],
  es: [
    ["familia", "people"],
    ["oficina", "people"],
    ["colegio", "children"],
    ["escuela", "children"],
  ],
  fr: [
    ["famille", "people"],
    ["bureau", "people"],
    ["école", "children"],
  ],
  de: [
    ["familie", "people"],
    ["büro", "people"],
    ["schule", "children"],
  ],
  hi: [
    ["परिवार", "people"],
    ["दफ़्तर", "people"],
    ["दफ्तर", "people"],
    ["ऑफ़िस", "people"],
    ["स्कूल", "children"],
  ],
  kn: [
    ["ಕುಟುಂಬ", "people"],
    ["ಕಚೇರಿ", "people"],
    ["ಆಫೀಸ", "people"],
    ["ಶಾಲೆ", "children"],
  ],
  ta: [
    ["குடும்ப", "people"],
    ["அலுவலக", "people"],
    ["ஆபீஸ", "people"],
    ["பள்ளி", "children"],
  ],
  te: [
    ["కుటుంబ", "people"],
    ["ఆఫీస", "people"],
    ["బడి", "children"],
    ["స్కూల", "children"],
  ],
};

/** Telugu joins "all of it" onto the noun ("ఆఫీసంతా", "ఊరంతా", "కుటుంబమంతా"): the whole of the group. */
const JOINED_WHOLE: Partial<Record<Language, RegExp>> = { te: /ంతా$|ంతటికీ$/u };

/**
 * Words for a side's players ("the players", "las jugadoras", "ಆಟಗಾರ್ತಿಯರನ್ನು") and for "the others" of a
 * group ("behind the others", "los demás", "ಉಳಿದವರ"), matched on the whole word; the side itself is a team word
 * (`isTeamWord`).
 */
const YOUNG_WORDS: Record<Language, RegExp> = {
  en: /^(?:players|teammates)$/u,
  es: /^(?:jugador(?:as|es)|demás)$/u,
  fr: /^(?:joueu(?:rs|ses)|coéquipi(?:ers|ères))$/u,
  de: /^(?:spieler(?:innen)?|mannschaftskamerad(?:en|innen))$/u,
  hi: /^(?:टोली|टोलियों|खिलाड़ी|खिलाड़ियों)$/u,
  kn: /^(?:ಆಟಗಾರ(?:ರ|ರು|ರನ್ನು|ರಿಗೆ|್ತಿಯರ|್ತಿಯರು|್ತಿಯರನ್ನು)|ಉಳಿದವರ.*)$/u,
  ta: /^(?:வீர(?:ர்கள்|ர்களை|ாங்கனைகள்|ாங்கனைகளை)|மற்றவர்கள்.*)$/u,
  te: /^(?:ఆటగాళ్ల.*|మిగతావాళ్ల.*|మిగతావాళ్ళ.*|మిగిలినవాళ్ల.*)$/u,
};

/** "the others", "les autres", "die anderen": a word for the rest of a group only after its article. */
const OTHERS: Record<Language, { articles: ReadonlySet<string>; words: ReadonlySet<string> } | null> = {
  en: { articles: new Set(["the"]), words: new Set(["others", "rest"]) },
  es: { articles: new Set(["el", "los", "las"]), words: new Set(["resto"]) },
  fr: { articles: new Set(["les", "aux", "des"]), words: new Set(["autres"]) },
  de: { articles: new Set(["die", "den", "der"]), words: new Set(["anderen"]) },
  hi: null,
  kn: null,
  ta: null,
  te: null,
};

/**
 * Everyone, as the people of the place rather than a "they" ("everyone cheered", "todo el mundo",
 * "tout le monde", "alle", "सबने", "ಎಲ್ಲರೂ", "அனைவரும்", "అందరూ"). A word for "all" that follows a "they" or
 * opens a noun ("todos los días", "alle Treppen") is none.
 */
const EVERYONE: Record<Language, RegExp> = {
  en: /^(?:everyone|everybody)$/u,
  es: /^(?:todos|todas)$/u,
  fr: /^$/u,
  de: /^alle$/u,
  hi: /^(?:सब|सबने|सभी|सबको)$/u,
  kn: /^(?:ಎಲ್ಲರೂ|ಎಲ್ಲರ|ಎಲ್ಲರನ್ನೂ|ಎಲ್ಲರಿಗೂ|ಎಲ್ಲರಿಗೆ)$/u,
  ta: /^(?:எல்லோரும்|எல்லாரும்|அனைவரும்|எல்லோர்|எல்லோரையும்|எல்லோரிடமும்|எல்லோருக்கும்|அனைவருக்கும்)$/u,
  te: /^(?:అందరూ|అందరి|అందరినీ|అందరికీ|అందర్నీ)$/u,
};

/** Phrases for everyone in the languages that write it in words ("todo el mundo", "tout le monde"). */
const EVERYONE_PHRASES: Record<Language, readonly (readonly string[])[]> = {
  en: [],
  es: [["todo", "el", "mundo"]],
  fr: [["tout", "le", "monde"]],
  de: [],
  hi: [],
  kn: [],
  ta: [],
  te: [],
};

/** Words right after "all" that make it a determiner or a "they all", not everyone. */
const NOT_EVERYONE_AFTER: Record<Language, ReadonlySet<string>> = {
  en: new Set(),
  es: new Set([
    "los",
    "las",
    "sus",
    "mis",
    "tus",
    "nuestros",
    "nuestras",
    "estos",
    "estas",
    "esos",
    "esas",
    "partes",
  ]),
  fr: new Set(),
  de: new Set(["die", "der", "den", "ihre", "seine", "meine", "diese", "zusammen"]),
  hi: new Set(["कुछ", "लोग", "लोगों"]),
  kn: new Set(),
  ta: new Set(),
  te: new Set(),
};

/** "they", "ellos", "sie", "वे" right before "all": the people on stage, no one more. */
const THEY_BEFORE_ALL: Record<Language, ReadonlySet<string>> = {
  en: new Set(),
  es: new Set(["ellos", "ellas", "nosotros", "nosotras", "los", "las", "les"]),
  fr: new Set(),
  de: new Set(["sie", "wir", "ihr", "euch", "uns", "ihnen"]),
  hi: new Set(["वे", "वो", "हम", "उन", "ये", "इन"]),
  kn: new Set(["ಅವರು", "ಅವರೆಲ್ಲ", "ನಾವು"]),
  ta: new Set(["அவர்கள்", "நாங்கள்", "நாம்"]),
  te: new Set(["వాళ్ళు", "వాళ్లు", "వారు", "మేము", "మనం"]),
};

/** Whether the word names the noun, by its start where case endings are joined on, else whole. */
function nounFits(norm: string, noun: string, language: Language): boolean {
  return languageProfiles[language].caseEndings === "joined" ? norm.startsWith(noun) : norm === noun;
}

function wholeNounAt(tokens: readonly Token[], i: number, language: Language): GroupMembers | undefined {
  const norm = tokens[i]?.norm ?? "";
  for (const [noun, members] of WHOLE_NOUNS[language]) if (nounFits(norm, noun, language)) return members;
  if (classWord(norm, language)) return "children";
  return undefined;
}

function classWord(norm: string, language: Language): boolean {
  return PEOPLE_WORDS[language].classWords.some((w) => nounFits(norm, w, language));
}

/** "the whole office", "toda la clase", "die ganze fünfte Klasse", "अलுவலகம் முழுவதும்", "ఆఫీసంతా". */
function wholeGroups(tokens: readonly Token[], language: Language): GroupWord[] {
  const found: GroupWord[] = [];
  tokens.forEach((t, i) => {
    if (WHOLE_BEFORE[language].has(t.norm)) {
      // The noun may follow an article, "of", or a number word ("the whole of class five", "toda la clase").
      for (let k = i + 1; k <= i + 3 && k < tokens.length; k++) {
        const members = wholeNounAt(tokens, k, language);
        if (members) {
          found.push({ at: k, members });
          break;
        }
        if (tokens[k - 1]?.comma) break;
      }
    }
    if (WHOLE_AFTER[language].has(t.norm)) {
      const members = wholeNounAt(tokens, i - 1, language);
      if (members) found.push({ at: i - 1, members });
    }
    const joined = JOINED_WHOLE[language];
    if (joined?.test(t.norm)) {
      const stem = t.norm.replace(joined, "");
      const members = WHOLE_NOUNS[language].find(([noun]) => noun.startsWith(stem) || stem.startsWith(noun));
      if (members && stem.length > 0) found.push({ at: i, members: members[1] });
    }
  });
  return found;
}

/** Every word for everyone ("everyone", "todo el mundo", "ಎಲ್ಲರೂ") that is not a "they all" or an "all the". */
function everyoneAt(tokens: readonly Token[], language: Language): number[] {
  const found: number[] = [];
  tokens.forEach((t, i) => {
    if (!EVERYONE[language].test(t.norm)) return;
    const next = tokens[i + 1];
    if (!t.comma && next && NOT_EVERYONE_AFTER[language].has(next.norm)) return;
    // "alle Treppen": German "all" before a noun is a determiner.
    if (language === "de" && !t.comma && next?.capitalised) return;
    if (THEY_BEFORE_ALL[language].has(tokens[i - 1]?.norm ?? "")) return;
    found.push(i);
  });
  for (const phrase of EVERYONE_PHRASES[language])
    for (let i = 0; i + phrase.length <= tokens.length; i++)
      if (phrase.every((w, k) => tokens[i + k]?.norm === w)) found.push(i);
  return found;
}

/** Words before a class that make it a class of pupils, not a time ("the class", "sa classe", not "after class"). */
const CLASS_BEFORE: Record<Language, ReadonlySet<string>> = {
  en: new Set(["the", "her", "his", "their", "our", "my", "your", "this", "that"]),
  es: new Set(["la", "su", "mi", "nuestra", "esta", "esa"]),
  fr: new Set(["la", "sa", "ma", "leur", "notre", "cette"]),
  de: new Set(["die", "der", "ihre", "ihrer", "seine", "seiner", "meine", "unsere", "diese"]),
  hi: new Set(["की", "उसकी", "अपनी", "उनकी", "मेरी", "हमारी"]),
  kn: new Set(),
  ta: new Set(),
  te: new Set(),
};

/** An ordinal before a class ("die dritte Klasse", "पाँचवीं कक्षा", "ಐದನೇ ತರಗತಿ", "ஐந்தாம் வகுப்பு", "ఐదో తరగతి"). */
const ORDINAL_BEFORE: Record<Language, RegExp | null> = {
  en: null,
  es: null,
  fr: null,
  de: /^(?:erste|zweite|dritte|vierte|fünfte|sechste|siebte|achte|neunte|zehnte)n?$/u,
  hi: /^(?:पहली|दूसरी|तीसरी|चौथी|छठी|[\p{L}\p{M}]+वीं)$/u,
  kn: /^[\p{L}\p{M}]+ನೇ$/u,
  ta: /^[\p{L}\p{M}]+ாம்$/u,
  te: /^[\p{L}\p{M}]+(?:ో|వ)$/u,
};

/** A number after a class ("class five", "Klasse vier"). */
const NUMBER_AFTER: Record<Language, RegExp | null> = {
  en: /^(?:one|two|three|four|five|six|seven|eight|nine|ten|\d+)$/u,
  es: null,
  fr: null,
  de: /^(?:eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|\d+)$/u,
  hi: null,
  kn: null,
  ta: null,
  te: null,
};

/** Words before a class, or before its article, that make it the room one goes into ("dans la classe"). */
const CLASS_ROOM_BEFORE: Record<Language, ReadonlySet<string>> = {
  en: new Set(["into", "in", "to", "from", "out", "during", "after", "before"]),
  es: new Set(["en", "a", "al", "desde", "hacia", "durante", "después", "antes"]),
  fr: new Set(["dans", "en", "à", "vers", "pendant", "après", "avant"]),
  de: new Set(["in", "im", "ins", "zur", "aus", "während", "nach", "vor"]),
  hi: new Set(),
  kn: new Set(),
  ta: new Set(),
  te: new Set(),
};

/** Whether the class word at `i` is a class of pupils: owned, with an article, or numbered, not a room. */
function classOfPupils(tokens: readonly Token[], i: number, language: Language): boolean {
  const room = CLASS_ROOM_BEFORE[language];
  if (room.has(tokens[i - 1]?.norm ?? "") || (room.has(tokens[i - 2]?.norm ?? "") && !tokens[i - 2]?.comma))
    return false;
  const before = tokens[i - 1];
  if (before && !before.comma && CLASS_BEFORE[language].has(before.norm)) return true;
  if (before && !before.comma && ORDINAL_BEFORE[language]?.test(before.norm)) return true;
  const after = tokens[i + 1];
  return after !== undefined && !tokens[i]?.comma && NUMBER_AFTER[language]?.test(after.norm) === true;
}

/**
 * The words for groups in the sentence whose members it draws: whole groups ("the whole class"), a school
 * class ("class five", "la clase de tercero", "ಐದನೇ ತರಗತಿ"), a team or its players, "the others", everyone.
 */
export function groupWordsAt(tokens: readonly Token[], language: Language): GroupWord[] {
  const found = wholeGroups(tokens, language);
  tokens.forEach((t, i) => {
    if (classWord(t.norm, language) && classOfPupils(tokens, i, language))
      found.push({ at: i, members: "children" });
    if (isTeamWord(t.norm, language) || YOUNG_WORDS[language].test(t.norm))
      found.push({ at: i, members: "young" });
    const others = OTHERS[language];
    if (others?.words.has(t.norm) && others.articles.has(tokens[i - 1]?.norm ?? ""))
      found.push({ at: i, members: "young" });
  });
  for (const at of everyoneAt(tokens, language)) found.push({ at, members: "people" });
  return found.sort((a, b) => a.at - b.at);
}

/**
 * Whether weather follows the group's word ("ஊர் முழுவதும் பனி பெய்தது", "ఊరంతా మంచు కురిసింది": snow fell all
 * over the town): then the place is where it falls, not its people. Where case endings are joined on, the
 * weather word may be the start of one listed ("பனி" of "பனிப்பொழிவு").
 */
export function weatherAfter(tokens: readonly Token[], at: number, language: Language): boolean {
  const joined = languageProfiles[language].caseEndings === "joined";
  const words = Object.values(WEATHER_WORDS[language]).flat();
  return [at + 1, at + 2].some((i) => {
    const norm = tokens[i]?.norm ?? "";
    return words.some((w) => w === norm || (joined && norm.length >= 3 && w.startsWith(norm)));
  });
}
