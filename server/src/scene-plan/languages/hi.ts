/**
 * Hindi: the words and the rules of Hindi grammar the scene planner reads a Hindi sentence with (who is
 * named, who acts, how old they are, what each word means in its sentence). Plain data and functions on
 * the sentence's normalised words; the shared planner reads them through `hi` (LanguageRules).
 */
import { INDIAN_NOUN_PHRASES, type LanguageRules, objectTheyNever, type Token } from "./types";

/**
 * Everyday nouns a Hindi story names, in their sense: food, kitchen things, money, clothes, tools,
 * furniture, animals, vehicles, places and people. CLDR's keywords are not drawn in Hindi (lexicon.ts), so
 * a thing is drawn only by its emoji's short name or by this table.
 */
const HI_NOUNS: Readonly<Record<string, string>> = {
  // Food. Honey is the pot, never the bee.
  भात: "cooked-rice",
  रोटी: "flatbread",
  पराठा: "flatbread",
  परांठा: "flatbread",
  चपाती: "flatbread",
  चपातियाँ: "flatbread",
  चपातियां: "flatbread",
  रोटियाँ: "flatbread",
  रोटियों: "flatbread",
  पराठे: "flatbread",
  // A tiffin is the steel lunch box a meal is carried in.
  टिफ़िन: "bento-box",
  टिफिन: "bento-box",
  "क्रिसमस ट्री": "christmas-tree",
  "क्रिसमस का पेड़": "christmas-tree",
  चाय: "hot-beverage",
  कॉफ़ी: "hot-beverage",
  कॉफी: "hot-beverage",
  शहद: "honey-pot",
  नमक: "salt",
  अंडा: "egg",
  अंडे: "egg",
  केला: "banana",
  केले: "banana",
  अंगूर: "grapes",
  नींबू: "lemon",
  नारियल: "coconut",
  तरबूज़: "watermelon",
  तरबूज: "watermelon",
  अनानास: "pineapple",
  आलू: "potato",
  प्याज़: "onion",
  प्याज: "onion",
  टमाटर: "tomato",
  गाजर: "carrot",
  "शिमला मिर्च": "bell-pepper",
  मिर्च: "hot-pepper",
  मिर्चें: "hot-pepper",
  लहसुन: "garlic",
  भुट्टा: "ear-of-corn",
  मक्का: "ear-of-corn",
  खीरा: "cucumber",
  बैंगन: "eggplant",
  मशरूम: "mushroom",
  बिस्कुट: "cookie",
  चॉकलेट: "chocolate-bar",
  "चॉकलेट केक": "shortcake",
  "जन्मदिन का केक": "birthday-cake",
  आइसक्रीम: "ice-cream",
  "आइस क्रीम": "ice-cream",
  मक्खन: "butter",
  पनीर: "cheese-wedge",
  मांस: "cut-of-meat",
  ब्रेड: "bread",
  डबलरोटी: "bread",
  मिठाई: "candy",
  मिठाइयाँ: "candy",
  लड्डू: "candy",
  // Kitchen things and containers: a bottle, a jar or a plate has no picture of its own.
  बोतल: "-",
  बोतलें: "-",
  शीशी: "-",
  शीशियाँ: "-",
  थाली: "-",
  प्लेट: "-",
  गिलास: "-",
  कप: "teacup-without-handle",
  प्याला: "teacup-without-handle",
  चम्मच: "spoon",
  चाकू: "kitchen-knife",
  टोकरी: "basket",
  टोकरियाँ: "basket",
  बाल्टी: "bucket",
  // A clay pot or a water pot is drawn as an amphora; a cooking pot of food as one.
  घड़ा: "amphora",
  घड़े: "amphora",
  मटका: "amphora",
  मटके: "amphora",
  देग: "pot-of-food",
  झाड़ू: "broom",
  थैला: "shopping-bags",
  थैले: "shopping-bags",
  थैली: "shopping-bags",
  झोला: "shopping-bags",
  बैग: "handbag",
  पर्स: "purse",
  // Money: a note paid is a banknote; money or rupees paid are a coin (the banknote icon is the dollar's).
  पैसे: "coin",
  पैसा: "coin",
  रुपये: "coin",
  रुपए: "coin",
  नोट: "dollar-banknote",
  सिक्के: "coin",
  // Clothes: cloth itself (कपड़ा) has no picture.
  कपड़ा: "-",
  कपड़े: "-",
  कपड़ों: "womans-clothes",
  कमीज़: "t-shirt",
  कमीज: "t-shirt",
  शर्ट: "t-shirt",
  कुर्ता: "t-shirt",
  फ्रॉक: "dress",
  पोशाक: "dress",
  मोज़े: "socks",
  मोजे: "socks",
  साड़ी: "sari",
  सैंडल: "womans-sandal",
  सैंडलें: "womans-sandal",
  चप्पल: "thong-sandal",
  चप्पलें: "thong-sandal",
  जूते: "running-shoe",
  जूता: "running-shoe",
  टोपी: "billed-cap",
  कोट: "coat",
  दस्ताने: "gloves",
  पदक: "sports-medal",
  मेडल: "sports-medal",
  // Instruments and what a concert is sung into.
  ढोल: "drum",
  ढोलक: "drum",
  माइक: "microphone",
  माइक्रोफ़ोन: "microphone",
  गुलदस्ता: "bouquet",
  // Tools and things at home; a clock on a square or a wall is a clock.
  हथौड़ा: "hammer",
  // A brick, a flag, a thread, a nest and a tooth in their everyday words.
  ईंट: "brick",
  ईंटें: "brick",
  झंडा: "triangular-flag",
  झंडे: "triangular-flag",
  झंडी: "triangular-flag",
  झंडियाँ: "triangular-flag",
  धागा: "thread",
  धागे: "thread",
  घोंसला: "empty-nest",
  घोंसले: "empty-nest",
  दाँत: "tooth",
  दांत: "tooth",
  कुल्हाड़ी: "axe",
  कैंची: "scissors",
  ताला: "locked",
  क़लम: "pen",
  कलम: "pen",
  पेन: "pen",
  पेंसिल: "pencil",
  ब्रश: "paintbrush",
  मोबाइल: "mobile-phone",
  कंप्यूटर: "laptop",
  लैपटॉप: "laptop",
  रेडियो: "radio",
  "कलाई घड़ी": "watch",
  टॉर्च: "flashlight",
  बिस्तर: "bed",
  पलंग: "bed",
  खाट: "bed",
  कुर्सी: "chair",
  कुर्सियाँ: "chair",
  दरवाज़ा: "door",
  दरवाजा: "door",
  खिड़की: "window",
  बल्ब: "light-bulb",
  पत्थर: "rock",
  पत्थरों: "rock",
  // A street named after a park is no park ("पार्क रोड वाली लाइब्रेरी": the library on Park Road); the
  // sun rising is the time of day, not the sun drawn.
  "पार्क रोड": "-",
  "सूरज निकलने": "-",
  "सूरज उगने": "-",
  "सूरज निकलते": "-",
  // Vehicles. A ferry is a ship, never a name.
  फ़ेरी: "ferry",
  फेरी: "ferry",
  // A palm ("ताड़ के पेड़", a palm tree) is the palm tree.
  ताड़: "palm-tree",
  // A boat (नौका, as नाव) is a small one, rowed: a ship is जहाज़.
  नौका: "canoe",
  जहाज़: "ship",
  जहाज: "ship",
  बस: "bus",
  ऑटो: "auto-rickshaw",
  रिक्शा: "auto-rickshaw",
  "हवाई जहाज़": "airplane",
  विमान: "airplane",
  ट्रक: "delivery-truck",
  ट्रैक्टर: "tractor",
  बाइक: "motorcycle",
  // Animals; a duck is no goose, a seabird is a bird.
  गाय: "~cow",
  गायें: "~cow",
  भैंस: "~water-buffalo",
  भेड़: "~ewe",
  भेड़ें: "~ewe",
  घोड़ा: "~horse",
  गधा: "~donkey",
  हाथी: "~elephant",
  शेर: "~lion",
  बाघ: "~tiger",
  बंदर: "~monkey",
  भालू: "~bear",
  खरगोश: "~rabbit",
  चूहा: "~mouse",
  साँप: "~snake",
  सांप: "~snake",
  मेंढक: "~frog",
  चिड़िया: "~bird",
  चिड़ियाँ: "~bird",
  चिड़ियों: "~bird",
  पक्षी: "~bird",
  "समुद्री चिड़ियों": "~bird",
  "समुद्री पक्षी": "~bird",
  कौआ: "~bird",
  तोता: "~parrot",
  मोर: "~peacock",
  मुर्गी: "~chicken",
  मुर्गा: "~rooster",
  बत्तख: "~duck",
  // A hawk is drawn as an eagle (a round of a game, "बाज़ी", is none), a pony as a horse, a calf as a cow.
  बाज़: "~eagle",
  बाज़ी: "-",
  बाजी: "-",
  टट्टू: "~horse",
  बछड़ा: "~cow",
  बछड़े: "~cow",
  बतख: "~duck",
  चींटी: "~ant",
  मधुमक्खी: "~honeybee",
  तितली: "~butterfly",
  मच्छर: "~mosquito",
  ऊँट: "~camel",
  ऊंट: "~camel",
  हिरण: "~deer",
  हिरन: "~deer",
  सूअर: "~pig",
  कछुआ: "~turtle",
  केकड़ा: "~crab",
  उल्लू: "~owl",
  गिलहरी: "~chipmunk",
  पिल्ला: "~dog",
  // The female of an animal, by its feminine ending ("कुतिया", "हथिनी", "घोड़ी"): the same animal drawn.
  कुतिया: "~dog",
  हथिनी: "~elephant",
  घोड़ी: "~horse",
  गधी: "~donkey",
  बंदरिया: "~monkey",
  शेरनी: "~lion",
  ऊँटनी: "~camel",
  हिरनी: "~deer",
  मोरनी: "~peacock",
  बछिया: "~cow",
  // Places, also with a postposition's oblique ("बाज़ार में").
  तंबू: "tent",
  तंबुओं: "tent",
  मैदान: "#park",
  द्वीप: "#sea",
  टापू: "#sea",
  // People: family words, groups and work; a young man (जवान) is no girl.
  जवान: "-",
  दीदी: "@person/sister/f",
  भैया: "@person/brother/m",
  सहेली: "@person/friend/f",
  पोता: "@child/grandson/m",
  पोती: "@child/granddaughter/f",
  मुन्ना: "@child/boy/m",
  औरतें: "@person/woman/f",
  औरत: "@person/woman/f",
  आदमी: "@person/man/m",
  मेहमान: "@person/guest/u",
  सहायक: "@person/helper/u",
  शेफ़: "@cook/cook/u",
  शेफ: "@cook/cook/u",
  रसोइया: "@cook/cook/m",
  पुलिस: "@police-officer/police/u",
  सिपाही: "@police-officer/police/m",
  ड्राइवर: "@person/driver/u",
  दुकानदार: "@person/shopkeeper/u+#shop",
  दर्ज़ी: "@person/tailor/m",
  // Village and street trades: the worker a name follows ("माली भोलू", "महावत कुट्टन": Bholu the gardener).
  माली: "@person/gardener/m",
  मालिन: "@person/gardener/f",
  धोबी: "@person/washer/m",
  धोबिन: "@person/washer/f",
  महावत: "@person/mahout/m",
  चौकीदार: "@guard/guard/m",
  दरबान: "@guard/guard/m",
  वॉचमैन: "@guard/guard/m",
  ग्वाला: "@person/milkman/m",
  ग्वालिन: "@person/milkman/f",
  कुम्हार: "@person/potter/m",
  मल्लाह: "@person/boatman/m",
  केवट: "@person/boatman/m",
  नाविक: "@person/boatman/m",
  चरवाहा: "@person/shepherd/m",
  गड़रिया: "@person/shepherd/m",
  पुजारी: "@person/priest/m",
  लोहार: "@person/smith/m",
  कुली: "@person/porter/m",
  मज़दूर: "@person/porter/m",
  मजदूर: "@person/porter/m",
  बुनकर: "@person/weaver/u",
  जुलाहा: "@person/weaver/m",
  सपेरा: "@person/snake-charmer/m",
  बढ़ई: "@person/carpenter/m",
  नर्स: "@health-worker/nurse/f",
  गायक: "@singer/singer/m",
  गायिका: "@singer/singer/f",
  चित्रकार: "@artist/artist/u",
  वैज्ञानिक: "@scientist/scientist/u",
  पायलट: "@pilot/pilot/u",
  जज: "@judge/judge/u",
  मिस्त्री: "@mechanic/mechanic/m",
  डाकिया: "@person/postman/m",
  राजा: "@royal/king/m",
  रानी: "@royal/queen/f",
  राजकुमारी: "@royal/princess/f",
  राजकुमार: "@royal/prince/m",
};

/** Words the lexicon lacks, in the overrides' spec (overrides.ts): family words and roles, places, things. */
export const HI_WORDS: Readonly<Record<string, string>> = {
  ...HI_NOUNS,
  // Family words: an uncle or an aunt is a man or a woman; "-जी" is respect, the same person.
  चाचा: "@person/uncle/m",
  चाचाजी: "@person/uncle/m",
  मामा: "@person/uncle/m",
  मामाजी: "@person/uncle/m",
  ताऊ: "@person/uncle/m",
  चाची: "@person/aunt/f",
  मामी: "@person/aunt/f",
  बुआ: "@person/aunt/f",
  मौसी: "@person/aunt/f",
  ताई: "@person/aunt/f",
  दादाजी: "@elder/grandfather/m",
  नानाजी: "@elder/grandfather/m",
  दादीजी: "@elder/grandmother/f",
  नानीजी: "@elder/grandmother/f",
  "दादी माँ": "@elder/grandmother/f",
  "नानी माँ": "@elder/grandmother/f",
  बेटे: "@child/son/m",
  बेटों: "@child/son/m",
  बेटियों: "@child/daughter/f",
  // People and roles.
  लोग: "@person/people/u",
  लोगों: "@person/people/u",
  लाइब्रेरियन: "@person/librarian/u",
  पुस्तकालयाध्यक्ष: "@person/librarian/u",
  वेट्रेस: "@person/waitress/f",
  मछुआरिन: "@person/fisher/f",
  // Places.
  कैफ़े: "#cafe",
  कैफे: "#cafe",
  // Things: a bowl of soup is a dish; a fishing net and a line have no picture of their own (no mouse trap,
  // no knot); a photo taken is a camera; a slide is the playground's.
  कटोरा: "bowl-with-spoon",
  कटोरे: "bowl-with-spoon",
  कटोरी: "bowl-with-spoon",
  कटोरियाँ: "bowl-with-spoon",
  सूप: "bowl-with-spoon",
  जाल: "-",
  डोरी: "-",
  "फ़ोटो खींची": "camera-with-flash",
  "फ़ोटो खींचा": "camera-with-flash",
  "फ़ोटो खींचे": "camera-with-flash",
  "फोटो खींची": "camera-with-flash",
  "फोटो खींचा": "camera-with-flash",
  "फोटो खींचे": "camera-with-flash",
  फिसलपट्टी: "playground-slide",
  मछलियाँ: "fish",
  मछलियां: "fish",
  मछलियों: "fish",
};

/**
 * Words that are never anyone's name although nothing in the lexicon draws them: months, the reflexive
 * "own", the plural pronouns and group words, and words of time.
 */
export const HI_NOT_NAMES: ReadonlySet<string> = new Set(
  (
    "जनवरी फ़रवरी फरवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर सितम्बर अक्टूबर अक्तूबर नवंबर नवम्बर दिसंबर दिसम्बर " +
    "अपना अपनी अपने वे वो ये सब सभी दोनों सबने उन्होंने उन्हें उनके उनकी उनका इसके उसी वही वहीं वहाँ यहाँ " +
    "थोड़ी थोड़ा थोड़े बहुत ठीक जल्दी धीरे अचानक आखिरकार आख़िरकार"
  ).split(" "),
);

/** Postpositions: what follows a noun in a case (and so no verb after a name). */
export const HI_POSTPOSITIONS: ReadonlySet<string> = new Set([
  "में",
  "को",
  "से",
  "तक",
  "पर",
  "के",
  "की",
  "का",
  "ने",
]);

/** Third-person possessives ("his / her / their"): never the subject of the clause they stand in. */
export const HI_POSSESSIVES: ReadonlySet<string> = new Set(["उसका", "उसकी", "उसके", "उनका", "उनकी", "उनके"]);

/** Words for "old" before a person ("एक बूढ़ी औरत": an old woman, "बूढ़ा आदमी": an old man). */
export const HI_OLD: ReadonlySet<string> = new Set([
  "बूढ़ा",
  "बूढ़ी",
  "बूढ़े",
  "बूढा",
  "बूढी",
  "बूढे",
  "वृद्ध",
  "बुज़ुर्ग",
  "बुजुर्ग",
]);

/**
 * Whether the word at `at` cannot be a name whatever the lexicon says: a word of HI_NOT_NAMES; a verbal noun
 * ("खाने के बाद": after eating, "चिल्लाने पर": at the shouting); a participle before a word of time
 * or weather it describes ("ठिठुरती रात": a freezing night), which `timeAfter` says.
 */
export function hiNotName(words: readonly string[], at: number, timeAfter: boolean): boolean {
  const word = words[at] ?? "";
  const next = words[at + 1] ?? "";
  if (HI_NOT_NAMES.has(word)) return true;
  if (/ने$/u.test(word) && (HI_POSTPOSITIONS.has(next) || /^लग/u.test(next))) return true;
  return /(ती|ता|ते)$/u.test(word) && timeAfter;
}

/** Auxiliaries and copulas that end a Hindi verb chain ("करती है", "जा रहा था"). */
export const CHAIN: ReadonlySet<string> = new Set(
  "है हैं था थी थे थीं हो हुआ हुई हुए रहा रही रहे रहीं गया गई गयी गए गये लिया ली लिए दिया दी दिए पड़ा पड़ी पड़े सका सकी सके चुका चुकी चुके".split(
    " ",
  ),
);

/**
 * The gender a clause's verb gives its subject, read from the end of the clause's verb chain: "करती है"
 * (she), "पहुँचा" (he), "गई" (she). After "ने" the verb agrees with the object, so it says nothing.
 */
export function hiClauseGender(words: readonly string[]): "female" | "male" | "unknown" {
  if (words.includes("ने")) return "unknown";
  let i = words.length - 1;
  const chain: string[] = [];
  while (i >= 0 && chain.length < 4) {
    const w = words[i] ?? "";
    chain.unshift(w);
    if (!CHAIN.has(w)) break;
    i--;
  }
  // The participle or past form before the auxiliaries carries the gender; the auxiliaries do too.
  for (const w of [...chain].reverse()) {
    if (/^(है|हैं|हो)$/u.test(w)) continue;
    if (/(ती|ी|ीं|ई|ईं|यी)$/u.test(w)) return "female";
    if (/(ता|ा|या)$/u.test(w)) return "male";
    if (/(ते|े|ए|ये|ें)$/u.test(w)) return "unknown";
  }
  return "unknown";
}

/** The words of a sentence up to its first comma or its first "और" after an auxiliary ("अनीता बाज़ार गई
 * और उसने ..."): the first clause. */
export function hiFirstClause(words: readonly string[], commas: readonly boolean[]): string[] {
  const out: string[] = [];
  for (const [i, w] of words.entries()) {
    if (w === "और" && CHAIN.has(words[i - 1] ?? "")) break;
    out.push(w);
    if (commas[i] && i < words.length - 1) break;
  }
  return out;
}

/** Forms of "to go", "to come", "to bring", "to reach" and "to return", which draw a walk when nothing else is done. */
const GO = new Set(["गया", "गई", "गयी", "गए", "गये"]);
const COME = new Set(["आया", "आई", "आईं", "आयी", "आए", "आये", "आकर"]);
const ARRIVE = /^(पहुँच|पहुंच|लौट)(ा|ी|े|कर|ते|ती|ता)$/u;
/** "to bring" (लाया, लाई): coming with something or someone, a walk. */
const BRING = /^ला(या|ई|यी|ए|ये|कर)$/u;
/** What may come right before "went" or "came" when it is the verb itself, not an auxiliary ("सो गया"
 * sleeps): "लेकर आई" (came with it), "करती हुई आई" (came, crossing the field). */
const BEFORE_GO = new Set([
  "ले",
  "चला",
  "चली",
  "चले",
  "पैदल",
  "वापस",
  "घर",
  "में",
  "को",
  "पर",
  "तक",
  "लेकर",
  "हुई",
  "हुए",
  "हुआ",
]);

/**
 * Where a Hindi sentence says someone goes somewhere ("रेस्टोरेंट में गए", "लाइब्रेरी गई", "ले गया",
 * "स्टेशन पहुँचा", "घर तक आई"): a walk, unless the sentence gives its doer another pose. `placeAt` says a
 * word names a place.
 */
export function hiMotion(words: readonly string[], placeAt: (i: number) => boolean): number[] {
  const out: number[] = [];
  for (const [i, w] of words.entries()) {
    const prev = words[i - 1] ?? "";
    if (ARRIVE.test(w) || BRING.test(w)) out.push(i);
    else if ((GO.has(w) || COME.has(w)) && (BEFORE_GO.has(prev) || placeAt(i - 1) || /ने$/u.test(prev)))
      out.push(i);
  }
  return out;
}

/** Half a vote for a name's gender where nothing else tells it: Hindi names in -ा / -ी are mostly women's
 * (अनीता, मीरा, नीना), names in a consonant mostly men's (उमर, कबीर); a verb's agreement outweighs it. */
export function hiNameGender(name: string): "female" | "male" | "unknown" {
  if (/[ाी]$/u.test(name)) return "female";
  if (/[\u0915-\u0939\u0958-\u095f]$/u.test(name)) return "male";
  return "unknown";
}

/** "and": also AND_WORDS.hi (verb-words.ts), which takes this set. */
export const HINDI_AND: ReadonlySet<string> = new Set(["और", "तथा", "व"]);

export const HI_GENITIVE: ReadonlySet<string> = new Set(["की", "का", "के"]);
/** Pronouns that are a Hindi clause's subject: a sentence with one has its subject ("खाने के बाद उन्होंने"). */
const HI_SUBJECT_PRONOUNS: ReadonlySet<string> = new Set(["उसने", "उन्होंने", "वह", "वे", "वो"]);

/** A Hindi sentence whose first clause (up to "और") has a subject pronoun: its first word is no name
 * ("खाने के बाद उन्होंने ..."); "अनीता बाज़ार गई और उसने ..." has hers after the "and". */
export function hiPronounSubject(tokens: Token[]): boolean {
  for (const t of tokens) {
    if (HINDI_AND.has(t.norm)) return false;
    if (HI_SUBJECT_PRONOUNS.has(t.norm)) return true;
  }
  return false;
}

/** A Hindi sentence ending on a plural verb chain ("गए", "लौट रहे थे", "खेलते हैं"). */
export function hiPluralVerb(words: string[]): boolean {
  const tail = words.slice(-3);
  return tail.some((w) => /^(थे|गए|गये|रहे|लगे|सके)$/u.test(w)) || /(ए|ये)$/u.test(words.at(-1) ?? "");
}

/** Days of the week, which open a sentence bare ("एक शनिवार अमन ... पहुँचा": one Saturday, Aman came). */
const HI_DAYS: ReadonlySet<string> = new Set(
  "सोमवार मंगलवार बुधवार गुरुवार बृहस्पतिवार शुक्रवार शनिवार रविवार".split(" "),
);

/** A Hindi word that opens its clause: the first, or after a phrase of time or place ("सितंबर में नीना",
 * "खाने के बाद सैम"). */
export function hiOpens(tokens: Token[], at: number): boolean {
  const prev = tokens[at - 1]?.norm;
  return (
    prev === undefined ||
    prev === "में" ||
    prev === "को" ||
    prev === "बाद" ||
    tokens[at - 1]?.comma === true ||
    HI_DAYS.has(prev)
  );
}

export const HI_THIRD_PERSON: ReadonlySet<string> = new Set(["उसने", "उसे", "उसको", "वह", "वो"]);
/** Hindi singular third-person pronouns, and the id of the people a crowd word draws ("लोग"). */
export const HI_SINGULAR = /^(वह|वो|उस)/u;
export const HI_PEOPLE = "people";

/** Hindi pronouns of a case that is no subject: "his / her" and "him / her". */
export const HI_NOT_SUBJECT_PRONOUNS: ReadonlySet<string> = new Set([...HI_POSSESSIVES, "उसे", "उसको", "उससे"]);

/** A Hindi mention in the subject's case: no postposition after it, no possessive pronoun. */
export function hiDirect(tokens: Token[], at: number): boolean {
  const word = tokens[at]?.norm ?? "";
  const next = tokens[at + 1]?.norm ?? "";
  return !HI_NOT_SUBJECT_PRONOUNS.has(word) && (next === "ने" || !HI_POSTPOSITIONS.has(next));
}
export const HI_AUXILIARIES: ReadonlySet<string> = new Set("था थी थे रहा रही रहे गया गई गए".split(" "));

/** Verb endings that tell the subject's gender: Hindi's auxiliaries and participles agree with it. */
function verbGender(words: string[]): "female" | "male" | "unknown" {
  const last = words.at(-1) ?? "";
  const tail = words.slice(-3);
  if (tail.some((w) => /^(थी|थीं|गई|गयी|रही|सकी|लगी)$/.test(w))) return "female";
  if (tail.some((w) => /^(था|गया|रहा|सका|लगा)$/.test(w))) return "male";
  // Without "ने" an intransitive past verb agrees with the subject: मुस्कुराई (she), मुस्कुराया (he).
  if (words.includes("ने")) return "unknown";
  if (/(ई|ईं)$/.test(last)) return "female";
  if (/या$/.test(last)) return "male";
  return "unknown";
}

export const hi: LanguageRules = {
  objectThey: objectTheyNever,
  // "दोनों बच्चे", "दोनों ने"; "उनकी दोनों बेटियाँ" are theirs.
  both: (tokens, at) =>
    (tokens[at]?.norm ?? "") === "दोनों" &&
    !HI_POSSESSIVES.has(tokens[at - 1]?.norm ?? "") &&
    !/^(अपनी|अपने|मेरी|मेरे)$/u.test(tokens[at - 1]?.norm ?? ""),
  // "तीनों ने", "तीनों बच्चे"; "उसके तीनों बेटे" are his.
  allThree: (tokens, at) =>
    (tokens[at]?.norm ?? "") === "तीनों" &&
    !HI_POSSESSIVES.has(tokens[at - 1]?.norm ?? "") &&
    !/^(अपनी|अपने|मेरी|मेरे)$/u.test(tokens[at - 1]?.norm ?? ""),
  verbMatch: "root-chain",
  verbGender,
  aboutSure: true,
  driveNeedsVehicle: true,
  sharedNameRegion: null,
  tagger: null,
  fewEndings: null,
  clitics: null,
  joinedEndings: null,
  capitalisedNouns: null,
  verbSecond: null,
  postpositions: {
    describingParticiple: (tokens, at) =>
      /[ाीे]$|[यई]$|ए$/u.test(tokens[at]?.norm ?? "") &&
      !/त[ाीे]$/u.test(tokens[at]?.norm ?? "") &&
      /^(हु|ग)(आ|या|ई|ए|ये|यी)$/u.test(tokens[at + 1]?.norm ?? "") &&
      at + 2 < tokens.length - 1 &&
      !tokens[at + 1]?.comma &&
      !HINDI_AND.has(tokens[at + 2]?.norm ?? ""),
    postpositions: HI_POSTPOSITIONS,
    ergative: "ने",
    genitive: HI_GENITIVE,
    by: "से",
    possessives: HI_POSSESSIVES,
    old: HI_OLD,
    chain: CHAIN,
    auxiliaries: HI_AUXILIARIES,
    thirdPerson: HI_THIRD_PERSON,
    notSubjectPronouns: HI_NOT_SUBJECT_PRONOUNS,
    demonstratives: new Set(["वह", "वो"]),
    singular: HI_SINGULAR,
    people: HI_PEOPLE,
    children: "बच्चे",
    notName: hiNotName,
    opens: hiOpens,
    pluralVerb: hiPluralVerb,
    pronounSubject: hiPronounSubject,
    direct: hiDirect,
    clauseGender: hiClauseGender,
    firstClause: hiFirstClause,
    nameGender: hiNameGender,
  },
  groupSubjects: new Set(),
  trailingParticiple: null,
  wayBefore: null,
  wayAfter: {
    going: /^(जाते|जाती|जाने|जाते-जाते)$/u,
    after: /^(हुए|हुये|समय|वक़्त|वक्त|के|की|जाते)$/u,
    way: /^(रास्ते|रास्ता|राह|मार्ग)$/u,
    of: HI_GENITIVE,
  },
  amountOf: null,
  amountAfter: /^भर$/u,
  shapeBefore: null,
  shapeAfter: /^आकार/u,
  cldrNamesOnly: true,
  curatedInflections: false,
  ...INDIAN_NOUN_PHRASES,
  // "लकड़ी की नाव", "आम के पेड़": the noun after "की", "का", "के", or after an adjective that agrees with "की"
  // or "का" ("लकड़ी की लंबी नाव"); "के" before "नीचे", "पास" is a place's postposition.
  thingGenitive: (tokens, end) => {
    const of = tokens[end]?.norm ?? "";
    if (!HI_GENITIVE.has(of) || tokens[end - 1]?.comma) return [];
    const agrees = of === "की" ? /ी$/u : of === "का" ? /ा$/u : null;
    // "लकड़ी की एक झोंपड़ी": past "एक" (a), the head.
    const first = tokens[end + 1]?.norm === "एक" ? end + 2 : end + 1;
    return agrees?.test(tokens[first]?.norm ?? "") ? [first, first + 1] : [first];
  },
};
