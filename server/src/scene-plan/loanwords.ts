import type { Language } from "@reelsmith/contract/languages";
import type { Concept } from "./concepts";
import { lexiconFor } from "./lexicon";
import { latinOf } from "./name-sounds";

/**
 * English words that Hindi, Kannada, Tamil and Telugu stories write in their own script ("ಸ್ಕೂಟರ್",
 * "బస్సు", "टिकट"), read as the English word they are. Each is listed as it is said in India, in Latin
 * letters with "aa" for the long a that English "a", "o" and "au" become ("daaktar", doctor; "kaar", car),
 * once for each way the scripts write it ("tiket", "tikat"), and compared by a sound key that both
 * spellings share: no length but the a's, no aspiration, no double letters, no final "u" the southern
 * languages add after a consonant ("బస్సు", "ಬಸ್ಸು"). Only a word no table reads is looked up, so a native
 * word keeps its reading; a loanword said as a common native word ("कॉपी", a copy, is no coffee; "बीच",
 * between, no beach) is left out.
 */
const LOANWORDS: Readonly<Record<string, string>> = {
  // Vehicles.
  bas: "bus",
  kaar: "car",
  skuutar: "scooter",
  saikal: "bicycle",
  saikil: "bicycle",
  tren: "train",
  trein: "train",
  railu: "train",
  laari: "truck",
  laarii: "truck",
  trak: "truck",
  taiksi: "taxi",
  taaksi: "taxi",
  tyaaksi: "taxi",
  ambulens: "ambulance",
  ambulans: "ambulance",
  helikaaptar: "helicopter",
  eroplen: "airplane",
  hvaaijahaaj: "airplane",
  traaktar: "tractor",
  traiktar: "tractor",
  jiip: "jeep",
  baik: "motorbike",
  aato: "auto",
  vyaan: "van",
  vain: "van",
  // Food and drink.
  kek: "cake",
  bred: "bread",
  cips: "chips",
  caaklet: "chocolate",
  caakalet: "chocolate",
  aiskriim: "ice cream",
  aiskrim: "ice cream",
  pijja: "pizza",
  piija: "pizza",
  pitsa: "pizza",
  barger: "burger",
  sainvic: "sandwich",
  saindvic: "sandwich",
  syaandvic: "sandwich",
  caandvic: "sandwich",
  saandvic: "sandwich",
  shaandvic: "sandwich",
  sendvic: "sandwich",
  nuudals: "noodles",
  nuudalsu: "noodles",
  ciij: "cheese",
  ciiz: "cheese",
  jyuus: "juice",
  juus: "juice",
  kaafi: "coffee",
  kofi: "coffee",
  aapal: "apple",
  yaapal: "apple",
  aepil: "apple",
  yaapil: "apple",
  paapkaarn: "popcorn",
  laalipaap: "lollipop",
  laaliipaap: "lollipop",
  kyaandi: "candy",
  pyaankek: "pancake",
  paankek: "pancake",
  krosaant: "croissant",
  krosent: "croissant",
  donat: "doughnut",
  salaad: "salad",
  // School and home things.
  pensil: "pencil",
  notbuk: "notebook",
  baatli: "bottle",
  gilaas: "tumbler",
  glaas: "tumbler",
  tamlar: "tumbler",
  baket: "bucket",
  baalti: "bucket",
  spanj: "sponge",
  taarc: "flashlight",
  ballun: "balloon",
  baluun: "balloon",
  belun: "balloon",
  kyaandal: "candle",
  krayaan: "crayon",
  krayan: "crayon",
  kendal: "candle",
  sofaa: "sofa",
  sophaa: "sofa",
  suutkes: "suitcase",
  ambrela: "umbrella",
  tent: "tent",
  lift: "elevator",
  tiket: "ticket",
  tikat: "ticket",
  gift: "gift",
  stetaskop: "stethoscope",
  injekshan: "syringe",
  sirinj: "syringe",
  // Clothes.
  shart: "shirt",
  jiins: "jeans",
  jaket: "jacket",
  frok: "dress",
  fraak: "dress",
  shuu: "shoe",
  shuus: "shoes",
  saaks: "socks",
  renkot: "raincoat",
  kyaap: "cap",
  maphlar: "scarf",
  maflar: "scarf",
  // Electronics and music.
  kampyuutar: "computer",
  kampyutar: "computer",
  laaptaap: "laptop",
  lyaaptaap: "laptop",
  fon: "phone",
  mobail: "mobile phone",
  tiivi: "television",
  rediyo: "radio",
  kyaamara: "camera",
  kemara: "camera",
  klaak: "clock",
  maik: "microphone",
  maikrofon: "microphone",
  gitaar: "guitar",
  vayalin: "violin",
  piyaano: "piano",
  hedfon: "headphones",
  balb: "light bulb",
  robot: "robot",
  // Places.
  paark: "park",
  steshan: "station",
  haaspital: "hospital",
  aaspatre: "hospital",
  skuul: "school",
  maarket: "market",
  shaap: "shop",
  sinema: "cinema",
  thiyetar: "theatre",
  hotel: "hotel",
  restorent: "restaurant",
  aafis: "office",
  aaphis: "office",
  laibrari: "library",
  stediyam: "stadium",
  pleground: "playground",
  plegraund: "playground",
  postaafis: "post office",
  postaaphis: "post office",
  // People by their work.
  daaktar: "doctor",
  nars: "nurse",
  pulis: "police officer",
  polis: "police officer",
  poliis: "police officer",
  draivar: "driver",
  tiicar: "teacher",
  veitar: "waiter",
  vetar: "waiter",
  veyitar: "waiter",
  pailat: "pilot",
  kaaptan: "captain",
  kepten: "captain",
  koc: "coach",
  jokar: "clown",
  // Sports and games.
  kriket: "cricket",
  futbaal: "football",
  tenis: "tennis",
  baidmintan: "badminton",
  trofi: "trophy",
  medal: "medal",
  // Animals whose English names the languages use.
  jiraaf: "giraffe",
  jebra: "zebra",
  pengvin: "penguin",
  kangaaru: "kangaroo",
  daalfin: "dolphin",
};

/** Loanwords said as a common Hindi word ("शाप", a curse): Hindi reads them as its own. */
const ALIKE_IN_HINDI = new Set(["shaap"]);

/** A sound key this short matches native words by chance. */
const MIN_KEY = 3;

/** Case endings, plurals and clitics after a loanword, in Latin letters, tried longest first. */
const ENDINGS: Partial<Record<Language, readonly string[]>> = {
  hi: ["om", "em", "on", "en"],
  kn: [
    "galannu",
    "galalli",
    "galinda",
    "galige",
    "gala",
    "galu",
    "vannu",
    "annu",
    "nnu",
    "inalli",
    "nalli",
    "alli",
    "ninda",
    "inda",
    "akke",
    "kke",
    "ige",
    "ge",
    "ina",
    "na",
    "alle",
    "ali",
  ],
  ta: [
    "iliruntu",
    "ukkul",
    "kalai",
    "kalil",
    "kalal",
    "kalum",
    "kal",
    "ukku",
    "kku",
    "ilum",
    "il",
    "ai",
    "al",
    "in",
    "um",
    "otu",
    "utan",
  ],
  te: [
    "lloki",
    "lonci",
    "nunci",
    "loki",
    "laku",
    "lanu",
    "lato",
    "lalo",
    "llo",
    "lo",
    "ki",
    "ku",
    "ni",
    "nu",
    "to",
    "lu",
    "ne",
  ],
};

/** The sound key both spellings of a loanword share (see LOANWORDS). */
export function loanKey(latin: string, language: Language): string {
  let s = latin
    .replace(/aa/g, "A")
    .replace(/hp/g, "f")
    .replace(/ph/g, "f")
    .replace(/w/g, "v")
    .replace(/z/g, "j")
    .replace(/([kgcjtdpb])h/g, "$1")
    .replace(/ii/g, "i")
    .replace(/uu/g, "u");
  // Tamil writes no voicing, and its "ற்ற" is said "tr" ("காற்று", wind, is no car).
  if (language === "ta")
    s = s.replace(/rr/g, "tr").replace(/g/g, "k").replace(/j/g, "c").replace(/d/g, "t").replace(/b/g, "p");
  return s.replace(/(.)\1+/g, "$1").replace(/([^aeiouA])u$/, "$1");
}

const keysCache = new Map<Language, Map<string, string>>();

/** Each loanword's English word by its sound key in a language. */
function loansByKey(language: Language): Map<string, string> {
  let keys = keysCache.get(language);
  if (keys) return keys;
  keys = new Map();
  for (const [said, english] of Object.entries(LOANWORDS)) {
    if (language === "hi" && ALIKE_IN_HINDI.has(said)) continue;
    const key = loanKey(said, language);
    if (key.length >= MIN_KEY && !keys.has(key)) keys.set(key, english);
  }
  keysCache.set(language, keys);
  return keys;
}

/** The English word a loanword of an Indian script is, with its case ending or plural cut off, or null. */
export function loanwordOf(norm: string, language: Language): string | null {
  const endings = ENDINGS[language];
  if (!endings) return null;
  // Hindi writes English "o" of "doctor", "shop" with the candra sign, said as the long a.
  const latin = latinOf(norm.replace(/\u0949/g, "\u093e").replace(/\u0911/g, "\u0906"), language, true);
  if (latin === null) return null;
  const keys = loansByKey(language);
  // Tamil ends a word before one starting with k, c, t or p in that consonant ("டிக்கெட்டைப் பார்த்தான்").
  const words = language === "ta" ? [latin, latin.replace(/(?<=[aeiou])[kctp]$/, "")] : [latin];
  for (const word of new Set(words)) {
    const stems = [word, ...endings.filter((e) => word.endsWith(e)).map((e) => word.slice(0, -e.length))];
    for (const stem of stems) {
      const key = loanKey(stem, language);
      const english = key.length >= MIN_KEY ? keys.get(key) : undefined;
      if (english) return english;
    }
  }
  return null;
}

/** What the English reading draws for a loanword of an Indian script no table reads, or null. */
export function loanwordConcepts(norm: string, language: Language): Concept[] | null {
  const english = loanwordOf(norm, language);
  if (!english) return null;
  const en = lexiconFor("en");
  const concepts = en.exact.get(english);
  if (concepts === undefined) return en.nouns?.unlisted(english, true) ?? null;
  if (en.curated.has(english) || !en.nouns) return concepts.length > 0 ? concepts : null;
  const kept = concepts.filter((c) => en.nouns?.canMean(english, c));
  return kept.length > 0 ? kept : null;
}
