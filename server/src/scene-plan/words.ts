import type { Language } from "@reelsmith/contract/catalog";
import type { Gender } from "./concepts";
import { RULES } from "./languages/rules";
import type { ScenePlan } from "./scene-plan-schema";

type Lists<T extends string> = Record<Language, Partial<Record<T, string[]>>>;

/** When a sentence happens. Matched like the lexicon (stems, suffixes), so the base forms suffice. */
export const TIME_WORDS: Lists<ScenePlan["time"]> = {
  en: {
    dawn: ["dawn", "sunrise", "daybreak", "morning", "mornings"],
    day: ["noon", "midday", "afternoon", "daytime"],
    dusk: ["dusk", "evening", "evenings", "sunset", "twilight"],
    night: ["night", "nights", "midnight", "tonight", "nighttime"],
  },
  es: {
    dawn: ["amanecer", "madrugada", "mañana", "alba", "amaneció"],
    day: ["mediodía", "tarde"],
    dusk: ["atardecer", "anochecer", "ocaso", "crepúsculo"],
    night: ["noche", "noches", "medianoche", "anoche"],
  },
  fr: {
    dawn: ["aube", "aurore", "matin", "matinée", "matins"],
    day: ["midi", "après-midi", "journée"],
    dusk: ["soir", "soirée", "crépuscule", "couchant"],
    night: ["nuit", "nuits", "minuit"],
  },
  de: {
    dawn: ["morgen", "morgens", "morgengrauen", "sonnenaufgang", "frühmorgens"],
    day: ["mittag", "mittags", "nachmittag", "nachmittags"],
    dusk: ["abend", "abends", "sonnenuntergang", "dämmerung"],
    night: ["nacht", "nachts", "mitternacht"],
  },
  hi: {
    dawn: ["सुबह", "सवेरे", "सवेरा", "भोर", "प्रभात"],
    day: ["दोपहर", "दिन"],
    dusk: ["शाम", "सांझ", "साँझ", "संध्या"],
    night: ["रात", "रात्रि", "आधी रात"],
  },
  ta: {
    dawn: ["காலை", "விடியல்", "அதிகாலை", "விடிந்தது"],
    day: ["மதியம்", "பகல்"],
    dusk: ["மாலை", "அந்தி"],
    night: ["இரவு", "நள்ளிரவு", "ராத்திரி"],
  },
  te: {
    dawn: ["ఉదయం", "తెల్లవారుజాము", "పొద్దున", "పొద్దున్నే", "తెల్లవారింది"],
    day: ["మధ్యాహ్నం", "పగలు"],
    dusk: ["సాయంత్రం", "సంధ్య"],
    night: ["రాత్రి", "అర్ధరాత్రి", "రాత్రంతా"],
  },
  kn: {
    dawn: ["ಬೆಳಿಗ್ಗೆ", "ಬೆಳಗ್ಗೆ", "ಮುಂಜಾನೆ", "ಬೆಳಗು"],
    day: ["ಮಧ್ಯಾಹ್ನ", "ಹಗಲು"],
    dusk: ["ಸಂಜೆ", "ಸಾಯಂಕಾಲ"],
    night: ["ರಾತ್ರಿ", "ಮಧ್ಯರಾತ್ರಿ", "ಇರುಳು"],
  },
};

/**
 * Days of the week (and the weekend): a sentence that names one starts a new day, so the story leaves the
 * night or evening before for daylight unless the sentence names its own time. Tamil, Telugu and Kannada
 * take case endings on the word itself, so they match as prefixes (planner.ts).
 */
export const NEW_DAY_WORDS: Record<Language, string[]> = {
  en: ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "weekend"],
  es: ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"],
  fr: ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche", "week-end"],
  de: [
    "montag",
    "dienstag",
    "mittwoch",
    "donnerstag",
    "freitag",
    "samstag",
    "sonnabend",
    "sonntag",
    "wochenende",
  ],
  hi: ["सोमवार", "मंगलवार", "बुधवार", "गुरुवार", "शुक्रवार", "शनिवार", "रविवार", "इतवार"],
  ta: ["திங்கட்கிழமை", "செவ்வாய்க்கிழமை", "புதன்கிழமை", "வியாழக்கிழமை", "வெள்ளிக்கிழமை", "சனிக்கிழமை", "ஞாயிற்றுக்கிழமை"],
  te: ["సోమవారం", "మంగళవారం", "బుధవారం", "గురువారం", "శుక్రవారం", "శనివారం", "ఆదివారం"],
  kn: ["ಸೋಮವಾರ", "ಮಂಗಳವಾರ", "ಬುಧವಾರ", "ಗುರುವಾರ", "ಶುಕ್ರವಾರ", "ಶನಿವಾರ", "ಭಾನುವಾರ"],
};

export const WEATHER_WORDS: Lists<ScenePlan["weather"]> = {
  en: {
    rain: [
      "rain",
      "rains",
      "rained",
      "raining",
      "rainy",
      "drizzle",
      "drizzled",
      "drizzling",
      "downpour",
      "monsoon",
    ],
    snow: ["snow", "snowed", "snowing", "snowy", "snowfall"],
    storm: ["storm", "stormy", "thunder", "thunderstorm", "lightning"],
    fog: ["fog", "foggy", "mist", "misty"],
    cloudy: ["cloudy", "clouds", "overcast"],
    clear: ["sunny", "sunshine"],
  },
  es: {
    rain: [
      "lluvia",
      "llover",
      "llovía",
      "llueve",
      "lloviendo",
      "lluvioso",
      "llovió",
      "llovizna",
      "lloviznar",
      "lloviznaba",
      "lloviznando",
      "lloviznó",
      "diluviar",
      "diluviaba",
      "aguacero",
      "chaparrón",
    ],
    snow: ["nieve", "nevaba", "nevar", "nieva", "nevando"],
    storm: ["tormenta", "trueno", "truenos", "relámpago", "tempestad"],
    fog: ["niebla", "neblina", "bruma"],
    cloudy: ["nubes", "nublado"],
    clear: ["soleado", "sol"],
  },
  fr: {
    rain: [
      "pluie",
      "pleut",
      "pleuvait",
      "pleuvoir",
      "pluvieux",
      "averse",
      "plu",
      "bruine",
      "bruiner",
      "bruinait",
      "crachin",
    ],
    snow: ["neige", "neigeait", "neiger", "neigé"],
    storm: ["orage", "tempête", "tonnerre", "éclair", "éclairs"],
    fog: ["brouillard", "brume"],
    cloudy: ["nuages", "nuageux"],
    clear: ["ensoleillé", "soleil"],
  },
  de: {
    rain: [
      "regen",
      "regnet",
      "regnete",
      "regnerisch",
      "regenschauer",
      "nieseln",
      "nieselt",
      "nieselte",
      "nieselregen",
      "platzregen",
    ],
    snow: ["schnee", "schneit", "schneite"],
    storm: ["sturm", "gewitter", "donner", "blitz", "unwetter"],
    fog: ["nebel", "neblig"],
    cloudy: ["wolken", "bewölkt"],
    clear: ["sonnig", "sonnenschein"],
  },
  hi: {
    rain: ["बारिश", "वर्षा", "बरसात", "बरसने", "बरस", "मानसून", "बूँदाबाँदी", "बूंदाबांदी", "फुहार"],
    snow: ["बर्फ", "बर्फ़", "हिमपात"],
    storm: ["तूफान", "तूफ़ान", "आंधी", "आँधी", "गरज"],
    fog: ["कोहरा", "कोहरे", "धुंध"],
    cloudy: ["बादल", "बादलों"],
    clear: ["धूप"],
  },
  ta: {
    rain: ["மழை", "மழைக்கால", "தூறல்"],
    snow: ["பனிப்பொழிவு"],
    storm: ["புயல்", "இடி", "மின்னல்"],
    fog: ["மூடுபனி", "பனிமூட்டம்"],
    cloudy: ["மேகம்", "மேகங்கள்", "மேகமூட்டம்", "கருமேகம்", "கருமேகங்கள்"],
    clear: ["வெயில்"],
  },
  te: {
    rain: ["వర్షం", "వాన", "వర్ష", "వానలు", "వర్షాలు", "జల్లు", "జల్లులు"],
    snow: ["మంచు"],
    storm: ["తుఫాను", "ఉరుము", "ఉరుములు", "మెరుపు", "మెరుపులు"],
    fog: ["పొగమంచు"],
    cloudy: ["మేఘం", "మేఘాలు", "మబ్బు", "మబ్బులు"],
    clear: ["ఎండ"],
  },
  kn: {
    rain: ["ಮಳೆ", "ತುಂತುರು"],
    snow: ["ಹಿಮ"],
    storm: ["ಬಿರುಗಾಳಿ", "ಚಂಡಮಾರುತ", "ಗುಡುಗು", "ಮಿಂಚು"],
    fog: ["ಮಂಜು"],
    cloudy: ["ಮೋಡ", "ಮೋಡಗಳು"],
    clear: ["ಬಿಸಿಲು"],
  },
};

export const MOOD_WORDS: Lists<Exclude<ScenePlan["mood"], "neutral">> = {
  en: {
    joyful: [
      "happy",
      "joy",
      "laugh",
      "laughed",
      "smile",
      "smiled",
      "celebrate",
      "delighted",
      "glad",
      "party",
      "cheered",
    ],
    sad: ["sad", "cried", "cry", "tears", "lonely", "grief", "sorrow", "miss", "missed"],
    tense: ["afraid", "scared", "fear", "danger", "suddenly", "worried", "panic", "ran away", "screamed"],
    calm: ["calm", "quiet", "peaceful", "gentle", "slowly", "rest", "silence"],
    hopeful: ["hope", "dream", "dreamed", "believe", "finally", "wish", "someday"],
  },
  es: {
    joyful: [
      "feliz",
      "alegría",
      "alegre",
      "sonrió",
      "sonrisa",
      "risa",
      "rió",
      "fiesta",
      "celebrar",
      "contenta",
      "contento",
    ],
    sad: ["triste", "lloró", "llorar", "lágrimas", "soledad", "sola", "solo"],
    tense: ["miedo", "peligro", "repente", "asustada", "asustado", "gritó"],
    calm: ["tranquila", "tranquilo", "calma", "paz", "silencio", "despacio"],
    hopeful: ["esperanza", "sueño", "soñaba", "soñar", "fin", "ojalá"],
  },
  fr: {
    joyful: ["heureux", "heureuse", "joie", "sourit", "sourire", "rire", "rit", "fête", "ravie", "ravi"],
    sad: ["triste", "pleura", "pleurait", "larmes", "seule", "seul", "chagrin"],
    tense: ["peur", "danger", "soudain", "soudainement", "inquiète", "inquiet", "cria"],
    calm: ["calme", "paisible", "silence", "paix", "doucement", "tranquille"],
    hopeful: ["espoir", "rêve", "rêvait", "rêver", "enfin", "espérait"],
  },
  de: {
    joyful: ["glücklich", "freude", "lachte", "lächelte", "fest", "froh", "feierte", "fröhlich"],
    sad: ["traurig", "weinte", "tränen", "einsam", "kummer"],
    tense: ["angst", "gefahr", "plötzlich", "schrie", "besorgt"],
    calm: ["ruhig", "still", "frieden", "stille", "langsam"],
    hopeful: ["hoffnung", "traum", "träumte", "endlich", "hoffte"],
  },
  hi: {
    joyful: ["खुश", "ख़ुश", "खुशी", "ख़ुशी", "हँसी", "हंसी", "मुस्कुराई", "मुस्कुराया", "आनंद", "उत्सव"],
    sad: ["उदास", "दुखी", "दुःखी", "रोई", "रोया", "आँसू", "आंसू", "अकेली", "अकेला"],
    tense: ["डर", "खतरा", "ख़तरा", "अचानक", "घबरा"],
    calm: ["शांत", "शांति", "चुपचाप", "धीरे"],
    hopeful: ["उम्मीद", "आशा", "सपना", "सपने", "आखिरकार"],
  },
  ta: {
    joyful: ["மகிழ்ச்சி", "சிரித்தாள்", "சிரித்தான்", "சிரிப்பு", "சந்தோஷம்", "கொண்டாட்டம்", "புன்னகை"],
    sad: ["சோகம்", "அழுதாள்", "அழுதான்", "கண்ணீர்", "தனிமை", "வருத்தம்"],
    tense: ["பயம்", "ஆபத்து", "திடீரென்று", "திடீரென"],
    calm: ["அமைதி", "அமைதியாக", "மெதுவாக"],
    hopeful: ["நம்பிக்கை", "கனவு", "இறுதியாக"],
  },
  te: {
    joyful: ["సంతోషం", "ఆనందం", "నవ్వు", "నవ్వింది", "నవ్వాడు", "పండుగ", "చిరునవ్వు"],
    sad: ["బాధ", "దుఃఖం", "ఏడ్చింది", "ఏడ్చాడు", "కన్నీళ్లు", "ఒంటరి"],
    tense: ["భయం", "ప్రమాదం", "అకస్మాత్తుగా", "హఠాత్తుగా"],
    calm: ["ప్రశాంతం", "ప్రశాంతంగా", "నిశ్శబ్దం", "నెమ్మదిగా"],
    hopeful: ["ఆశ", "కల", "చివరికి"],
  },
  kn: {
    joyful: ["ಸಂತೋಷ", "ಖುಷಿ", "ನಗು", "ನಕ್ಕಳು", "ನಕ್ಕನು", "ಹಬ್ಬ", "ಆನಂದ"],
    sad: ["ದುಃಖ", "ಅತ್ತಳು", "ಅತ್ತನು", "ಕಣ್ಣೀರು", "ಒಂಟಿ"],
    tense: ["ಭಯ", "ಅಪಾಯ", "ಇದ್ದಕ್ಕಿದ್ದಂತೆ", "ಹಠಾತ್ತನೆ"],
    calm: ["ಶಾಂತ", "ಶಾಂತಿ", "ನೆಮ್ಮದಿ", "ನಿಧಾನವಾಗಿ"],
    hopeful: ["ಭರವಸೆ", "ಕನಸು", "ಆಸೆ", "ಕೊನೆಗೂ"],
  },
};

/** Personal pronouns (he / she and their forms); matched exactly, never stemmed. */
export const PRONOUNS: Record<Language, Record<string, Gender>> = {
  en: {
    she: "female",
    her: "female",
    hers: "female",
    herself: "female",
    he: "male",
    him: "male",
    his: "male",
    himself: "male",
  },
  es: { ella: "female", él: "male" },
  fr: { elle: "female", il: "male" },
  de: {
    sie: "female",
    ihre: "female",
    ihrer: "female",
    ihrem: "female",
    ihren: "female",
    er: "male",
    ihm: "male",
    ihn: "male",
    sein: "male",
    seine: "male",
    seiner: "male",
    seinem: "male",
    seinen: "male",
  },
  hi: {
    वह: "unknown",
    वो: "unknown",
    उसने: "unknown",
    उसे: "unknown",
    उसका: "unknown",
    उसकी: "unknown",
    उसके: "unknown",
    उससे: "unknown",
    उसको: "unknown",
  },
  ta: {
    அவள்: "female",
    அவளை: "female",
    அவளுடைய: "female",
    அவளது: "female",
    அவளுக்கு: "female",
    அவன்: "male",
    அவனை: "male",
    அவனுடைய: "male",
    அவனது: "male",
    அவனுக்கு: "male",
    // The object with the consonant the next word doubles ("அவனைப் பார்த்து": looking at him).
    அவனைப்: "male",
    அவனைக்: "male",
    அவனைச்: "male",
    அவனைத்: "male",
    அவளைப்: "female",
    அவளைக்: "female",
    அவளைச்: "female",
    அவளைத்: "female",
    அவர்: "unknown",
  },
  te: {
    ఆమె: "female",
    ఆమెకు: "female",
    ఆమెను: "female",
    ఆవిడ: "female",
    అతను: "male",
    అతడు: "male",
    అతని: "male",
    అతనికి: "male",
    ఆయన: "male",
    వాడు: "male",
    వాడిని: "male",
    వాడి: "male",
    // To him, with him, to her, with her ("వాళ్ల అమ్మ వాడికి పాలు కొనిచ్చింది": his mother bought him milk).
    వాడికి: "male",
    వాడితో: "male",
    అతనితో: "male",
    ఆమెకి: "female",
    ఆమెతో: "female",
    అతన్ని: "male",
    ఆమెని: "female",
  },
  kn: {
    ಅವಳು: "female",
    ಅವಳ: "female",
    ಅವಳಿಗೆ: "female",
    ಅವಳನ್ನು: "female",
    ಅವನು: "male",
    ಅವನ: "male",
    ಅವನಿಗೆ: "male",
    ಅವನನ್ನು: "male",
    ಅವನತ್ತ: "male",
    ಅವಳತ್ತ: "female",
    ಅವರು: "unknown",
    ಅವರ: "unknown",
  },
};

/**
 * Words allowed between a name and a person word for the two to be one character ("Maya, a baker",
 * "a farmer named Ravi", "விவசாயி ராமு"): articles, copulas and "named" words, never "and" or "her".
 */
/**
 * Words for "they" and "all of them": the group of people the story has on stage ("They laughed",
 * "todos", "ils", "सब", "ಎಲ್ಲರೂ", "எல்லோரும்", "అందరూ"). German "sie" is read as plural by its verb
 * (planner.ts). Telugu "వాళ్ళ" is "their" (and "his" in "కబీర్, వాళ్ళ తాతయ్య"): the group, who are its people.
 */
export const THEY_WORDS: Record<Language, ReadonlySet<string>> = {
  en: new Set(["they", "them", "their", "both", "themselves"]),
  es: new Set(["ellos", "ellas", "todos", "todas", "ambos", "ambas", "les"]),
  fr: new Set(["ils", "elles", "eux", "tous", "toutes", "leur", "leurs"]),
  de: new Set(["ihnen", "beide", "alle"]),
  hi: new Set(["वे", "सब", "सभी", "दोनों", "उन्होंने", "उन्हें", "उनके", "उनकी", "उनका"]),
  kn: new Set(["ಅವರು", "ಅವರ", "ಅವರಿಗೆ", "ಅವರನ್ನು", "ಎಲ್ಲರೂ", "ಇಬ್ಬರೂ"]),
  ta: new Set(["அவர்கள்", "அவர்களுக்கு", "அவர்களை", "அவர்களைப்", "அவர்களின்", "எல்லோரும்", "எல்லாரும்", "இருவரும்"]),
  // "ళ్ళ" and "ళ్ల" are two spellings of one letter pair ("వాళ్ళు", "వాళ్లు").
  te: new Set([
    "వాళ్ళు",
    "వాళ్ళ",
    "వాళ్ళకి",
    "వాళ్ళని",
    "వాళ్ళను",
    "వాళ్లు",
    "వాళ్ల",
    "వాళ్లకి",
    "వాళ్లని",
    "వాళ్లను",
    "వారు",
    "వారి",
    "వారిని",
    "అందరూ",
    "ఇద్దరూ",
  ]),
};

/**
 * The Kannada, Tamil and Telugu "they" in a case other than the subject's ("ಅವರ ಬುಟ್ಟಿ": their basket,
 * "அவர்களைப் பின்தொடர்ந்து": following them, "వాళ్ళ వెనకే": behind them): never the subject of its clause,
 * so after an animal that is the subject ("a goat followed them") they are the people, not the animals.
 */
export const THEY_NOT_SUBJECT: Record<Language, ReadonlySet<string> | null> = {
  kn: new Set(["ಅವರ", "ಅವರಿಗೆ", "ಅವರನ್ನು"]),
  ta: new Set(["அவர்களுக்கு", "அவர்களை", "அவர்களைப்", "அவர்களின்"]),
  te: new Set(["వాళ్ళ", "వాళ్ళకి", "వాళ్ళని", "వాళ్ళను", "వాళ్ల", "వాళ్లకి", "వాళ్లని", "వాళ్లను", "వారి", "వారిని"]),
  en: null,
  es: null,
  fr: null,
  de: null,
  hi: null,
};

/**
 * Kannada, Tamil and Telugu postpositions of place and company ("அவர்கள் பின்னால்": behind them, "ಅವರ
 * ಜೊತೆ": with them): the "they" before one is no subject either.
 */
/** Postpositions of where a thing is, written apart ("బెంచీ మీద": on the bench, "ಮರದ ಮೇಲೆ"): the word
 * before one is a place or a thing, no one's name. Hindi's are its postpositions (PostpositionRules). */
export const WHERE_POSTPOSITIONS: Record<Language, ReadonlySet<string> | null> = {
  kn: new Set(["ಮೇಲೆ", "ಕೆಳಗೆ", "ಒಳಗೆ", "ಹೊರಗೆ"]),
  ta: new Set(["மேல்", "மேலே", "கீழே", "உள்ளே", "வெளியே"]),
  te: new Set(["మీద", "కింద", "లోపల", "బయట"]),
  en: null,
  es: null,
  fr: null,
  de: null,
  hi: null,
};

export const PLACE_POSTPOSITIONS: Record<Language, ReadonlySet<string> | null> = {
  kn: new Set(["ಹಿಂದೆ", "ಹಿಂದೆಯೇ", "ಮುಂದೆ", "ಜೊತೆ", "ಜೊತೆಗೆ", "ಬಳಿ", "ಹತ್ತಿರ", "ಕಡೆಗೆ"]),
  ta: new Set(["பின்னால்", "பின்னாலேயே", "முன்னால்", "அருகில்", "அருகே", "பக்கத்தில்", "கூட", "உடன்", "நோக்கி"]),
  te: new Set(["వెనక", "వెనకే", "వెనకాల", "వెనుక", "ముందు", "దగ్గర", "దగ్గరికి", "పక్కన", "వైపు", "తో"]),
  en: null,
  es: null,
  fr: null,
  de: null,
  hi: null,
};

/**
 * "little" before (or, in es/fr, after) a family word: a child ("his little sister", "sa petite sœur",
 * "su hermana pequeña", "seine kleine Schwester", "छोटी बहन", "ಪುಟ್ಟ ತಂಗಿ", "குட்டித் தங்கை", "చిన్న చెల్లెలు").
 */
export const LITTLE_WORDS: Record<Language, ReadonlySet<string>> = {
  en: new Set(["little", "baby", "youngest"]),
  // And their plurals: "los primos pequeños", "les petits cousins", "die jüngeren Cousins" are children.
  es: new Set(
    "pequeña pequeño pequeñita pequeñito menor pequeñas pequeños pequeñitas pequeñitos menores".split(" "),
  ),
  fr: new Set("petite petit cadette cadet petites petits cadettes cadets".split(" ")),
  de: new Set("kleine kleinen kleiner kleines jüngste jüngsten jüngere jüngeren".split(" ")),
  hi: new Set(["छोटी", "छोटा", "छोटे", "नन्ही", "नन्हा", "नन्हे"]),
  kn: new Set(["ಪುಟ್ಟ", "ಚಿಕ್ಕ", "ಸಣ್ಣ"]),
  ta: new Set(["குட்டி", "குட்டித்", "சின்ன", "சின்னப்", "சிறிய"]),
  te: new Set(["చిన్న", "చిన్నారి", "బుజ్జి"]),
};

export const APPOSITION: Record<Language, ReadonlySet<string>> = {
  en: new Set(["a", "an", "the", "was", "is", "named", "called", "young", "old", "little"]),
  es: new Set(["un", "una", "el", "la", "era", "es", "llamado", "llamada", "joven"]),
  fr: new Set(["un", "une", "le", "la", "était", "est", "nommé", "nommée", "appelé", "appelée", "jeune"]),
  de: new Set(["ein", "eine", "der", "die", "war", "ist", "namens", "genannt", "junge", "junger"]),
  hi: new Set(["एक", "नाम", "नामक", "का", "की", "थी", "था", "है"]),
  ta: new Set(["ஒரு", "என்ற", "எனும்", "என்னும்", "பெயருடைய"]),
  te: new Set(["ఒక", "అనే", "పేరు", "గల"]),
  kn: new Set(["ಒಬ್ಬ", "ಒಬ್ಬಳು", "ಒಂದು", "ಎಂಬ", "ಎಂಬುವ", "ಹೆಸರಿನ"]),
};

/**
 * Words that follow a name in the Indian languages ("ராமு என்ற விவசாயி": a farmer named Ramu): the word before
 * them is a name. Latin scripts find names by their capital letter instead.
 */
export const NAME_MARKERS: Record<Language, ReadonlySet<string>> = {
  en: new Set(["named", "called"]),
  es: new Set(["llamado", "llamada"]),
  fr: new Set(["nommé", "nommée", "appelé", "appelée"]),
  de: new Set(["namens", "genannt"]),
  hi: new Set(["नाम", "नामक"]),
  ta: new Set(["என்ற", "எனும்", "என்னும்"]),
  te: new Set(["అనే"]),
  kn: new Set(["ಎಂಬ", "ಎಂಬುವ", "ಎಂಬವಳು", "ಎಂಬವನು"]),
};

/**
 * How each language names someone or something with a verb ("called him Biscuit", "le pusieron de nombre
 * Galleta", "l'ont appelé Biscuit", "nannten ihn Keks", "उसका नाम बिस्कुट रखा", "ಬಿಸ್ಕೆಟ್ ಎಂದು ಹೆಸರಿಟ್ಟರು",
 * "பிஸ்கட் என்று பெயர் வைத்தார்கள்", "బిస్కెట్ అని పేరు పెట్టారు"). Latin scripts: the capitalised word after
 * the verb, with at most one of `objects` between. Indian scripts: the word before the quoting word (`quote`)
 * where the word for a name follows it (`name`), or, in Hindi, the word between the word for a name and
 * "put" (`put`).
 */
export interface NamingVerb {
  verb?: RegExp;
  objects?: ReadonlySet<string>;
  /** Object pronouns one of which stands up to three words before the verb ("lo llamaron", "l'ont appelé"):
   * without one the verb calls someone over ("il appela Marie"). */
  clitics?: ReadonlySet<string>;
  quote?: ReadonlySet<string>;
  name?: RegExp;
  put?: RegExp;
}

export const NAMING_VERBS: Record<Language, NamingVerb> = {
  en: { verb: /^(call|calls|called|name|names|named)$/u, objects: new Set(["him", "her", "it", "them"]) },
  es: {
    verb: /^(llam(o|ó|a|an|aron|amos|aba|aban)|bautiz\p{L}*|nombre)$/u,
    clitics: new Set(["lo", "la", "le", "los", "las", "se", "de", "por"]),
  },
  fr: { verb: /^(appel\p{L}*|nomm\p{L}*|baptis\p{L}*)$/u, clitics: new Set(["l'", "le", "la", "les", "s'"]) },
  de: {
    verb: /^(nenn\p{L}*|nannte\p{L}*|tauf\p{L}*)$/u,
    objects: new Set(["ihn", "sie", "es", "ihm"]),
  },
  hi: { name: /^नाम$/u, put: /^रख/u },
  kn: { quote: new Set(["ಎಂದು", "ಅಂತ"]), name: /^ಹೆಸರ/u },
  ta: { quote: new Set(["என்று", "என"]), name: /^பெயர/u },
  te: { quote: new Set(["అని"]), name: /^పేర/u },
};

/** Words that are never a name even with a capital letter (sentence starts, German nouns' articles). */
export const FUNCTION_WORDS: Record<Language, ReadonlySet<string>> = {
  en: new Set(
    "the a an and but or so then when while as at in on of to for with from by after before during once every each this that these those his her their its my your our he she they it we you i i'm i've i'll i'd there here hello hi yesterday today tomorrow suddenly finally later soon now meanwhile however still even also only just again one two three some many all no not if because although though until since into onto over under up down out off about above below near inside outside behind every everyone someone nobody something nothing everything who what where why how long last next first early late years year ago oh yes well once upon time let meet monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december christmas".split(
      " ",
    ),
  ),
  es: new Set(
    "el la los las un una unos unas y e pero o u entonces cuando mientras en de del al a con por para sin sobre su sus mi mis tu tus este esta estos estas ese esa cada hoy ayer después antes luego pronto también ya nunca siempre ella él ellos ellas allí aquí había era fue es que quien como donde cuando todo todos todas nadie algo nada un día una vez al final por fin de repente conoce durante desde hasta".split(
      " ",
    ),
  ),
  fr: new Set(
    "à a le la les l' un une des et mais ou donc alors quand pendant en dans de d' du au aux avec pour par sans sur sous son sa ses mon ma mes ce cet cette ces chaque aujourd'hui hier demain puis ensuite après avant bientôt déjà il elle ils elles on là ici c' était est qui que qu' comment où tout tous toute toutes personne rien un jour une fois enfin soudain voici voilà découvrez montra montrait montre-t-il".split(
      " ",
    ),
  ),
  de: new Set(
    "der die das den dem des ein eine einen einem einer eines und aber oder dann als wenn während in im am an auf aus bei mit nach von vor zu zum zur für ohne über unter um sein seine ihr ihre mein meine jeder jede jedes heute gestern später bald schon er sie es wir man dort hier eines tages plötzlich endlich es war einmal wer was wo wie warum alle alles nichts jemand niemand da so doch noch nur auch immer nie lernen sie entdecken jeden jedem jeder tag tage tages tagen woche wochen jahr jahre jahren jahres stunde stunden minute minuten mal leben ende anfang montag dienstag mittwoch donnerstag freitag samstag sonntag januar februar märz april mai juni juli august september oktober november dezember weihnachten".split(
      " ",
    ),
  ),
  // The Indian scripts have no capitals: these keep a sentence's first word from passing for a name.
  hi: new Set(
    "सारी सारा सारे पूरी पूरा पूरे एक फिर तब जब अब आज कल परसों अचानक एक दिन वह वो यह उस इस उसने हर रोज़ रोज बाद पहले लेकिन और तो बरसों सालों साल सोमवार मंगलवार बुधवार गुरुवार शुक्रवार शनिवार रविवार".split(
      " ",
    ),
  ),
  ta: new Set(
    "அது இது ஒரு அப்போது பிறகு இன்று நேற்று நாளை திடீரென்று ஒருநாள் ஒவ்வொரு தினமும் ஆனால் மேலும் அந்த இந்த அங்கே இங்கே முதலில் முதல் போன்ற போன்று போல".split(
      " ",
    ),
  ),
  te: new Set(
    "అది ఇది అవి ఇవి ఒక ఒకరోజు అప్పుడు తర్వాత ఈరోజు నిన్న రేపు అకస్మాత్తుగా ప్రతి రోజూ కానీ మరియు ఆ ఈ అక్కడ ఇక్కడ మాత్రమే ముందుగా".split(
      " ",
    ),
  ),
  kn: new Set(
    "ಅದು ಇದು ಒಂದು ಒಬ್ಬ ಒಬ್ಬಳು ಒಂದುದಿನ ಆಗ ನಂತರ ಇಂದು ನಿನ್ನೆ ನಾಳೆ ಇದ್ದಕ್ಕಿದ್ದಂತೆ ಪ್ರತಿದಿನ ಪ್ರತಿ ಆದರೆ ಮತ್ತು ಆ ಈ ಅಲ್ಲಿ ಇಲ್ಲಿ ಬಗ್ಗೆ".split(
      " ",
    ),
  ),
};

/** Prepositions before a capitalised word that make it a place name ("in Seville"), not a person. */
export const PLACE_PREPOSITIONS: Record<Language, ReadonlySet<string>> = {
  en: new Set(["in", "at", "to", "from", "near", "of", "across"]),
  es: new Set(["en", "a", "de", "del", "desde", "hacia", "cerca"]),
  fr: new Set(["à", "a", "de", "d'", "du", "en", "vers", "depuis", "près"]),
  de: new Set(["in", "nach", "aus", "von", "bei", "zu", "im"]),
  hi: new Set(),
  ta: new Set(),
  te: new Set(),
  kn: new Set(),
};

/** Words that put the scene outside or inside whatever the place. */
export const OUTDOOR_WORDS: Record<Language, string[]> = {
  en: ["outside", "outdoors", "outdoor"],
  es: ["afuera", "fuera", "exterior", "salió", "salieron", "salimos"],
  fr: ["dehors", "extérieur", "sorti", "sortie", "sortis", "sorties", "sortit", "sortirent"],
  de: ["draußen", "außen", "freien"],
  hi: ["बाहर"],
  ta: ["வெளியே", "வெளியில்"],
  te: ["బయట", "బయటకు", "బయటికి"],
  kn: ["ಹೊರಗೆ", "ಹೊರಗಡೆ"],
};

/** Words that take a story indoors from the street or a field ("Inside, Mother made tea", "rief sie herein"): home. */
export const INDOOR_WORDS: Record<Language, string[]> = {
  en: ["inside", "indoors"],
  es: ["dentro", "adentro"],
  fr: ["intérieur"],
  de: ["drinnen", "herein"],
  hi: ["अंदर", "भीतर"],
  ta: ["உள்ளே"],
  te: ["లోపల", "లోపలికి"],
  kn: ["ಒಳಗೆ"],
};

/**
 * The words around an indoor word that make it a preposition of a thing ("a fire inside a ring of stones",
 * "dentro de un círculo", "पत्थरों के घेरे के अंदर", "வட்டத்தின் உள்ளே"): inside that thing, no going indoors.
 * `next`: the word right after it; `prev`: the word right before it; `prevEndings`: a genitive ending of
 * the word before it.
 */
export const INDOOR_WORD_OF_A_THING: Record<
  Language,
  { next?: ReadonlySet<string>; prev?: ReadonlySet<string>; prevEndings?: readonly string[] }
> = {
  en: {
    next: new Set(["a", "an", "the", "his", "her", "their", "its", "our", "my", "your", "this", "that"]),
  },
  es: { next: new Set(["de", "del"]) },
  fr: { next: new Set(["de", "du", "des", "d"]) },
  de: {},
  hi: { prev: new Set(["के"]) },
  kn: { prevEndings: ["ದ", "ಗಳ"] },
  ta: { prevEndings: ["ின்", "த்தின்"] },
  te: {},
};

/**
 * A school's holidays ("the school holidays", "las vacaciones del colegio", "स्कूल की छुट्टियों में", "ಶಾಲೆಯ
 * ರಜೆಯಲ್ಲಿ", "பள்ளி விடுமுறையில்", "బడి సెలవుల్లో") and its start ("antes de empezar el colegio", "स्कूल खुलने से
 * पहले", "ಶಾಲೆ ಶುರುವಾಗುವ ಹಿಂದಿನ ದಿನ", "பள்ளி திறப்பதற்கு முன்"): a time off school, not at it. `after`: the
 * holiday or start word one or two words after the school; `before`: up to three words before it.
 */
export const SCHOOL_HOLIDAYS: Record<Language, { before: ReadonlySet<string>; after: ReadonlySet<string> }> =
  {
    en: { before: new Set(), after: new Set(["holiday", "holidays", "vacation", "vacations"]) },
    es: {
      before: new Set(["vacaciones", "empezar", "empezara", "empiece", "comenzar", "comenzara", "comience"]),
      after: new Set(),
    },
    fr: { before: new Set(["vacances"]), after: new Set() },
    de: { before: new Set(), after: new Set() },
    hi: { before: new Set(), after: new Set(["छुट्टी", "छुट्टियों", "छुट्टियाँ", "छुट्टियां", "खुलने", "शुरू"]) },
    kn: {
      before: new Set(),
      after: new Set(["ರಜೆ", "ರಜೆಯಲ್ಲಿ", "ರಜೆಗೆ", "ರಜಾ", "ಶುರುವಾಗುವ", "ಆರಂಭವಾಗುವ", "ಪ್ರಾರಂಭವಾಗುವ"]),
    },
    ta: {
      before: new Set(),
      after: new Set(["விடுமுறை", "விடுமுறையில்", "விடுமுறைக்கு", "திறப்பதற்கு", "தொடங்குவதற்கு"]),
    },
    te: { before: new Set(), after: new Set(["సెలవులు", "సెలవుల్లో", "సెలవులో", "మొదలయ్యే", "తెరిచే"]) },
  };

/**
 * Words that make a place before or after them a time ("after school", "después de la escuela", "nach der
 * Schule", "स्कूल के बाद", "ಶಾಲೆಯ ನಂತರ"): the story is not at school. `before` stand up to three words before
 * the place, `after` one or two words after it. `opens`: a verb right after the place that says it opens or
 * closes ("before the supermarket opened"): whoever is there before it opens is at the place, no time.
 */
export const PLACE_AS_TIME: Record<
  Language,
  { before: ReadonlySet<string>; after: ReadonlySet<string>; opens?: ReadonlySet<string> }
> = {
  en: {
    before: new Set(["after", "before", "from"]),
    after: new Set(),
    opens: new Set(["opened", "opens", "closed", "closes"]),
  },
  es: {
    before: new Set(["después", "antes", "desde"]),
    after: new Set(),
    opens: new Set(["abriera", "abrió", "abra", "abría", "cerrara", "cerró", "cerraba"]),
  },
  fr: {
    before: new Set(["après", "avant", "depuis"]),
    after: new Set(),
    opens: new Set(["ouvre", "ouvrait", "ouvrît", "ouvert", "ferme", "fermait", "fermé"]),
  },
  // "nach der Schule" is after school, "nach Hause" home: "nach" counts before an article only (planner.ts);
  // "vor der Schule" is in front of it as often as before it, so it stays a place.
  de: { before: new Set(["nach", "aus"]), after: new Set() },
  hi: { before: new Set(), after: new Set(["बाद", "पहले"]) },
  // "பள்ளி முடிந்ததும்", "బడి అయిపోయాక", "ಶಾಲೆ ಮುಗಿದ ಮೇಲೆ": once school is over.
  // On the way there is not there ("வீட்டுக்குத் திரும்பும் வழியில்", "ಮನೆಗೆ ಹಿಂತಿರುಗುವಾಗ": on the way home), nor
  // is "up to the house" ("வீடு வரை", "ఇంటి దాకా").
  ta: {
    before: new Set(),
    after: new Set(["பிறகு", "பின்", "முடிந்ததும்", "முடிந்த", "விட்டதும்", "வழியில்", "வரை"]),
  },
  te: {
    before: new Set(),
    after: new Set("తర్వాత తరువాత అయిపోయాక అయ్యాక ముగిశాక వదిలాక వెళ్తుంటే వస్తుంటే వెళ్తుండగా దాకా వరకు".split(" ")),
  },
  kn: {
    before: new Set(),
    after: new Set("ನಂತರ ಬಳಿಕ ಮುಗಿದ ಮುಗಿದಾಗ ಬಿಟ್ಟ ಹಿಂತಿರುಗುವಾಗ ಹೋಗುವಾಗ ಬರುವಾಗ".split(" ")),
  },
};

/**
 * Words that put a place named soon after them somewhere else than the scene: a thing left or forgotten
 * there ("she had left her umbrella at home"), what someone was told or dreamed ("told him to stay at
 * home"). `before` counts from five to three words before the place; `after`, the three words after it (Hindi puts
 * the verb last: "छाता घर पर ही भूल आई").
 */
export const PLACE_ELSEWHERE: Record<Language, { before: ReadonlySet<string>; after: ReadonlySet<string> }> =
  {
    en: { before: new Set("left forgot forgotten told dreamed dreamt".split(" ")), after: new Set() },
    es: { before: new Set("dejado dejó olvidado olvidó dijo soñó".split(" ")), after: new Set() },
    fr: { before: new Set("oublié laissé dit rêvé".split(" ")), after: new Set() },
    de: { before: new Set(), after: new Set("vergessen gelassen solle sollte".split(" ")) },
    hi: { before: new Set(), after: new Set(["भूल", "छोड़"]) },
    // Kannada, Tamil and Telugu inflect these verbs and join "from" to the place: VERB_LAST_ELSEWHERE.
    kn: { before: new Set(), after: new Set() },
    ta: { before: new Set(), after: new Set() },
    te: { before: new Set(), after: new Set() },
  };

/**
 * "Before going to school" (ಶಾಲೆಗೆ ಹೋಗುವ ಮುನ್ನ, பள்ளிக்குப் போவதற்கு முன், బడికి వెళ్ళే ముందు): "before" after the
 * place and a verb is when; right after the place it is "in front of" (ఇంటి ముందు: in front of the house).
 */
export const BEFORE_GOING: Record<Language, ReadonlySet<string> | null> = {
  kn: new Set(["ಮುನ್ನ", "ಮೊದಲು"]),
  ta: new Set(["முன்", "முன்பு"]),
  te: new Set(["ముందు"]),
  en: null,
  es: null,
  fr: null,
  de: null,
  hi: null,
};

/**
 * "a picture book about trains", "un livre d'images sur les trains", "रेलगाड़ियों के बारे में", "ರೈಲುಗಳ ಬಗ್ಗೆ":
 * what a book or a story is about is not in the scene. `before`: words right before the topic (en, es, fr,
 * de); `after`: words right after it (hi, kn, ta, te, which put "about" after the noun).
 */
export const ABOUT_WORDS: Record<
  Language,
  { before: ReadonlySet<string>; after: ReadonlySet<string>; works?: ReadonlySet<string> }
> = {
  en: { before: new Set(["about"]), after: new Set() },
  // `works`: a play, a story, a book or a song right before "sobre", "sur", "über" makes it "about" ("una
  // obra sobre la selva"), which is "on" or "over" elsewhere.
  es: {
    before: new Set(["sobre", "acerca"]),
    after: new Set(),
    works: new Set(["obra", "obrita", "cuento", "historia", "libro", "película", "canción", "función"]),
  },
  fr: {
    before: new Set(["sur"]),
    after: new Set(),
    works: new Set(["pièce", "spectacle", "histoire", "livre", "film", "chanson", "conte"]),
  },
  de: {
    before: new Set(["über"]),
    after: new Set(),
    works: new Set(["stück", "theaterstück", "geschichte", "buch", "film", "lied", "märchen"]),
  },
  hi: { before: new Set(), after: new Set(["बारे"]) },
  kn: { before: new Set(), after: new Set(["ಬಗ್ಗೆ", "ಕುರಿತು", "ಕುರಿತಾದ"]) },
  ta: { before: new Set(), after: new Set(["பற்றிய", "பற்றி"]) },
  te: { before: new Set(), after: new Set(["గురించిన", "గురించి"]) },
};

/**
 * Kannada, Tamil, Telugu and Hindi put the verb after the place and "from" on it: a place something was
 * forgotten in ("ಮನೆಯಲ್ಲೇ ಮರೆತು", "வீட்டிலேயே மறந்துவிட்டு", "ఇంట్లోనే మర్చిపోయి": left at home), and a
 * place someone comes from ("ತೋಟದಿಂದ ಓಡಿಕೊಂಡು ಒಳಗೆ ಬಂತು": ran in from the garden) are not the scene's. A
 * place left from ("ಬಂದರಿನಿಂದ ಹೊರಟಿತು": the ferry left the harbour) is: the scene is there as it goes.
 * `forgot`: a verb up to three words after the place; `from`: the place word's ending, or the postposition
 * after it; `came`: a verb of coming, or of bringing ("ತಂದನು", "తెచ్చాడు", "लाए": came with a thing), anywhere
 * after the place. Hindi "से" after the place is "from" only so ("बगीचे से दौड़कर अंदर आई": ran in from the
 * garden); its forgetting is PLACE_ELSEWHERE's.
 */
export const VERB_LAST_ELSEWHERE: Record<
  Language,
  { forgot: RegExp; from: RegExp; fromAfter: ReadonlySet<string>; came: RegExp } | null
> = {
  hi: { forgot: /^$/u, from: /^$/u, fromAfter: new Set(["से"]), came: /^(आ|ला)(या|ई|ईं|ए|कर)?$/u },
  kn: { forgot: /^ಮರೆತ/u, from: /ಿಂದ$/u, fromAfter: new Set(), came: /^(ಬಂ(ದ|ತು)|ಬರು|ತಂದ|ತರು)/u },
  ta: {
    forgot: /^மறந்/u,
    from: /லிருந்து$/u,
    fromAfter: new Set(["இருந்து"]),
    came: /^(வந்|வரு)/u,
  },
  te: {
    forgot: /^(మర్చిపో|మరిచిపో|మరచిపో)/u,
    from: /(నుండి|నుంచి)$/u,
    fromAfter: new Set(["నుండి", "నుంచి"]),
    came: /^(వచ్చ|వస్త|తెచ్చ|తెస్త)|ొచ్చ/u,
  },
  en: null,
  es: null,
  fr: null,
  de: null,
};

/**
 * Verb endings that tell the subject's gender where the sentence names no pronoun (Tamil and Kannada
 * verbs agree with a he / she subject; Hindi's auxiliaries and participles do; Telugu's "-డు" is "he"):
 * each language's `verbGender` (languages/).
 */
export function verbGender(words: string[], language: Language): Gender {
  return RULES[language].verbGender(words);
}

/**
 * Dark clouds gathering ("dark clouds rolled in", "nubes negras", "nuages noirs", "dunkle Wolken", "काले बादल",
 * "ಕಪ್ಪು ಮೋಡ", "నల్లని మేఘాలు"): rain coming, not a grey sky only. `dark`: a word up to two words beside a
 * cloud word (WEATHER_WORDS cloudy); `fused`: the dark cloud as one word ("கருமேகங்கள்", "కారుమేఘాలు").
 */
export const DARK_CLOUDS: Record<Language, { dark: ReadonlySet<string>; fused: ReadonlySet<string> }> = {
  en: {
    dark: new Set(["dark", "black", "grey", "gray", "heavy"]),
    fused: new Set(["thunderclouds", "rainclouds"]),
  },
  es: { dark: new Set(["negras", "negros", "oscuras", "oscuros", "grises"]), fused: new Set(["nubarrones"]) },
  fr: { dark: new Set(["noirs", "noires", "sombres", "gris", "lourds"]), fused: new Set() },
  de: {
    dark: new Set(["dunkle", "dunklen", "dunkel", "schwarze", "schwarzen", "graue", "grauen"]),
    fused: new Set(["regenwolken", "gewitterwolken"]),
  },
  hi: { dark: new Set(["काले", "काली", "काला", "घने", "घनघोर"]), fused: new Set() },
  kn: { dark: new Set(["ಕಪ್ಪು", "ಕಪ್ಪನೆಯ", "ದಟ್ಟ"]), fused: new Set(["ಕಾರ್ಮೋಡ", "ಕಾರ್ಮೋಡಗಳು"]) },
  ta: { dark: new Set(["கருப்பு", "கரிய"]), fused: new Set(["கருமேகம்", "கருமேகங்கள்", "கார்மேகங்கள்"]) },
  te: { dark: new Set(["నల్లని", "నల్ల", "నల్లటి"]), fused: new Set(["కారుమేఘాలు", "కారుమబ్బులు"]) },
};

/**
 * Words that put a weather word at another time than the scene ("after the rain", "before the big rains",
 * "después de la lluvia", "nach dem Regen", "बारिश के बाद", "ಮಳೆಯ ನಂತರ", "மழைக்குப் பிறகு", "వాన తర్వాత") or
 * end it ("when the rain stopped", "la lluvia paró", "बारिश रुकी", "వాన వెలిసింది"). `before`: up to three words
 * before the weather word; `after`: up to two words after it (the Indian languages put "after" last).
 */
export const WEATHER_ASIDE: Record<Language, { before: ReadonlySet<string>; after: ReadonlySet<string> }> = {
  en: {
    before: new Set(["after", "before", "not", "no", "never"]),
    after: new Set(["stopped", "stops", "ended"]),
  },
  es: {
    before: new Set(["después", "antes", "tras", "no", "dejó", "paró"]),
    after: new Set(["paró", "cesó", "terminó", "amainó"]),
  },
  fr: {
    before: new Set(["après", "avant", "ne", "n'", "pas"]),
    after: new Set(["cessé", "cessa", "arrêté", "arrêta", "pas"]),
  },
  de: {
    before: new Set(["nach", "vor", "kein", "keinen", "nicht"]),
    after: new Set(["aufgehört", "vorbei", "nicht"]),
  },
  hi: { before: new Set(), after: new Set(["बाद", "पहले", "रुकी", "रुक", "थमी", "थम", "नहीं"]) },
  kn: {
    before: new Set(),
    after: new Set(["ನಂತರ", "ಬಳಿಕ", "ಮುಂಚೆ", "ಮೊದಲು", "ಮುನ್ನ", "ನಿಂತಿತು", "ನಿಂತಾಗ", "ನಿಂತ", "ಇಲ್ಲ"]),
  },
  ta: {
    before: new Set(),
    after: new Set(["பிறகு", "பின்", "பின்னர்", "முன்", "முன்பு", "நின்றது", "நின்றதும்", "ஓய்ந்தது", "இல்லை"]),
  },
  te: {
    before: new Set(),
    after: new Set(["తర్వాత", "తరువాత", "ముందు", "ముందే", "ఆగింది", "ఆగాక", "వెలిసింది", "వెలిశాక", "లేదు"]),
  },
};
