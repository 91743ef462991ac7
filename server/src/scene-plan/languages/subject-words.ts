import type { Language } from "@reelsmith/contract/languages";

const w = (list: string): ReadonlySet<string> => new Set(list.split(" ").filter(Boolean));

/**
 * Words of "their" and an honoured "his" that open the second of two people joined by "and" ("Elsa and their
 * grandson Jonas", "शर्मा जी और उनकी दोनों बेटियाँ": Mr Sharma and his two daughters): the two are one subject
 * however many words the second takes. Read by verbs.ts beside each language's own possessives.
 */
export const GROUP_OWNERS: Record<Language, ReadonlySet<string>> = {
  en: w("their"),
  es: w("su sus"),
  fr: w("leur leurs"),
  de: w("ihre ihren ihrem ihr"),
  hi: w("उनका उनकी उनके"),
  kn: w("ಅವರ"),
  ta: w("அவர்களுடைய அவர்களது அவருடைய அவரது"),
  te: w("వారి ఆయన"),
};

/**
 * "it" opening a clause after a semicolon ("ஓடினார்கள்; அது ... உட்கார்ந்து": they ran; it sat up in the tree):
 * the clause is a thing's or an animal's, and its verbs are not the people's of the clause before. Only the
 * languages whose "it" is no "he" or "she" are listed (Hindi "वह" is all three).
 */
export const IT_WORDS: Record<Language, ReadonlySet<string> | null> = {
  en: null,
  es: null,
  fr: null,
  de: null,
  hi: null,
  kn: w("ಅದು"),
  ta: w("அது"),
  te: w("అది"),
};

/**
 * The endings of a verb that describes the noun after it (a relative participle: "ಮಗಳು ಬರೆದ ಪತ್ರ", "மகள் எழுதிய
 * கடிதம்", "కూతురు రాసిన ఉత్తరం": the letter the daughter wrote). Its subject, named right before it, does
 * nothing in the main clause ("... ಓದಲು ಕುಳಿತ": he sat to read it), and the participle draws no pose.
 */
export const RELATIVE_FORMS: Record<Language, RegExp | null> = {
  en: null,
  es: null,
  fr: null,
  de: null,
  hi: null,
  kn: /[ದತಟಡ]$/u,
  ta: /(ிய|ந்த|த்த|ட்ட|ன்ன|ற்ற)$/u,
  te: /ిన$/u,
};

/**
 * Object pronouns that can stand for an animal the sentence before named ("he carried it out", "milked
 * her", "trug er sie hinaus", "वे उसे ले गए", "ಅವರು ಅದನ್ನು ಕೊಂಡೊಯ್ದರು", "அவர் அதை எடுத்துச் சென்றார்",
 * "ఆయన దాన్ని తీసుకెళ్లారు"). `neuter`: never a person, the animal wherever the sentence before named
 * one; `gendered`: a person as often, the animal only where it was the last one that sentence named.
 * Spanish and French clitics are found by their own rules (LanguageRules.clitics.objectPronouns).
 */
export const CREATURE_OBJECTS: Record<
  Language,
  { neuter: ReadonlySet<string>; gendered: ReadonlySet<string> }
> = {
  en: { neuter: w("it"), gendered: w("her him") },
  es: { neuter: w(""), gendered: w("") },
  fr: { neuter: w(""), gendered: w("") },
  de: { neuter: w("es"), gendered: w("ihn sie") },
  hi: { neuter: w(""), gendered: w("उसे उसको") },
  kn: { neuter: w("ಅದನ್ನು ಅದನ್ನ"), gendered: w("ಅವಳನ್ನು ಅವನನ್ನು") },
  ta: { neuter: w("அதை அதைத் அதைப் அதைக்"), gendered: w("அவளை அவனை அவளைத் அவனைத்") },
  te: { neuter: w("దాన్ని దానిని దాన్నీ"), gendered: w("ఆమెను అతన్ని అతనిని") },
};

type Genus = "female" | "male" | "neuter";

/**
 * The words before an animal's noun that say its grammatical gender ("die Maus", "einen Igel", "das Kalb",
 * "la vaca", "le lapin"), and the object pronouns of each gender ("trug er sie", "hob ihn auf"): a pronoun
 * stands for an animal of its own gender only; other object pronouns ("le" to him, "ihm") for none. German
 * "sie" and "es" are as often a thing or a woman (`strict`), so a German animal whose gender no word says
 * is none of them.
 */
export const ANIMAL_GENDERS: Record<
  Language,
  {
    articles: Record<Genus, ReadonlySet<string>>;
    pronouns: Record<string, Genus>;
    /** Pronouns of either gender ("l'"). */
    either: ReadonlySet<string>;
    strict: boolean;
  } | null
> = {
  en: null,
  es: {
    articles: { female: w("la una esa esta"), male: w("el un al del ese este"), neuter: w("") },
    pronouns: { la: "female", lo: "male" },
    either: w(""),
    strict: false,
  },
  fr: {
    articles: { female: w("la une cette"), male: w("le un au du ce cet"), neuter: w("") },
    pronouns: { la: "female", le: "male" },
    either: w("l'"),
    strict: false,
  },
  de: {
    articles: {
      female: w("die eine keine meine deine seine ihre unsere"),
      male: w("den einen keinen meinen deinen seinen ihren unseren"),
      neuter: w("das"),
    },
    pronouns: { sie: "female", ihn: "male", es: "neuter" },
    either: w(""),
    strict: true,
  },
  hi: null,
  kn: null,
  ta: null,
  te: null,
};

/**
 * A word for "all" after "they" or "them" ("they all sat down", "hugged them all"): all of the group. The other
 * languages' own words for it are in ALL_PEOPLE ("todos", "tous", "alle") or PEOPLE_WORDS.everyone.
 */
export const ALL_AFTER_THEY: Record<Language, ReadonlySet<string>> = {
  en: w("all"),
  es: w(""),
  fr: w(""),
  de: w(""),
  hi: w(""),
  kn: w(""),
  ta: w(""),
  te: w(""),
};

/**
 * Words for all of the people there ("everyone sat down", "todos se sentaron", "alle aßen", "सबने खाया"):
 * the story's people, never an animal the sentence named before them ("the goat was pink, and everyone
 * ate"). The Indian languages' joined forms ("ಎಲ್ಲರೂ", "எல்லோரும்", "అందరూ") are in PEOPLE_WORDS.everyone.
 */
export const ALL_PEOPLE: Record<Language, ReadonlySet<string>> = {
  en: w("everyone everybody"),
  es: w("todos todas"),
  fr: w("tous toutes"),
  de: w("alle"),
  hi: w("सब सबने सभी"),
  kn: w(""),
  ta: w(""),
  te: w(""),
};

/**
 * The plural ending of a sentence's last verb, which says "they" where no subject is written ("ಹಾಸಿಗೆ
 * ಮಾಡಿದರು", "சாண்ட்விச் சாப்பிட்டார்கள்", "శాండ్విచ్లు తిన్నారు": they made a bed, they ate sandwiches): the
 * story's people. Hindi reads its plural verbs by their own rule (LanguageRules.postpositions.pluralVerb).
 */
export const PLURAL_VERB: Record<Language, RegExp | null> = {
  en: null,
  es: null,
  fr: null,
  de: null,
  hi: null,
  kn: /(ದರು|ತರು|ಟರು|ಡರು|ನರು|ಾರೆ)$/u,
  ta: /(ார்கள்|ாங்க|னர்)$/u,
  te: /(ారు|తారు)$/u,
};

/**
 * Possessives before a family word that may point back to an animal ("its mother", "su madre", "seine
 * Mutter", "उसकी माँ", "ಅದರ ತಾಯಿ", "அதன் தாய்", "దాని తల్లి"): after a sentence that named an animal, the mother of
 * it is that kind of animal, not a woman. `neuter` is never a person's ("its", "ಅದರ"); `either` is a person's
 * as often, an animal's only in a story that has named no one.
 */
export const ITS_OWNERS: Record<Language, { neuter: ReadonlySet<string>; either: ReadonlySet<string> }> = {
  en: { neuter: w("its"), either: w("") },
  es: { neuter: w(""), either: w("su sus") },
  fr: { neuter: w(""), either: w("sa son ses") },
  de: { neuter: w(""), either: w("seine seinen seinem ihre ihren ihrem") },
  hi: { neuter: w(""), either: w("उसकी उसके उसका") },
  kn: { neuter: w("ಅದರ"), either: w("") },
  ta: { neuter: w("அதன் அதனுடைய அதோட"), either: w("") },
  te: { neuter: w("దాని"), either: w("") },
};

/**
 * Words for an animal's young that the dictionary reads as an animal of their own ("calf" as a cow, "cub",
 * "foal"): right after another animal's word ("an elephant calf", "a lion cub") they are that animal's young,
 * drawn by it.
 */
export const YOUNG_ANIMAL_WORDS: Record<Language, ReadonlySet<string>> = {
  en: w("calf calves cub cubs foal foals"),
  es: w(""),
  fr: w(""),
  de: w(""),
  hi: w(""),
  kn: w(""),
  ta: w(""),
  te: w(""),
};

/**
 * Plural words for children and pupils ("the children", "बच्चे", "ಮಕ್ಕಳು"), for someone's sons, daughters and
 * grandchildren ("her daughters", "sus hijos", "ಹೆಣ್ಣುಮಕ್ಕಳು"), and for twins ("the twins",
 * "los gemelos", "ಅವಳಿಗಳು"): a group, drawn as two children, and the story's two named children where it has
 * them ("the twins, Sam and Nina ... the twins hid"). The Dravidian languages' are stems the case endings
 * join ("மாணவர்களை", "ವಿದ್ಯಾರ್ಥಿಗಳನ್ನು", "இரட்டையர்களான").
 */
export const CHILD_GROUP_WORDS: Record<Language, readonly string[]> = {
  en: [
    "children",
    "kids",
    "students",
    "pupils",
    "schoolchildren",
    "schoolkids",
    "twins",
    "daughters",
    "sons",
    "grandchildren",
    "granddaughters",
    "grandsons",
  ],
  es: [
    "niños",
    "niñas",
    "chicos",
    "chicas",
    "alumnos",
    "alumnas",
    "estudiantes",
    "gemelos",
    "gemelas",
    "mellizos",
    "hijas",
    "hijos",
    "hijitos",
    "nietos",
    "nietas",
    "escolares",
  ],
  fr: [
    "enfants",
    "élèves",
    "écoliers",
    "écolières",
    "étudiants",
    "jumeaux",
    "jumelles",
    "petits-enfants",
    "petites-filles",
    "petits-fils",
  ],
  de: [
    "kinder",
    "kindern",
    "schülerinnen",
    "schülern",
    "zwillinge",
    "zwillingen",
    "schulkinder",
    "schulkindern",
    "töchter",
    "töchtern",
    "söhne",
    "söhnen",
    "enkelkinder",
    "enkelinnen",
  ],
  hi: [
    "बच्चे",
    "बच्चों",
    "छात्रों",
    "छात्राओं",
    "छात्राएँ",
    "विद्यार्थियों",
    "लड़कों",
    "लड़कियों",
    "लड़कियाँ",
    "बेटियाँ",
    "बेटियों",
    "बेटों",
    "पोतियाँ",
    "पोतियों",
  ],
  ta: [
    "குழந்தைகள",
    "மாணவர்கள",
    "மாணவிகள",
    "பிள்ளைகள",
    "சிறுவர்கள",
    "இரட்டையர்",
    "மகள்கள",
    "மகன்கள",
    "பேரக்குழந்தைகள",
    "பேத்திகள",
    "பேரன்கள",
  ],
  te: [
    "పిల్లలు",
    "పిల్లల",
    "విద్యార్థుల",
    "విద్యార్థిన",
    "కవలల",
    "కూతుళ్ళ",
    "కూతుళ్ల",
    "కొడుకుల",
    "మనవల",
    "మనవరాళ్ళ",
    "మనవరాళ్ల",
  ],
  kn: ["ಮಕ್ಕಳ", "ವಿದ್ಯಾರ್ಥಿಗಳ", "ವಿದ್ಯಾರ್ಥಿನಿಯರ", "ಅವಳಿಗಳ", "ಅವಳಿಮಕ್ಕಳ", "ಹೆಣ್ಣುಮಕ್ಕಳ", "ಗಂಡುಮಕ್ಕಳ", "ಮೊಮ್ಮಕ್ಕಳ"],
};

/**
 * The ending of respect a last verb takes for one person where the language has one apart from its plural
 * (Tamil "சாப்பிட்டார்": he ate, said with respect; "சாப்பிட்டார்கள்" is they ate): with no subject written,
 * the one the story named last.
 */
export const RESPECT_VERB: Record<Language, RegExp | null> = {
  en: null,
  es: null,
  fr: null,
  de: null,
  hi: null,
  kn: null,
  ta: /(?<!க)ார்$/u,
  te: null,
};

/**
 * Subject pronouns whose ending looks like a case ending (Telugu "అతను", he, not "him" as "ఆమెను" is her):
 * still the subject, and the unknown word before one is no name of its.
 */
export const NOMINATIVE_PRONOUNS: Record<Language, ReadonlySet<string>> = {
  en: w(""),
  es: w(""),
  fr: w(""),
  de: w(""),
  hi: w(""),
  kn: w(""),
  ta: w(""),
  te: w("అతను"),
};

/**
 * The pronouns of one person said as a subject ("she", "il", "அவர்", "ఆయన"), and whether the language says
 * it with respect: an honorific singular ("அவர்", "ಅವರು", "ఆయన", "ఆవిడ", "उन्होंने") is an elder or a
 * grown-up, never a child the story has on stage beside them.
 */
export const SUBJECT_PRONOUNS: Record<Language, ReadonlyMap<string, { honorific: boolean }>> = {
  en: said(["she", "he"], []),
  es: said(["ella", "él"], []),
  fr: said(["elle", "il"], []),
  de: said(["sie", "er"], []),
  hi: said(["वह", "वो", "उसने"], ["उन्होंने"]),
  kn: said(["ಅವಳು", "ಅವನು"], ["ಅವರು"]),
  ta: said(["அவள்", "அவன்"], ["அவர்"]),
  te: said(["ఆమె", "అతను", "అతడు", "వాడు"], ["ఆయన", "ఆవిడ"]),
};

function said(plain: string[], honorific: string[]): ReadonlyMap<string, { honorific: boolean }> {
  return new Map<string, { honorific: boolean }>([
    ...plain.map((p): [string, { honorific: boolean }] => [p, { honorific: false }]),
    ...honorific.map((p): [string, { honorific: boolean }] => [p, { honorific: true }]),
  ]);
}

/**
 * The words before a person that make them the one given to, shown, spoken to or gone with ("showed it to
 * Meera", "con Meera", "à Meera", "mit Meera"): never the subject of the clause. The Indian languages say it
 * by the name's case (verbs.ts, NOT_SUBJECT).
 */
export const TO_OR_WITH: Record<Language, ReadonlySet<string>> = {
  en: w("to with for"),
  es: w("a al con para"),
  fr: w("à au aux avec pour"),
  de: w("mit zu zum zur für bei"),
  hi: w(""),
  kn: w(""),
  ta: w(""),
  te: w(""),
};

/**
 * A pronoun that is "her" as the one given to or done to only where the word after it is no noun of hers:
 * German "ihr" is also "her" (possessive) and "you", but before an article, a preposition or an adverb
 * ("gab ihr eine Medaille", "leuchtete ihr mit der Lampe", "half ihr nicht") it is the dative "to her";
 * not before "der", which opens the subject put after the verb as often ("jagte ihr der Junge nach").
 * The other languages say a dative "her" by a word of its own (PRONOUNS) or a clitic (LanguageRules).
 */
export const DATIVE_HER: Record<Language, { word: string; before: ReadonlySet<string> } | null> = {
  en: null,
  es: null,
  fr: null,
  de: {
    word: "ihr",
    before: w(
      "ein eine einen einem einer den die das dem des mit in im ins auf aus bei von vom zu zum zur über unter vor hinter an am ans nach durch um noch nicht nie etwas alles viel viele sehr schnell leise laut fest sofort gleich immer wieder lange",
    ),
  },
  hi: null,
  kn: null,
  ta: null,
  te: null,
};

/**
 * Kannada, Tamil and Telugu "him / her" and "to him / her" in a case of their own: never the subject of
 * their clause ("ಮುಖ್ಯೋಪಾಧ್ಯಾಯರು ಅವಳಿಗೆ ಪದಕ ಕೊಟ್ಟರು", "தலைமை ஆசிரியை அவளுக்குப் பதக்கம் கொடுத்தார்",
 * "ప్రధానోపాధ్యాయురాలు ఆమెకు పతకం ఇచ్చారు": the head teacher gave her a medal, so "her" is someone else).
 * The possessives ("ಅವನ", "அவனுடைய", "అతని") are left out: "ಅವನ ಅಜ್ಜ ... ಅವನ ಫೋಟೋ" owns a thing across
 * clauses, often beside its owner named before. English and German say it by OBJECT_CASE and DATIVE_HER
 * (planner.ts), Hindi by its own rules.
 */
export const NOT_SUBJECT_CASE: Record<Language, ReadonlySet<string> | null> = {
  en: null,
  es: null,
  fr: null,
  de: null,
  hi: null,
  kn: w("ಅವಳಿಗೆ ಅವಳನ್ನು ಅವನಿಗೆ ಅವನನ್ನು"),
  ta: w("அவளை அவளைப் அவளைக் அவளைச் அவளைத் அவளுக்கு அவனை அவனைப் அவனைக் அவனைச் அவனைத் அவனுக்கு"),
  te: w("ఆమెకు ఆమెకి ఆమెను ఆమెని అతనికి అతన్ని వాడిని వాడికి"),
};

/**
 * The Spanish and French clitic "to him / to her" ("le auscultó el pecho", "lui a donné"): the one given to
 * or done to, who goes on with the sentence before's subject rather than a bystander it named ("mientras su
 * padre esperaba"). The accusative "lo", "la", "l'" is as often the thing or baby just brought in.
 */
export const DATIVE_CLITICS: Record<Language, ReadonlySet<string> | null> = {
  en: null,
  es: w("le"),
  fr: w("lui"),
  de: null,
  hi: null,
  kn: null,
  ta: null,
  te: null,
};
