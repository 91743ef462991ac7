/**
 * Hindi: the words and the rules of Hindi grammar the scene planner reads a Hindi sentence with (who is
 * named, who acts, how old they are, what each word means in its sentence). Plain data and functions on
 * the sentence's normalised words; the shared planner calls them where the language is Hindi.
 */

/** Words the lexicon lacks, in the overrides' spec (overrides.ts): family words and roles, places, things. */
export const HI_WORDS: Readonly<Record<string, string>> = {
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
  मछुआरिन: "@person/fisher/f+fishing-pole",
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
const CHAIN = new Set(
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
const COME = new Set(["आया", "आई", "आयी", "आए", "आये", "आकर"]);
const ARRIVE = /^(पहुँच|पहुंच|लौट)(ा|ी|े|कर|ते|ती|ता)$/u;
/** "to bring" (लाया, लाई): coming with something or someone, a walk. */
const BRING = /^ला(या|ई|यी|ए|ये|कर)$/u;
/** What may come right before "went" when it is the verb itself, not an auxiliary ("सो गया" sleeps). */
const BEFORE_GO = new Set(["ले", "चला", "चली", "चले", "पैदल", "वापस", "घर", "में", "को", "पर", "तक"]);

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
