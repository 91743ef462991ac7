import type { Language } from "@reelsmith/contract/catalog";

/**
 * The stock voices: espeak-ng voices with a variant (+f2, +m3 ...) for each of the eight languages, two or
 * more of each gender per language. `nativeName` is the name as written in the language's own script: the
 * spoken sample introduces the voice with it.
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
  festival?: { name: string; kind: "hts" | "diphone" };
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

/**
 * Festival voices (Debian festvox-us-slt-hts, festvox-kallpc16k; free licences that allow commercial use),
 * first in the list so they are English's default voices: an offline recogniser understands 86 % of the
 * words of the HTS voice and 73 % of the diphone voice, against 17 % of espeak-ng (docs/BENCHMARKS.md).
 */
const festivalVoices: VoiceDefinition[] = [
  {
    ...(group("en", "🇺🇸", "American", [
      ["en-us-emma", "Emma", "Emma", "f", "en-us+f3", 60],
    ])[0] as VoiceDefinition),
    festival: { name: "cmu_us_slt_arctic_hts", kind: "hts" },
  },
  {
    ...(group("en", "🇺🇸", "American", [
      ["en-us-james", "James", "James", "m", "en-us+m3", 45],
    ])[0] as VoiceDefinition),
    festival: { name: "kal_diphone", kind: "diphone" },
  },
];

export const voiceDefinitions: VoiceDefinition[] = [
  ...festivalVoices,
  ...group("en", "🇺🇸", "American", [
    ["en-us-ava", "Ava", "Ava", "f", "en-us+f3", 60],
    ["en-us-noah", "Noah", "Noah", "m", "en-us+m3", 45],
  ]),
  ...group("en", "🇬🇧", "British", [
    ["en-gb-charlotte", "Charlotte", "Charlotte", "f", "en+f2", 58],
    ["en-gb-oliver", "Oliver", "Oliver", "m", "en-gb-x-rp+m1", 42],
  ]),
  ...group("en", "🇬🇧", "Scottish", [["en-gb-isla", "Isla", "Isla", "f", "en-gb-scotland+f4", 62]]),
  ...group("en", "🇯🇲", "Caribbean", [["en-jm-andre", "Andre", "Andre", "m", "en-029+m2", 46]]),
  ...group("es", "🇪🇸", "Castilian", [
    ["es-es-lucia", "Lucía", "Lucía", "f", "es+f2", 60],
    ["es-es-javier", "Javier", "Javier", "m", "es+m3", 44],
  ]),
  ...group("es", "🇲🇽", "Latin American", [
    ["es-mx-valentina", "Valentina", "Valentina", "f", "es-419+f3", 62],
    ["es-mx-santiago", "Santiago", "Santiago", "m", "es-419+m1", 45],
  ]),
  ...group("fr", "🇫🇷", "Parisian", [
    ["fr-fr-lea", "Léa", "Léa", "f", "fr+f2", 60],
    ["fr-fr-julien", "Julien", "Julien", "m", "fr+m3", 44],
  ]),
  ...group("fr", "🇧🇪", "Belgian", [["fr-be-elise", "Élise", "Élise", "f", "fr-be+f4", 62]]),
  ...group("fr", "🇨🇭", "Swiss", [["fr-ch-luc", "Luc", "Luc", "m", "fr-ch+m1", 46]]),
  ...group("de", "🇩🇪", "German", [
    ["de-de-anna", "Anna", "Anna", "f", "de+f2", 60],
    ["de-de-max", "Max", "Max", "m", "de+m3", 44],
    ["de-de-sophie", "Sophie", "Sophie", "f", "de+f4", 64],
    ["de-de-tobias", "Tobias", "Tobias", "m", "de+m1", 40],
  ]),
  ...group("hi", "🇮🇳", "Indian", [
    ["hi-in-aditi", "Aditi", "अदिति", "f", "hi+f2", 60],
    ["hi-in-amit", "Amit", "अमित", "m", "hi+m3", 44],
    ["hi-in-pooja", "Pooja", "पूजा", "f", "hi+f4", 64],
    ["hi-in-rahul", "Rahul", "राहुल", "m", "hi+m1", 40],
  ]),
  ...group("kn", "🇮🇳", "Indian", [
    ["kn-in-sahana", "Sahana", "ಸಹನಾ", "f", "kn+f2", 60],
    ["kn-in-prakash", "Prakash", "ಪ್ರಕಾಶ್", "m", "kn+m3", 44],
    ["kn-in-rashmi", "Rashmi", "ರಶ್ಮಿ", "f", "kn+f4", 64],
    ["kn-in-girish", "Girish", "ಗಿರೀಶ್", "m", "kn+m1", 40],
  ]),
  ...group("ta", "🇮🇳", "Indian", [
    ["ta-in-kavitha", "Kavitha", "கவிதா", "f", "ta+f2", 60],
    ["ta-in-murugan", "Murugan", "முருகன்", "m", "ta+m3", 44],
    ["ta-in-anitha", "Anitha", "அனிதா", "f", "ta+f4", 64],
    ["ta-in-vijay", "Vijay", "விஜய்", "m", "ta+m1", 40],
  ]),
  ...group("te", "🇮🇳", "Indian", [
    ["te-in-sravanthi", "Sravanthi", "స్రవంతి", "f", "te+f2", 60],
    ["te-in-srinivas", "Srinivas", "శ్రీనివాస్", "m", "te+m3", 44],
    ["te-in-padma", "Padma", "పద్మ", "f", "te+f4", 64],
    ["te-in-chaitanya", "Chaitanya", "చైతన్య", "m", "te+m1", 40],
  ]),
];

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
