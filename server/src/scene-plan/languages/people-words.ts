import type { Language } from "@reelsmith/contract/languages";

/**
 * What each language says about who is who: words that look like names and are none (a festival, a day,
 * an adjective opening a Hindi clause), the words for the whole group on stage ("the whole family"), a
 * group of friends, and the words that make a named person a child (their class) or an elder (a title).
 * Plain data; the shared planner reads it (lexicon.ts, planner.ts), never a branch per language.
 */
export interface PeopleWords {
  /** Words in their sense (spec of overrides.ts): plural friends and children the lexicon lacks. */
  words: Readonly<Record<string, string>>;
  /** Words never a person's name: festivals and holidays, days, months; in the Indian languages also the
   * adjectives a clause may open with ("बड़ी थाली": a big plate) and the closed class of postpositions,
   * particles, auxiliaries, adverbs and conjunctions ("भी", "होते", "ಮುಂಚೆ", "கூட"), which no name is. */
  notNames: ReadonlySet<string>;
  /** Festivals in the languages that join case endings (kn, ta, te), matched as a word's start
   * ("ದೀಪಾವಳಿಯ": Deepavali's). */
  festivalStems: readonly string[];
  /** Phrases for the whole group on stage ("the whole family", "toute la famille", "కుటుంబమంతా"), as
   * normalised words; in kn, ta, te each word is matched as a word's start. */
  wholeGroup: readonly (readonly string[])[];
  /** Plural words for friends ("friends", "amigos", "दोस्तों"): beside a child, a group of children.
   * Matched as a word's start in kn, ta, te. */
  friends: readonly string[];
  /** Plural words for boys and girls ("the boys played"): a group of children. */
  children: readonly string[];
  /** A school class ("Leela's class", "la clase de Leela"): its owner is a child. Matched as a word's start. */
  classWords: readonly string[];
  /** Titles before a name ("Mrs Rao", "la señora Rao", "श्रीमती राव"): no name themselves; they say the
   * person's gender and never undo an age the story has given ("old Mrs Rao ... Mrs Rao laughed"). */
  titles: ReadonlySet<string>;
  /** "his" and "her" before a family word ("her brother Dev", "उसका भाई"). */
  possessives: ReadonlySet<string>;
  /** Words for a family or household, which someone owns ("Zoya's family", "la familia de Zoya", "ज़ोया का
   * परिवार"): its owner is a person. Matched as a word's start in kn, ta, te. */
  family: readonly string[];
  /** How a name says it owns the person word after it: words between the two ("नीला की माँ", "నీల వాళ్ళ
   * అమ్మ"), or a genitive ending joined to the name and what the name ends in without it ("ನೀಲಾಳ ಅಮ್ಮ" is
   * ನೀಲಾ's mother, "கிரணின்" is கிரண்'s). */
  ownerMarks: { words: ReadonlySet<string>; endings: readonly (readonly [string, string])[] };
  /** Plural endings of a person word ("ರೈತರು", "விவசாயிகள்", "రైతులు": farmers): no one name follows them. */
  pluralEndings: readonly string[];
  /** Words of respect after a surname ("ಶರ್ಮಾ ಅವರು", "ராஜன் அவர்கள்", "శర్మ గారు", "शर्मा जी", "कोस्टा मैडम"): the
   * word before is a person's name though no list has it, and the honorific is that person, nobody else. Matched as a
   * word's start in kn, ta, te (the honorific takes the case: "ನೇಗಿ ಅವರಿಗಾಗಿ", "పాటిల్ గారికి"). The Latin
   * scripts put a title before a capitalised name instead (`titles`). */
  honorifics: readonly string[];
  /** A teacher's or a lady's title after a name ("ರೋಸ್ ಮಿಸ್", "ரோஸ் டீச்சர்", "रोज़ मैडम", "రోజ్ టీచర్": Miss Rose):
   * the word before is her name, even one the lexicon knows as a thing (a rose) or as a word (रोज़, daily), and
   * the title is that person.
   * Matched as a word's start in kn, ta, te. The Latin scripts put the title before the name (`titles`). */
  teacherTitles: readonly string[];
  /** Those of `teacherTitles` that say a woman ("बेल मैडम", "ರೋಸ್ ಮಿಸ್": Mrs Bell, Miss Rose). */
  ladyTitles: readonly string[];
  /** Family words that follow a given name as a title ("कमला दादी", "ಕಮಲಾ ಅಜ್ಜಿ", "கமலா பாட்டி", "పింటో ఆంటీ":
   * Grandmother Kamala, Aunty Pinto): the word before is that relative's name though no list has it, and
   * the family word is the same person. Matched as a word's start in kn, ta, te (the title takes the case:
   * "ಮೀನಾ ಅತ್ತೆಯ ಅಡುಗೆಮನೆ"). The Latin scripts put such a word before a capitalised name ("Aunt May"). */
  kinTitles: readonly string[];
  /** The consonant a consonant-final name takes before a case ending, its virama gone ("ಅರ್ಜುನ್" →
   * "ಅರ್ಜುನನಿಗೆ", "ಸಮೀರ್" → "ಸಮೀರನ್ನು"), else null. */
  nameLink: string | null;
  /** Endings of a phrase of place that may open a sentence before its subject ("ನದಿಯ ದಡದಲ್ಲಿ ರಫೀಕ್ ...",
   * "தோட்டத்தில்", "తోటలో"): the unknown word after such phrases stands where the subject does. Null
   * where postpositions say it (Hindi) or a capital marks names (the Latin scripts). */
  openingEndings: RegExp | null;
  /** Words for all of a group of people, in kn, ta, te also joined to the noun and matched as a word's end
   * ("ಪ್ರಯಾಣಿಕರೆಲ್ಲರೂ", "ప్రయాణికులందరూ": all the passengers): the story's people on stage, or people where
   * nobody is. The human plural before the clitic tells them from "all the fruit" ("ಹಣ್ಣುಗಳೆಲ್ಲಾ"). */
  everyone: readonly string[];
}

const NO_OWNER_MARKS: PeopleWords["ownerMarks"] = { words: new Set(), endings: [] };

const w = (list: string): ReadonlySet<string> => new Set(list.split(" ").filter((x) => x !== ""));

/** Festivals and holidays written the same way in the Latin scripts. */
const FESTIVALS_LATIN =
  "diwali deepavali divali holi eid ramadan ramzan pongal onam navratri dussehra dasara " +
  "lohri baisakhi vaisakhi vishu bihu ugadi sankranti christmas easter hanukkah halloween thanksgiving " +
  "xmas";

/** Person ids whose owner is a child: a parent, a grandparent, a teacher ("Arjun's father", "अर्जुन के पापा"). */
export const CHILD_OF: ReadonlySet<string> = new Set([
  "father",
  "mother",
  "grandfather",
  "grandmother",
  "teacher",
]);

/** Person ids of someone's family and friends: a word before one that owns it is a person ("Nila's mother"). */
export const KIN_IDS: ReadonlySet<string> = new Set([
  "father",
  "mother",
  "grandfather",
  "grandmother",
  "brother",
  "sister",
  "son",
  "daughter",
  "uncle",
  "aunt",
  "cousin",
  "husband",
  "wife",
  "friend",
]);

/** Person ids of brothers and sisters: a child's brother or sister is a child too ("Her brother Dev"). */
export const SIBLING_IDS: ReadonlySet<string> = new Set(["brother", "sister"]);

/** Family words a name follows ("his big sister Anu"); a grandparent or a helper is called by the word. */
export const NAMED_RELATIVES: ReadonlySet<string> = new Set([
  ...SIBLING_IDS,
  "cousin",
  "son",
  "daughter",
  "grandson",
  "granddaughter",
]);

/** Person ids of a grown-up by what they are, a groom or a bride: named so ("the groom, Rahul", "दूल्हा राहुल"),
 * no company of children or cousins makes them a child. */
export const GROWN_UP_IDS: ReadonlySet<string> = new Set(["groom", "bride"]);

/** Family words a story calls a named relative by as a title ("Grandma Elsa", "Opa Enzo", "दादी टेरेसा",
 * "Uncle Mahesh"): the word alone later ("Then Grandma shook a bag") is that relative. */
export const TITLE_KIN_IDS: ReadonlySet<string> = new Set(["grandfather", "grandmother", "uncle", "aunt"]);

/** People besides family whose name may follow them ("sein Freund Omar", "Ihr Nachbar Bashir"). */
export const NAMED_PEERS: ReadonlySet<string> = new Set(["friend", "neighbor"]);

export const PEOPLE_WORDS: Record<Language, PeopleWords> = {
  en: {
    festivalStems: [],
    words: {
      boys: "@child/child/m",
      girls: "@child/child/f",
      classmates: "@person/friend/u",
      schoolchildren: "@child/child/u",
      schoolchild: "@child/child/u",
      // "Dr Singh": the title is the doctor, the word after it the name.
      dr: "@health-worker/doctor/u",
    },
    notNames: w(
      `${FESTIVALS_LATIN} new year day monday tuesday wednesday thursday friday saturday sunday january ` +
        "february march april june july august september october november december",
    ),
    wholeGroup: [
      ["whole", "family"],
      ["entire", "family"],
      ["everyone"],
      ["everybody"],
      ["all", "of", "them"],
      ["all", "of", "us"],
    ],
    friends: ["friends", "classmates", "pals"],
    children: ["boys", "girls", "schoolchildren"],
    classWords: ["class", "classmates"],
    titles: w("mrs mr ms dr"),
    possessives: w("his her"),
    family: ["family", "household"],
    ownerMarks: NO_OWNER_MARKS,
    pluralEndings: [],
    honorifics: [],
    teacherTitles: [],
    ladyTitles: [],
    kinTitles: [],
    nameLink: null,
    openingEndings: null,
    everyone: [],
  },
  es: {
    festivalStems: [],
    words: {
      amigos: "@person/friend/m",
      amigas: "@person/friend/f",
      compañeros: "@person/friend/m",
      compañeras: "@person/friend/f",
      escolares: "@child/child/u",
      // "el Dr. Ruiz", "la Dra. Singh": the title is the doctor, the word after it the name.
      dr: "@health-worker/doctor/m",
      dra: "@health-worker/doctor/f",
    },
    notNames: w(
      `${FESTIVALS_LATIN} navidad nochebuena nochevieja pascua ramadán carnaval ` +
        "lunes martes miércoles jueves viernes sábado domingo enero febrero marzo abril mayo junio julio " +
        "agosto septiembre setiembre octubre noviembre diciembre",
    ),
    wholeGroup: [
      ["toda", "la", "familia"],
      ["la", "familia", "entera"],
      ["todo", "el", "mundo"],
    ],
    friends: ["amigos", "amigas", "compañeros", "compañeras"],
    children: ["chicos", "chicas", "niños", "niñas", "escolares"],
    classWords: ["clase"],
    titles: w("señora sra señor sr doña don dr dra"),
    possessives: w("su sus"),
    family: ["familia"],
    ownerMarks: NO_OWNER_MARKS,
    pluralEndings: [],
    honorifics: [],
    teacherTitles: [],
    ladyTitles: [],
    kinTitles: [],
    nameLink: null,
    openingEndings: null,
    everyone: [],
  },
  fr: {
    festivalStems: [],
    words: {
      amis: "@person/friend/m",
      amies: "@person/friend/f",
      copains: "@person/friend/m",
      copines: "@person/friend/f",
      copain: "@person/friend/m",
      copine: "@person/friend/f",
      camarades: "@person/friend/u",
      // "Ammu et ses cousins": the dictionary leaves "cousin" out for its sense of a gnat. Only the group: "le
      // mariage de sa cousine" names her as the wedding's, not someone on stage.
      cousins: "@person/cousin/m",
      cousines: "@person/cousin/f",
      // "le Dr Singh", "le docteur Roy": the title is the doctor, the word after it the name.
      dr: "@health-worker/doctor/u",
      docteur: "@health-worker/doctor/u",
      doctoresse: "@health-worker/doctor/f",
    },
    notNames: w(
      `${FESTIVALS_LATIN} noël pâques aïd ramadan toussaint réveillon carnaval ` +
        "lundi mardi mercredi jeudi vendredi samedi dimanche janvier février mars avril mai juin juillet " +
        "août septembre octobre novembre décembre",
    ),
    wholeGroup: [
      ["toute", "la", "famille"],
      ["tout", "le", "monde"],
    ],
    friends: ["amis", "amies", "copains", "copines", "camarades"],
    children: ["garçons", "filles", "enfants"],
    classWords: ["classe"],
    titles: w("mme madame m monsieur mlle mademoiselle dr"),
    possessives: w("son sa ses"),
    family: ["famille"],
    ownerMarks: NO_OWNER_MARKS,
    pluralEndings: [],
    honorifics: [],
    teacherTitles: [],
    ladyTitles: [],
    kinTitles: [],
    nameLink: null,
    openingEndings: null,
    everyone: [],
  },
  de: {
    festivalStems: [],
    words: {
      freunde: "@person/friend/m",
      freunden: "@person/friend/m",
      freundinnen: "@person/friend/f",
      klassenkameraden: "@person/friend/u",
      jungen: "@child/child/m",
      jungs: "@child/child/m",
      mädchen: "@child/child/f",
      // "Dr. Singh", "Frau Doktor Singh": the title is the doctor, the word after it the name.
      dr: "@health-worker/doctor/u",
      doktor: "@health-worker/doctor/u",
      doktorin: "@health-worker/doctor/f",
    },
    notNames: w(
      `${FESTIVALS_LATIN} weihnachten ostern silvester ramadan fasching karneval ` +
        "montag dienstag mittwoch donnerstag freitag samstag sonntag januar februar märz april mai juni juli " +
        "august september oktober november dezember",
    ),
    wholeGroup: [
      ["ganze", "familie"],
      ["ganzen", "familie"],
      ["alle", "zusammen"],
    ],
    friends: ["freunde", "freunden", "freundinnen", "klassenkameraden"],
    children: ["jungen", "jungs"],
    classWords: ["klasse"],
    titles: w("frau herr herrn dr"),
    possessives: w("sein seine seinen seinem ihr ihre ihren ihrem"),
    family: ["familie"],
    ownerMarks: NO_OWNER_MARKS,
    pluralEndings: [],
    honorifics: [],
    teacherTitles: [],
    ladyTitles: [],
    kinTitles: [],
    nameLink: null,
    openingEndings: null,
    everyone: [],
  },
  hi: {
    festivalStems: [],
    words: {
      // Friends someone has ("उसके दोस्तों ने"): a bakery "full of friends" (दोस्तों से भरी) is a crowd.
      "उसके दोस्तों": "@person/friend/u",
      "अपने दोस्तों": "@person/friend/u",
      "उसकी सहेलियों": "@person/friend/f",
      "अपनी सहेलियों": "@person/friend/f",
      // "डॉ. सिंह": the title is the doctor, the word after it the name.
      डॉ: "@health-worker/doctor/u",
    },
    notNames: w(
      "दिवाली दीवाली दीपावली होली ईद क्रिसमस पोंगल ओणम नवरात्रि दशहरा रक्षाबंधन लोहड़ी बैसाखी " +
        "सोमवार मंगलवार बुधवार गुरुवार बृहस्पतिवार शुक्रवार शनिवार रविवार जनवरी फ़रवरी फरवरी मार्च अप्रैल " +
        "मई जून जुलाई अगस्त सितंबर अक्टूबर नवंबर दिसंबर " +
        // Adjectives before their noun: "बड़ी थाली" is a big plate, nobody named Badi.
        "बड़ी बड़ा बड़े ऊँचा ऊँची ऊँचे ऊंचा ऊंची लंबा लंबी लंबे नया नई नए पुराना पुरानी पुराने सुंदर " +
        "प्यारा प्यारी प्यारे गरम गर्म ठंडा ठंडी ठंडे मीठा मीठी मीठे ताज़ा ताज़ी ताज़े गोल चमकीला चमकीली " +
        // Colours, ordinals and "every", "all": "लाल बाल्टी", "पहली रात".
        "लाल पीला पीली पीले हरा हरे सफ़ेद सफेद काला काले भूरा भूरी भूरे गुलाबी पहला पहली दूसरा दूसरी " +
        "आख़िरी आखिरी हर सारा सारी सारे " +
        "दोस्तों सहेलियों परिवार " +
        // Numbers and counts: "छह बजे" (at six), "पाँचवीं बार" (the fifth time), "टोली" (a team) count people.
        "एक दो तीन चार पाँच पांच छह छः सात आठ नौ दस ग्यारह बारह बीस पचास सौ हज़ार दूसरे तीसरा तीसरी तीसरे चौथा चौथी " +
        "पाँचवाँ पाँचवीं पाँचवें टोली टोलियों टोलियाँ टीम दिन " +
        // Postpositions, particles, auxiliaries, adverbs and conjunctions: a closed class, never a name.
        "का की के को से में पर ने तो ही भी तक लिए साथ पास ओर तरफ़ तरफ दौरान बिना ऊपर नीचे अंदर बाहर पीछे आगे " +
        "था थी थे थीं है हैं हूँ हो होता होती होते होना हुआ हुई हुए रहा रही रहे रहीं गया गई गए गये गयी लगा लगी लगे " +
        "सकता सकती सकते सका सकी सके चुका चुकी चुके वाला वाली वाले जैसे जैसा जैसी सब कुछ बहुत कि क्योंकि मगर या " +
        "तथा नहीं न मत अभी यहाँ वहाँ कहाँ जहाँ तभी कभी हमेशा थोड़ा थोड़ी थोड़े ज़रा क़रीब करीब लगभग शायद वापस " +
        "इतना इतनी इतने उतना उतनी उतने ज़्यादा ज्यादा कम सिर्फ़ सिर्फ केवल धीरे तेज़ी जल्दी एक-एक एक-दूसरे करके कर",
    ),
    wholeGroup: [
      ["पूरा", "परिवार"],
      ["पूरे", "परिवार"],
      ["सारा", "परिवार"],
      ["सारे", "परिवार"],
      ["सब", "लोग"],
    ],
    friends: ["दोस्तों", "सहेलियों", "सहेलियाँ"],
    children: ["लड़के", "लड़कियाँ"],
    classWords: ["कक्षा", "क्लास"],
    titles: w("श्रीमती श्रीमान श्री मिसेज़ मिसेज मिस्टर डॉ"),
    possessives: w("उसका उसकी उसके अपना अपनी अपने"),
    family: ["परिवार", "घरवाले", "घरवालों"],
    ownerMarks: { words: w("की का के"), endings: [] },
    pluralEndings: [],
    honorifics: ["जी", "साहब", "मैडम"],
    teacherTitles: ["टीचर", "मास्टरजी", "मैडम"],
    ladyTitles: ["मैडम"],
    kinTitles:
      "दादी दादा दादीजी दादाजी नानी नाना नानीजी नानाजी चाचा चाची मामा मामी मौसी मौसा बुआ फूफा ताऊ ताई काका काकी भैया दीदी आंटी अंकल".split(
        " ",
      ),
    nameLink: null,
    openingEndings: null,
    everyone: [],
  },
  kn: {
    festivalStems: "ದೀಪಾವಳಿ ಹೋಳಿ ಕ್ರಿಸ್ಮಸ್ ಕ್ರಿಸ್‌ಮಸ್ ಸಂಕ್ರಾಂತಿ ಯುಗಾದಿ ಪೊಂಗಲ್ ದಸರಾ ನವರಾತ್ರಿ ರಂಜಾನ್".split(" "),
    words: {
      ಗೆಳೆಯರು: "@person/friend/m",
      ಗೆಳತಿಯರು: "@person/friend/f",
      // "ಡಾ. ಸಿಂಗ್": the title is the doctor, the word after it the name.
      ಡಾ: "@health-worker/doctor/u",
    },
    notNames: w(
      "ಸೋಮವಾರ ಮಂಗಳವಾರ ಬುಧವಾರ ಗುರುವಾರ ಶುಕ್ರವಾರ ಶನಿವಾರ ಭಾನುವಾರ ಜನವರಿ ಫೆಬ್ರವರಿ ಮಾರ್ಚ್ ಏಪ್ರಿಲ್ " +
        "ಜೂನ್ ಜುಲೈ ಆಗಸ್ಟ್ ಸೆಪ್ಟೆಂಬರ್ ಅಕ್ಟೋಬರ್ ನವೆಂಬರ್ ಡಿಸೆಂಬರ್ ದೊಡ್ಡ ಎತ್ತರದ ಹೊಸ ಹಳೆಯ " +
        // Colours, ordinals, "every", "all" and "next door's": "ಕೆಂಪು ಬಕೆಟ್", "ಮೊದಲ ದಿನ", "ಎಲ್ಲ ಲೋಟಗಳೂ".
        "ಕೆಂಪು ಹಸಿರು ಹಳದಿ ಬಿಳಿ ಬಿಳಿಯ ಕಪ್ಪು ಕಂದು ನೀಲಿ ಕಿತ್ತಳೆ ಮೊದಲ ಮೊದಲನೆಯ ಕೊನೆಯ ಎರಡನೆಯ ಎಲ್ಲ ಎಲ್ಲಾ ಪ್ರತಿ ಪ್ರತಿಯೊಂದು ಪಕ್ಕದ " +
        // Numbers, "the same one" and times of day: "ಆರು ಗಂಟೆಗೆ" (at six), "ಒಂದೇ ಉಸಿರಿಗೆ" (in one breath),
        // "ಸೂರ್ಯ ಮುಳುಗುವ ಹೊತ್ತಿಗೆ" (by sunset), "ಗಂಟೆಗಟ್ಟಲೆ" (for hours).
        "ಒಂದು ಎರಡು ಮೂರು ನಾಲ್ಕು ಐದು ಆರು ಏಳು ಎಂಟು ಒಂಬತ್ತು ಹತ್ತು ಹನ್ನೊಂದು ಹನ್ನೆರಡು ಇಪ್ಪತ್ತು ನೂರು ಒಂದೇ ಒಬ್ಬ ಒಬ್ಬಳು " +
        "ಇಬ್ಬರು ಇಬ್ಬರೂ ಇಬ್ಬರಿಗೂ ಮೂವರು ಮೂವರೂ ಐದನೇ ಮೂರನೇ ನಾಲ್ಕನೇ ದಿನ ದಿನದಂದು ದಿನವೂ ಹೊತ್ತು ಹೊತ್ತಿಗೆ ಗಂಟೆ ಗಂಟೆಗೆ ಗಂಟೆಗಟ್ಟಲೆ ನಿಮಿಷ " +
        // Postpositions of place: "ಗುಡ್ಡದ ಮೇಲೆ" (on the hill).
        "ಮೇಲೆ ಕೆಳಗೆ ಒಳಗೆ ಹೊರಗೆ " +
        // Postpositions, particles, auxiliaries, adverbs and conjunctions: a closed class, never a name.
        "ಮುಂಚೆ ಮೊದಲು ಮೊದಲೇ ನಂತರ ಬಳಿಕ ಹತ್ತಿರ ಜೊತೆ ಜೊತೆಗೆ ಜತೆ ಒಟ್ಟಿಗೆ ಸಮೇತ ಬಳಿ ಬಳಿಗೆ ಹಿಂದೆ ಮುಂದೆ ಪಕ್ಕ ಸುತ್ತ ಕಡೆ " +
        "ಕಡೆಗೆ ತನಕ ವರೆಗೆ ವರೆಗೂ ಮೂಲಕ ಬದಲು ಕುರಿತು ಸಲುವಾಗಿ ಕೂಡ ಕೂಡಾ ಸಹ ಮಾತ್ರ ಆಮೇಲೆ ಕೂಡಲೇ ಕೂಡಲೆ ತಕ್ಷಣ ಈಗ ಇನ್ನೂ " +
        "ಇನ್ನು ಮತ್ತೆ ಮತ್ತೊಮ್ಮೆ ಯಾವಾಗಲೂ ಸ್ವಲ್ಪ ತುಂಬಾ ಬಹಳ ಹೆಚ್ಚು ಕಡಿಮೆ ಅಷ್ಟು ಇಷ್ಟು ಎಷ್ಟು ಅಷ್ಟರಲ್ಲಿ ಹಾಗೆ ಹೀಗೆ ಹಾಗಾಗಿ " +
        "ಆದ್ದರಿಂದ ಆದರೂ ಅಥವಾ ಎಂದು ಅಂತ ಎಂದರೆ ಇದೆ ಇತ್ತು ಇದ್ದ ಇದ್ದರು ಇದ್ದಳು ಇದ್ದನು ಬಂತು ಆಯಿತು ಆಗಿತ್ತು ಅಲ್ಲ ಇಲ್ಲ ಬೇಗ " +
        "ನಿಧಾನವಾಗಿ ಮೆಲ್ಲಗೆ",
    ),
    wholeGroup: [["ಇಡೀ", "ಕುಟುಂಬ"], ["ಕುಟುಂಬದವರೆಲ್ಲ"], ["ಮನೆಯವರೆಲ್ಲ"], ["ಎಲ್ಲಾ", "ಮನೆಯವರು"]],
    friends: ["ಗೆಳೆಯರ", "ಗೆಳತಿಯರ", "ಸ್ನೇಹಿತರ"],
    children: ["ಹುಡುಗರ", "ಹುಡುಗಿಯರ"],
    classWords: ["ತರಗತಿ", "ಕ್ಲಾಸ್"],
    titles: w("ಶ್ರೀಮತಿ ಶ್ರೀ ಮಿಸೆಸ್ ಮಿಸ್ಟರ್ ಡಾ"),
    possessives: w("ಅವಳ ಅವನ ತನ್ನ"),
    family: ["ಕುಟುಂಬ", "ಮನೆಯವರ"],
    ownerMarks: {
      words: w("ಅವರ"),
      endings: [
        ["ಳ", ""],
        ["ಯ", ""],
        ["ರ", ""],
      ],
    },
    pluralEndings: ["ಗಳು", "ರು"],
    honorifics: ["ಅವರು", "ಅವರಿಗ", "ಅವರನ್ನು", "ಅವರಿಂದ", "ಅವರೊಂದಿಗ", "ಅವರೊಡನೆ", "ಮೇಡಂ"],
    teacherTitles: ["ಟೀಚರ್", "ಮಿಸ್", "ಮೇಷ್ಟ್ರು", "ಮೇಡಂ"],
    ladyTitles: ["ಮೇಡಂ", "ಮಿಸ್"],
    kinTitles: "ಅಜ್ಜಿ ಅಜ್ಜ ತಾತ ಮಾವ ಅತ್ತೆ ಚಿಕ್ಕಪ್ಪ ಚಿಕ್ಕಮ್ಮ ದೊಡ್ಡಪ್ಪ ದೊಡ್ಡಮ್ಮ ಅಣ್ಣ ಅಕ್ಕ ಆಂಟಿ ಅಂಕಲ್".split(" "),
    nameLink: "ನ",
    openingEndings: /(ಲ್ಲಿ|ಲ್ಲೇ)$/u,
    everyone: ["ಎಲ್ಲರೂ", "ರೆಲ್ಲರೂ", "ರೆಲ್ಲಾ"],
  },
  ta: {
    festivalStems: "தீபாவளி ஹோலி பொங்கல் ரம்ஜான் ரமலான் கிறிஸ்துமஸ் நவராத்திரி தசரா".split(" "),
    words: {},
    notNames: w(
      "திங்கள் செவ்வாய் புதன் வியாழன் வெள்ளிக்கிழமை சனிக்கிழமை ஞாயிறு திங்கள்கிழமை செவ்வாய்க்கிழமை " +
        "புதன்கிழமை வியாழக்கிழமை ஞாயிற்றுக்கிழமை ஜனவரி பிப்ரவரி மார்ச் ஏப்ரல் " +
        "ஜூன் ஜூலை ஆகஸ்ட் செப்டம்பர் அக்டோபர் நவம்பர் டிசம்பர் பெரிய உயரமான புதிய பழைய " +
        // Colours, ordinals, "every", "all" and "next door's": "சிவப்பு வாளி", "முதல் இரவு", "எல்லாக் கோப்பைகளும்".
        "சிவப்பு பச்சை மஞ்சள் வெள்ளை கருப்பு கறுப்பு பழுப்பு நீல முதல் கடைசி இரண்டாவது எல்லா எல்லாக் எல்லாப் " +
        "எல்லாச் எல்லாத் ஒவ்வொரு பக்கத்து " +
        // Numbers, "the same one" and times of day: "ஆறு மணிக்கு" (at six), "ஒரே மூச்சில்" (in one breath),
        // "அந்த நேரத்தில்" (at that time), "மணிக்கணக்கில்" (for hours).
        "ஒன்று இரண்டு மூன்று நான்கு ஐந்து ஆறு ஏழு எட்டு ஒன்பது பத்து பதினொரு பன்னிரண்டு இருபது நூறு ஒரே " +
        "இருவரும் மூவரும் ஐந்தாவது மூன்றாவது நேரம் நேரத்தில் மணிக்கு மணிக்கணக்கில் நிமிடம் நாள் நாளில் தினமும் " +
        // Postpositions of place: "மலையின் மேலே" (on the hill).
        "மேல் மேலே கீழே உள்ளே வெளியே " +
        // Postpositions, particles, auxiliaries, adverbs and conjunctions: a closed class, never a name.
        "கூட கூடவே மட்டும் மட்டுமே அதனால் ஆகவே எனவே ஆனாலும் அல்லது என்று என்ற பின் பின்பு பின்னர் முன் முன்பு " +
        "முன்னால் பின்னால் அருகில் அருகே பக்கத்தில் உடன் உடனே கொண்டு வரை வரைக்கும் இருந்து இருக்கும் இருந்தது " +
        "உள்ளது இல்லை அல்ல இப்போது எப்போதும் இன்னும் மீண்டும் மறுபடியும் கொஞ்சம் நிறைய மிகவும் ரொம்ப சற்று " +
        "சீக்கிரம் சீக்கிரமே மெதுவாக மெல்ல மறுநாள் அங்கு இங்கு எங்கோ எங்கே அவ்வளவு இவ்வளவு எவ்வளவு போல போன்ற சேர்ந்து ஒன்றாக " +
        "பற்றி பதிலாக மூலம் சுற்றி நடுவே தான்",
    ),
    wholeGroup: [
      ["குடும்பம்", "முழுவது"],
      ["முழு", "குடும்ப"],
      ["குடும்பத்தினர்", "அனைவரு"],
    ],
    friends: ["நண்பர்க", "தோழிக", "தோழர்க"],
    children: ["பையன்க", "சிறுமிக"],
    classWords: ["வகுப்பு"],
    titles: w("திருமதி திரு மிஸஸ் மிஸ்டர்"),
    possessives: w("அவள் அவன் தன் அவளுடைய அவனுடைய அவளது அவனது"),
    family: ["குடும்ப"],
    ownerMarks: {
      words: w("வீட்டு"),
      endings: [
        ["வின்", ""],
        ["யின்", ""],
        ["ின்", "்"],
        ["வுடைய", ""],
        ["யுடைய", ""],
      ],
    },
    pluralEndings: ["கள்"],
    // Only the subject's form: "அவர்களை", "அவர்களின்" after a word are "them", "their" far more often.
    honorifics: ["அவர்கள்", "மேடம"],
    teacherTitles: ["டீச்சர்", "மிஸ்", "மேடம"],
    ladyTitles: ["மேடம", "மிஸ்"],
    kinTitles: "பாட்டி தாத்தா மாமா மாமி அத்தை சித்தப்பா சித்தி பெரியப்பா பெரியம்மா அண்ணா அக்கா ஆன்ட்டி அங்கிள்".split(" "),
    nameLink: null,
    openingEndings: /(ில்|ிலே)$/u,
    everyone: ["எல்லோரும்", "எல்லாரும்", "அனைவரும்"],
  },
  te: {
    festivalStems: "దీపావళి హోలీ సంక్రాంతి ఉగాది రంజాన్ క్రిస్మస్ దసరా నవరాత్రి".split(" "),
    words: {
      // "డా. సింగ్": the title is the doctor, the word after it the name.
      డా: "@health-worker/doctor/u",
      // "ఆమె కజిన్లు" (her cousins): the English word, which no name list should take for a name.
      కజిన్: "@person/cousin/u",
      కజిన్లు: "@person/cousin/u",
    },
    notNames: w(
      "సోమవారం మంగళవారం బుధవారం గురువారం శుక్రవారం శనివారం ఆదివారం జనవరి ఫిబ్రవరి మార్చి ఏప్రిల్ " +
        "జూన్ జూలై ఆగస్టు సెప్టెంబర్ అక్టోబర్ నవంబర్ డిసెంబర్ పెద్ద పొడవాటి కొత్త పాత " +
        // Colours, ordinals, "every", "all" and "next door's": "ఎర్ర బకెట్", "మొదటి రాత్రి", "అన్ని గ్లాసులు".
        "ఎర్ర ఎర్రని ఆకుపచ్చ పచ్చని పసుపు తెల్ల తెల్లని నల్ల నల్లని గోధుమ నీలం నీలి మొదటి చివరి రెండో అన్ని ప్రతి " +
        "పక్కింటి " +
        // "Being", written apart after a person word: "లైబ్రేరియన్ అయిన ఒక ముసలాయన" (an old man, the librarian).
        "అయిన ఐన " +
        // Numbers, "the same one" and times of day: "ఆరు గంటలకు" (at six), "ఒక్క ఊపులో" (in one go),
        // "ఐదో సారి" (the fifth time), "గంటల తరబడి" (for hours).
        "ఒకటి రెండు మూడు నాలుగు ఐదు ఆరు ఏడు ఎనిమిది తొమ్మిది పది పదకొండు పన్నెండు ఇరవై వంద ఒక్క ఒకే " +
        "ఇద్దరూ ముగ్గురూ రెండో మూడో నాలుగో ఐదో ఆరో గంట గంటల గంటలు గంటలకు నిమిషం రోజు రోజున రోజూ " +
        // Postpositions of place: "కొండ మీద" (on the hill).
        "మీద కింద లోపల బయట " +
        // Postpositions, particles, auxiliaries, adverbs and conjunctions: a closed class, never a name.
        "కూడా దాంతో అందుకే కాబట్టి అయినా లేదా అని అనే ముందు వెనుక వెనక దగ్గర దగ్గరికి పక్కన కలిసి వరకు దాకా " +
        "నుంచి నుండి ఉంది ఉన్నాడు ఉన్నది ఉన్న ఉండేది లేదు కాదు ఇప్పుడు అప్పుడే ఎప్పుడూ ఇంకా మళ్ళీ మళ్లీ కొంచెం " +
        "కాస్త చాలా బాగా వెంటనే నెమ్మదిగా అంత ఇంత ఎంత లాగా గురించి బదులు ద్వారా చుట్టూ మధ్య మధ్యలో కాసేపటికే",
    ),
    wholeGroup: [["కుటుంబమంతా"], ["కుటుంబం", "అంతా"], ["ఇంటిల్లిపాదీ"]],
    friends: ["స్నేహితుల", "స్నేహితురాళ్ల"],
    children: ["అబ్బాయిల", "అమ్మాయిల"],
    classWords: ["తరగతి", "క్లాస్"],
    titles: w("శ్రీమతి శ్రీ మిసెస్ మిస్టర్ డా"),
    possessives: w("ఆమె అతని వాడి తన వాళ్ల వాళ్ళ"),
    family: ["కుటుంబ"],
    ownerMarks: { words: w("వాళ్ళ వాళ్ల గారి"), endings: [] },
    pluralEndings: ["లు"],
    honorifics: ["గారు", "గారికి", "గారిని", "గారితో", "మేడం", "మేడమ్"],
    teacherTitles: ["టీచర్", "మాస్టారు", "మేడం", "మేడమ్"],
    ladyTitles: ["మేడం", "మేడమ్"],
    kinTitles: "బామ్మ అమ్మమ్మ నాన్నమ్మ తాతయ్య తాత మామయ్య అత్తయ్య అత్త బాబాయ్ బాబాయి పిన్ని అన్నయ్య అక్క ఆంటీ అంకుల్".split(" "),
    nameLink: null,
    openingEndings: /(లో|లోనే)$/u,
    everyone: ["అందరూ", "ందరూ", "ళ్ళంతా", "ళ్లంతా"],
  },
};

/**
 * Person ids of those who work at a place: a farmer at the market, a shopkeeper, a barber, a nurse, a
 * ticket seller. Met at one place, they stay there when the story moves to another (the family and the
 * story's named people go on); named again by their word, they are back.
 */
export const WORKER_IDS: ReadonlySet<string> = new Set([
  "baker",
  "barber",
  "boatman",
  "bookseller",
  "butcher",
  "carpenter",
  "chemist",
  "conductor",
  "confectioner",
  "cook",
  "dabbawala",
  "dentist",
  "doctor",
  "driver",
  "farmer",
  "fisher",
  "fisherman",
  "florist",
  "gardener",
  "grocer",
  "guard",
  "hairdresser",
  "health-worker",
  "jeweller",
  "librarian",
  "mahout",
  "mechanic",
  "milkman",
  "nurse",
  "police",
  "police-officer",
  "porter",
  "postman",
  "potter",
  "priest",
  "seller",
  "shepherd",
  "shoemaker",
  "shopkeeper",
  "smith",
  "snake-charmer",
  "tailor",
  "waiter",
  "waitress",
  "washer",
  "weaver",
]);

/** Words for "old" before a person word (and after it in Spanish and French); in Kannada the word for an
 * old man, which before another person word ("ಮುದುಕ ರೈತ") says that person's age. */
export const OLD_WORDS: Record<Language, ReadonlySet<string> | null> = {
  en: w("old elderly aged"),
  es: w("viejo vieja viejos viejas anciano anciana"),
  fr: w("vieux vieil vieille vieilles âgé âgée"),
  de: w("alt alte alten alter altes"),
  hi: null,
  kn: w("ಮುದುಕ ಮುದುಕಿ ಮುದಿ ವಯಸ್ಸಾದ ವಯಸ್ಸಾಗಿದ್ದ ವೃದ್ಧ"),
  ta: w("வயதான வயசான முதிய வயதாகிய"),
  te: w("ముసలి ముసలివాడైన వయసైన వృద్ధ ముదుసలి"),
};

/**
 * Endings that make a word someone who deals in or does what its start names, with the gender they give
 * ("चायवाला", a tea seller; "ಮಾರುವವನು", one who sells; "குதிரைக்காரர்", the horse man; "అమ్మేవాడు", one who
 * sells), in any case the language joins to them. The start must be a word of its own (two letters at least);
 * "place-start" marks an ending whose start may be a place the lexicon reads in the whole word ("ತೋಟಗಾರನು",
 * the gardener, starts with "ತೋಟ", a garden).
 */
export const AGENT_ENDINGS: Record<
  Language,
  readonly (readonly [RegExp, "female" | "male" | "unknown", "place-start"?])[] | null
> = {
  en: null,
  es: null,
  fr: null,
  de: null,
  hi: [
    [/^(.{2,})वाल(ा|े|ों)$/u, "male"],
    [/^(.{2,})वाली(याँ|यों)?$/u, "female"],
  ],
  kn: [
    [/^(.{2,}ುವ|.{2,}ೆಯ)ವ(ನು|ನಿಗೆ|ನನ್ನು|ನಿಂದ|ನ)$/u, "male"],
    [/^(.{2,}ುವ|.{2,}ೆಯ)ವ(ಳು|ಳಿಗೆ|ಳನ್ನು|ಳಿಂದ|ಳ)$/u, "female"],
    [/^(.{2,}ುವ)ವ(ರು|ರಿಗೆ|ರನ್ನು)$/u, "unknown"],
    // "ತೋಟಗಾರನು", the gardener: the bare "-ಗಾರ" closes other words too ("ಹರ್ಷೋದ್ಗಾರ", a cheer).
    [/^(.{2,})ಗಾರ(ನು|ನಿಗೆ|ನನ್ನು|ನಿಂದ|ನ)$/u, "male", "place-start"],
    [/^(.{2,})ಗಾರ್ತಿ(ಯು|ಗೆ|ಯನ್ನು|ಯ)?$/u, "female", "place-start"],
    [/^(.{2,})ಗಾರ(ರು|ರಿಗೆ|ರನ್ನು)$/u, "unknown", "place-start"],
  ],
  ta: [
    [/^(.{2,})காரன(்|ுக்கு|ை|ிடம்|ும்|ின்)(க்|ப்|ச்|த்)?$/u, "male"],
    [/^(.{2,})காரி(க்கு|யை|யிடம்|யும்)?(க்|ப்|ச்|த்)?$/u, "female"],
    [/^(.{2,})காரர(்|ுக்கு|ை|ிடம்|ும்|ின்|்கள்|்களுக்கு)(க்|ப்|ச்|த்)?$/u, "unknown"],
  ],
  te: [
    // A start ending in a consonant or -u ("పాలవాడు", "గుర్రపువాడు"): "చదివాడు" (he read) and "చేసేవాడు"
    // (he used to do) are verbs.
    [/^(.+[\u0c41\u0c15-\u0c39])వాడ(ు|ికి|ిని|ితో)$/u, "male"],
    [/^(.+[\u0c41\u0c15-\u0c39])వాళ్(ళు|లు|ళకు|లకు)$/u, "unknown"],
    // Hindi's "-వాలా" written in Telugu ("రిక్షావాలా": the rickshaw man).
    [/^(.{2,})వాలా$/u, "male"],
  ],
};

/**
 * An agent noun in its plain form, no case and no plural ("रिक्शेवाला", "ரிக்ஷாக்காரர்", "రిక్షావాలా": the
 * rickshaw man), right before a word: that word is the worker's name ("रिक्शेवाला बबलू"), as after a job
 * the lexicon knows ("दर्ज़ी इक़बाल"). Null where agent nouns are not read (AGENT_ENDINGS).
 */
export const AGENT_TITLES: Record<Language, RegExp | null> = {
  en: null,
  es: null,
  fr: null,
  de: null,
  hi: /^.{2,}वाल(ा|ी)$/u,
  kn: /^.{2,}ವ(ನು|ಳು)$/u,
  ta: /^.{2,}கார(ர்|ன்|ி)$/u,
  te: /^.{2,}(వాడు|వాలా)$/u,
};

/**
 * Articles before a capitalised word that make it the name of a place or a thing ("in the Alps", "bajo la
 * Vía Láctea", "sous la Voie lactée"): a person's name takes none. German writes nouns capitalised and an
 * article before a name ("der kleine Sam"), and the Indian scripts have no capitals: none there.
 */
export const NAMELESS_ARTICLES: Record<Language, ReadonlySet<string> | null> = {
  en: w("the"),
  es: w("el la los las"),
  // "les Alpes" is left to the names: without it, "ils" after "les enfants" loses the story's Noah.
  fr: w("le la l'"),
  de: null,
  hi: null,
  kn: null,
  ta: null,
  te: null,
};

/**
 * Words between a crowd and the people it is made of ("a crowd of children", "une foule d'enfants", "una
 * multitud de niños"), with the articles that may follow them: the crowd is those people. None where the
 * language joins the two otherwise (German "eine Schar Kinder", a genitive before the crowd in the Indian
 * languages).
 */
export const CROWD_OF: Record<Language, { of: ReadonlySet<string>; articles: ReadonlySet<string> } | null> = {
  en: { of: w("of"), articles: w("the") },
  es: { of: w("de"), articles: w("los las") },
  fr: { of: w("de d' des"), articles: w("les") },
  de: null,
  hi: null,
  kn: null,
  ta: null,
  te: null,
};

/**
 * How a word opening a sentence shows it is a word's inflected form, not a name: a plural participle's
 * ending no name has ("Sentados en el suelo", "Allongés côte à côte"), and plural endings with what the
 * dictionary's headword ends in instead ("Quelques": quelque). A plain plural or feminine ending is a
 * name's as often in Spanish ("Marcos", "Dolores", "Maya"), so none is read there.
 */
export const INFLECTED_OPENINGS: Record<
  Language,
  { participle: RegExp; plurals: readonly (readonly [string, string])[] } | null
> = {
  en: null,
  es: { participle: /\p{L}{3}(ados|adas|idos|idas)$/u, plurals: [] },
  fr: {
    participle: /\p{L}{3}(és|ées)$/u,
    plurals: [
      ["es", "e"],
      ["s", ""],
    ],
  },
  de: null,
  hi: null,
  kn: null,
  ta: null,
  te: null,
};
