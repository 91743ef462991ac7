import { type Language, languageCodes } from "@reelsmith/contract/catalog";
import type { DerivedVoice, FestivalVoice, PicoLanguage, RhvoiceVoice } from "../engine-voices";

/**
 * The stock voices, best first in each language (the first of a language is its default voice): the
 * engines chosen by measurement (docs/BENCHMARKS.md, decisions/006-voices-per-language.md), then
 * espeak-ng voices with a variant (+f2, +m3 ...) for every language, two or more of each gender.
 * `nativeName` is the name as written in the language's own script: the spoken sample introduces the voice
 * with it. Each voice's engine and accent are shown in the picker.
 */
export interface VoiceDefinition {
  id: string;
  name: string;
  nativeName: string;
  language: Language;
  gender: "male" | "female";
  espeakName: string;
  rate: number;
  pitch: number;
  flag: string;
  accent: string;
  /** Festival voices name their Festival voice; the espeak-ng fields are then the fallback voice. */
  festival?: FestivalVoice;
  /** SVOX Pico voices name their language (Pico has one voice per language); espeak-ng is the fallback. */
  pico?: PicoLanguage;
  /** RHVoice voices name their voice (LGPL ones only); espeak-ng is the fallback. */
  rhvoice?: RhvoiceVoice;
  /** Made from another voice of its engine (voice/derived-voice.ts); its description says so. */
  derived?: DerivedVoice;
  /** A sentence on how the voice is made, for the picker's details; the accent stays a plain place name. */
  description?: string;
}

type Row = [id: string, name: string, nativeName: string, gender: "m" | "f", espeak: string, pitch: number];

const group = (language: Language, flag: string, accent: string, rows: Row[], rate = 165) =>
  rows.map(
    ([id, name, nativeName, g, espeakName, pitch]): VoiceDefinition => ({
      id,
      name,
      nativeName,
      language,
      gender: g === "f" ? "female" : "male",
      espeakName,
      rate,
      pitch,
      flag,
      accent,
    }),
  );

const one = (
  language: Language,
  flag: string,
  accent: string,
  row: Row,
  engine: Pick<VoiceDefinition, "festival" | "pico" | "rhvoice" | "derived" | "description">,
): VoiceDefinition => ({ ...(group(language, flag, accent, [row])[0] as VoiceDefinition), ...engine });

/**
 * The voices chosen by measurement (docs/BENCHMARKS.md, "Voices per language"; decisions/006), each
 * language's best first. English (pocketsphinx word error rate alone / under the default music): RHVoice
 * bdl "Brian" 8.4 / 12.9 % (the default), Festival HTS "Emma" 13.5 / 25.8 %, RHVoice clb "Clara" 13.5 /
 * 23.2 %, Festival diphone "James" 24.5 / 36.8 %. SVOX Pico's English voices are left out: en-US 27.7 /
 * 46.5 %, en-GB 49.0 / 59.4 %, behind two better voices of each gender. RHVoice: LGPL voices only
 * (Debian rhvoice-english, non-free), never its CC-BY-NC-ND ones. Spanish, French, German: SVOX Pico,
 * the one voice per language it has (a woman); their men are espeak-ng's. Hindi and Telugu: Festival's
 * NSK diphone voices (festvox-hi-nsk, festvox-te-nsk: a man); their women are espeak-ng's. Kannada and
 * Tamil: espeak-ng only (no other engine installs here). The espeak-ng fields are each voice's fallback.
 */
/**
 * Pico's woman made a man (Debian has no male Spanish, French or German voice with a licence we may use:
 * festvox-ellpc11k, the one Castilian man, is for non-commercial use only). Pitch 0.72 in the engine,
 * then formants and pitch 0.88: Pico en-US so derived measured 19.4 % word error rate against the
 * woman's 27.7 % (median pitch 106 Hz against 168); formants at 0.84 were worse (24.5 %).
 */
const PICO_MAN = { pitch: 0.72, formant: 0.88 } as const;

/**
 * The Hindi and Telugu man made a woman (Debian has no woman's voice for either): the intonation's mean
 * pitch 1.44 times (180 Hz, set in the engine: the diphones are re-synthesised at it), then formants and
 * pitch 1.12. Measured on Festival's English diphone man (kal) the same way: 21.9 % word error rate at a
 * median 218 Hz, against 25.8 % for him with the same intonation at his own pitch.
 */
const NSK_WOMAN = { pitch: 1.44, formant: 1.12 } as const;

/** A language's SVOX Pico woman, then the man made from her voice (PICO_MAN). */
function picoVoices(
  language: Language,
  flag: string,
  accent: string,
  pico: PicoLanguage,
  [woman, man]: [Row, Row],
): VoiceDefinition[] {
  return [
    one(language, flag, accent, woman, { pico }),
    one(language, flag, accent, man, {
      pico,
      derived: { from: woman[0], ...PICO_MAN },
      description: `A deeper voice made from ${woman[1]}'s.`,
    }),
  ];
}

/** A language's Festival NSK diphone man (an Indian voice), then the woman made from his voice (NSK_WOMAN). */
function nskVoices(language: Language, name: string, [man, woman]: [Row, Row]): VoiceDefinition[] {
  const festival: FestivalVoice = { name, kind: "diphone", script: "utf8", intonationHz: 125 };
  return [
    one(language, "🇮🇳", "Indian", man, { festival }),
    one(language, "🇮🇳", "Indian", woman, {
      festival,
      derived: { from: man[0], ...NSK_WOMAN },
      description: `A higher voice made from ${man[1]}'s.`,
    }),
  ];
}

const measuredVoices: VoiceDefinition[] = [
  one("en", "🇺🇸", "American", ["en-us-brian", "Brian", "Brian", "m", "en-us+m3", 45], { rhvoice: "bdl" }),
  one("en", "🇺🇸", "American", ["en-us-emma", "Emma", "Emma", "f", "en-us+f3", 60], {
    festival: { name: "cmu_us_slt_arctic_hts", kind: "hts" },
  }),
  one("en", "🇺🇸", "American", ["en-us-clara", "Clara", "Clara", "f", "en-us+f3", 60], { rhvoice: "clb" }),
  one("en", "🇺🇸", "American", ["en-us-james", "James", "James", "m", "en-us+m3", 45], {
    festival: { name: "kal_diphone", kind: "diphone" },
  }),
  ...picoVoices("es", "🇪🇸", "Castilian", "es-ES", [
    ["es-es-carmen", "Carmen", "Carmen", "f", "es+f2", 60],
    ["es-es-pablo", "Pablo", "Pablo", "m", "es+m3", 44],
  ]),
  ...picoVoices("fr", "🇫🇷", "Parisian", "fr-FR", [
    ["fr-fr-camille", "Camille", "Camille", "f", "fr+f2", 60],
    ["fr-fr-hugo", "Hugo", "Hugo", "m", "fr+m3", 44],
  ]),
  ...picoVoices("de", "🇩🇪", "German", "de-DE", [
    ["de-de-lena", "Lena", "Lena", "f", "de+f2", 60],
    ["de-de-jonas", "Jonas", "Jonas", "m", "de+m3", 44],
  ]),
  ...nskVoices("hi", "hindi_NSK_diphone", [
    ["hi-in-nikhil", "Nikhil", "निखिल", "m", "hi+m3", 44],
    ["hi-in-priya", "Priya", "प्रिया", "f", "hi+f2", 60],
  ]),
  ...nskVoices("te", "telugu_NSK_diphone", [
    ["te-in-kiran", "Kiran", "కిరణ్", "m", "te+m3", 44],
    ["te-in-lakshmi", "Lakshmi", "లక్ష్మి", "f", "te+f2", 60],
  ]),
];

/** A stock voice's id: language, region and the name in plain lower-case letters ("es-es-lucia"). */
const voiceId = (language: Language, region: string, name: string) =>
  `${language}-${region}-${name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()}`;

/** espeak-ng's variants for four voices of one accent, in turn: gender, variant, pitch. */
const FOUR_VARIANTS = [
  ["f", "+f2", 60],
  ["m", "+m3", 44],
  ["f", "+f4", 64],
  ["m", "+m1", 40],
] as const;

/**
 * Four voices of one accent (a woman, a man, a woman, a man) on espeak-ng's four usual variants; `people`:
 * each voice's name and its name in the language's script ("Aditi अदिति, Amit अमित, ...").
 */
function fourVoices(language: Language, region: string, flag: string, accent: string, people: string) {
  const rows = people.split(", ").map((person, i): Row => {
    const [name = "", nativeName = ""] = person.split(" ");
    const [gender, variant, pitch] = FOUR_VARIANTS[i % FOUR_VARIANTS.length] ?? FOUR_VARIANTS[0];
    return [voiceId(language, region, name), name, nativeName, gender, `${language}${variant}`, pitch];
  });
  return group(language, flag, accent, rows);
}

/**
 * Voices of one accent whose names are written alike in the language's own script: each row a name, its
 * gender, its espeak-ng voice and pitch.
 */
function sameScriptVoices(
  language: Language,
  region: string,
  flag: string,
  accent: string,
  rows: [name: string, gender: "m" | "f", espeak: string, pitch: number][],
) {
  const voiceRows = rows.map(
    ([name, ...voice]): Row => [voiceId(language, region, name), name, name, ...voice],
  );
  return group(language, flag, accent, voiceRows);
}

/** Each language's espeak-ng voices (every language has some: espeak-ng speaks them all). */
const espeakVoices: Record<Language, VoiceDefinition[]> = {
  en: [
    ...sameScriptVoices("en", "us", "🇺🇸", "American", [
      ["Ava", "f", "en-us+f3", 60],
      ["Noah", "m", "en-us+m3", 45],
    ]),
    ...sameScriptVoices("en", "gb", "🇬🇧", "British", [
      ["Charlotte", "f", "en+f2", 58],
      ["Oliver", "m", "en-gb-x-rp+m1", 42],
    ]),
    ...sameScriptVoices("en", "gb", "🇬🇧", "Scottish", [["Isla", "f", "en-gb-scotland+f4", 62]]),
    ...sameScriptVoices("en", "jm", "🇯🇲", "Caribbean", [["Andre", "m", "en-029+m2", 46]]),
  ],
  es: [
    ...sameScriptVoices("es", "es", "🇪🇸", "Castilian", [
      ["Lucía", "f", "es+f2", 60],
      ["Javier", "m", "es+m3", 44],
    ]),
    ...sameScriptVoices("es", "mx", "🇲🇽", "Latin American", [
      ["Valentina", "f", "es-419+f3", 62],
      ["Santiago", "m", "es-419+m1", 45],
    ]),
  ],
  fr: [
    ...sameScriptVoices("fr", "fr", "🇫🇷", "Parisian", [
      ["Léa", "f", "fr+f2", 60],
      ["Julien", "m", "fr+m3", 44],
    ]),
    ...sameScriptVoices("fr", "be", "🇧🇪", "Belgian", [["Élise", "f", "fr-be+f4", 62]]),
    ...sameScriptVoices("fr", "ch", "🇨🇭", "Swiss", [["Luc", "m", "fr-ch+m1", 46]]),
  ],
  de: fourVoices("de", "de", "🇩🇪", "German", "Anna Anna, Max Max, Sophie Sophie, Tobias Tobias"),
  hi: fourVoices("hi", "in", "🇮🇳", "Indian", "Aditi अदिति, Amit अमित, Pooja पूजा, Rahul राहुल"),
  kn: fourVoices("kn", "in", "🇮🇳", "Indian", "Sahana ಸಹನಾ, Prakash ಪ್ರಕಾಶ್, Rashmi ರಶ್ಮಿ, Girish ಗಿರೀಶ್"),
  ta: fourVoices("ta", "in", "🇮🇳", "Indian", "Kavitha கவிதா, Murugan முருகன், Anitha அனிதா, Vijay விஜய்"),
  te: fourVoices("te", "in", "🇮🇳", "Indian", "Sravanthi స్రవంతి, Srinivas శ్రీనివాస్, Padma పద్మ, Chaitanya చైతన్య"),
};

/** Each language's measured voices first (its best one first: the default), then its espeak-ng voices. */
export const voiceDefinitions: VoiceDefinition[] = languageCodes.flatMap((l) => [
  ...measuredVoices.filter((v) => v.language === l),
  ...espeakVoices[l],
]);

/** The spoken sample: a short introduction in the voice's own language and script. */
const sampleTemplates: Record<Language, string> = {
  en: "Hi, I'm {name}. Let me tell your story with a clear and friendly voice.",
  es: "Hola, soy {name}. Déjame contar tu historia con una voz clara y cercana.",
  fr: "Bonjour, je suis {name}. Laissez-moi raconter votre histoire d'une voix claire et chaleureuse.",
  de: "Hallo, ich bin {name}. Ich erzähle deine Geschichte mit klarer und freundlicher Stimme.",
  hi: "नमस्ते, मेरा नाम {name} है। आइए, आपकी कहानी को मिलकर आवाज़ दें।",
  kn: "ನಮಸ್ಕಾರ, ನನ್ನ ಹೆಸರು {name}. ನಿಮ್ಮ ಕಥೆಯನ್ನು ನಾನು ಸ್ಪಷ್ಟವಾಗಿ ಹೇಳುತ್ತೇನೆ.",
  ta: "வணக்கம், என் பெயர் {name}. உங்கள் கதையை நான் தெளிவாகச் சொல்கிறேன்.",
  te: "నమస్కారం, నా పేరు {name}. మీ కథను నేను స్పష్టంగా చెబుతాను.",
};

export const voiceSampleText = (voice: Pick<VoiceDefinition, "language" | "nativeName">) =>
  sampleTemplates[voice.language].replace("{name}", voice.nativeName);
