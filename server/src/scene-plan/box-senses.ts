import type { Language } from "@reelsmith/contract/languages";
import { RULES } from "./languages/rules";
import type { Match } from "./match";
import { isIndic, type Token } from "./text";

/**
 * A box word is drawn as a parcel (the package icon) only where nothing says it is another kind of box.
 * The noun it is compounded with says what it holds or serves ("pencil box", "caja de pinturas",
 * "पेंसिल का डिब्बा", "పెయింట్ డబ్బా", "ಜೇನು ಪೆಟ್ಟಿಗೆ"): a paint can, a pencil case or a beehive is no parcel,
 * and as no icon draws them the box is left out; a lunch box, a postbox and a toolbox have their own icons. In
 * the Indian languages the box word is a railway carriage too ("ट्रेन के डिब्बे"): beside a train it is
 * part of the train, drawn already.
 */

/** The box words (normalised), as a word or the start of one that joins its case ending. */
const BOX_WORDS: Readonly<Record<Language, RegExp>> = {
  en: /^box(es)?$/u,
  es: /^caj(a|as|ita|itas|ón|ones)$/u,
  fr: /^bo[iî]tes?$/u,
  de: /^(kist(e|en)|schachteln?)$/u,
  hi: /^डिब्ब/u,
  kn: /^(ಪೆಟ್ಟಿಗೆ|ಡಬ್ಬ)/u,
  ta: /^(பெட்டி|டப்பா|பாக்ஸ்)/u,
  te: /^(పెట్టె|డబ్బా|డబ్బ)/u,
};

/** What the box holds or serves, by the start of the word that says so, and the icon it is drawn as
 * ("-": no icon draws it; the box is left out). */
const BOX_KINDS: readonly { starts: RegExp; icon: string }[] = [
  {
    // Paint and colour: a paint can or a paint box.
    starts:
      /^(paints?$|colou?rs$|pinturas?$|peintures?$|couleurs$|farben?$|रंग|पेंट|ಬಣ್ಣ|ಪೇಂಟ್|பெயிண்ட்|வண்ண|வர்ண|రంగు|రంగుల|పెయింట్)/u,
    icon: "-",
  },
  {
    // Pencils, crayons, pens: a pencil case.
    starts:
      /^(pencils?$|crayons?$|l[aá]pi(z|ces)$|[a-zäöü]*stifte?$|क्रेयॉन|ಕ್ರಯಾನ್|கிரேயான்|க்ரேயான்|క్రేయాన్|पेंसिल|ಪೆನ್ಸಿಲ್|பென்சில்|పెన్సిల్|జామెట్రీ|ज्योमेट्री)/u,
    icon: "-",
  },
  {
    // A meal carried to school or work: the boxed lunch.
    starts:
      /^(lunch$|tiffin$|almuerzo$|merienda$|d[ée]jeuner$|go[uû]ter$|brotzeit$|टिफ़िन|टिफिन|ಟಿಫಿನ್|ಊಟದ|டிபன்|சாப்பாட்டு|టిఫిన్|భోజనపు)/u,
    icon: "bento-box",
  },
  {
    // Bees: a beehive.
    starts: /^(bees?$|abejas?$|abeilles?$|bienen?$|मधुमक्ख|ಜೇನು|தேனீ|தேன்|తేనెటీగ|తేనె)/u,
    icon: "-",
  },
  {
    // Letters and the post: a postbox.
    starts:
      /^(post$|letters?$|mail$|correos?$|cartas$|lettres$|poste$|briefe?$|डाक|चिट्ठ|ಅಂಚೆ|தபால்|அஞ்சல்|పోస్ట్|ఉత్తరాల)/u,
    icon: "postbox",
  },
  {
    // A tin box ("une boîte en fer"): no cardboard parcel.
    starts: /^(fer|m[ée]tal|tin|hojalata|blech)$/u,
    icon: "-",
  },
  {
    // Matches: a matchbox, too small to draw as a parcel.
    starts: /^(match(es)?$|cerillas$|f[oó]sforos$|allumettes$|streichh[oö]lz|माचिस|ಬೆಂಕಿ|தீப்$|அக்கி|అగ్గి)/u,
    icon: "-",
  },
  {
    starts: /^(tools?$|herramientas$|outils$|werkzeuge?$|औज़ार|औजार|ಉಪಕರಣ|கருவி|పనిముట్ల)/u,
    icon: "toolbox",
  },
  {
    // A train's carriage, named with its train ("ट्रेन के डिब्बे", "ரயில் பெட்டி").
    starts: /^(train$|ट्रेन|रेल|ರೈಲ|ரயில்|இரயில்|రైలు|రైల)/u,
    icon: "-",
  },
];

/** Words between a noun and the box word it is compounded with: genitive particles and prepositions. */
const LINKS: ReadonlySet<string> = new Set([
  "का",
  "की",
  "के",
  "of",
  "de",
  "d'",
  "à",
  "a",
  "aux",
  "en",
  "du",
  "des",
  "la",
  "le",
  "les",
]);

/**
 * "a box of crayons", "eine Dose mit Zitronenreis", "a tin full of ink", "स्याही का डिब्बा", "ಬೆಲ್ಲದ ಡಬ್ಬಿ": a box
 * named by what it holds is a tin, a case or a crate, no parcel; what it holds is drawn where an icon draws it.
 */
function holdsNamedThing(matches: Match[], m: Match, tokens: Token[], language: Language): boolean {
  // "a box full of ink", "una caja llena de tinta": filled with it. A bare "box of bread" keeps its box beside
  // the bread, and after the box word the Indian languages put postpositions ("डिब्बों के बीच", among them).
  let after = m.end;
  let filled = false;
  while (LINKS.has(tokens[after]?.norm ?? "") || FULL.test(tokens[after]?.norm ?? "")) {
    filled ||= FULL.test(tokens[after]?.norm ?? "");
    after++;
  }
  const linkedAfter =
    filled && !isIndic(language) && !tokens[m.end - 1]?.comma && tokens[after] !== undefined;
  let at = m.start - 1;
  while (FULL.test(tokens[at]?.norm ?? "")) at--;
  const before = tokens[at];
  const owner = before && LINKS.has(before.norm) ? tokens[at - 1] : before;
  // "ಹಳೆಯ ಡಬ್ಬಿ", "ಖಾಲಿಯಾದ ಡಬ್ಬಿ", "गत्ते का डिब्बा": an old, an empty or a cardboard box says nothing of
  // what it holds.
  const genitiveBefore =
    isIndic(language) &&
    before !== undefined &&
    owner !== undefined &&
    !before.comma &&
    !BOX_ADJECTIVES.test(owner.norm) &&
    (LINKS.has(before.norm) || RULES[language].joinedEndings?.genitiveEnding?.test(before.norm) === true);
  if (linkedAfter || genitiveBefore) return true;
  // A drawn thing right before the box word: "the crayon box", "the rice tin".
  return matches.some(
    (n) =>
      n !== m &&
      n.end === m.start &&
      n.concepts.some((c) => c.kind === "object" && c.icon !== "-" && c.icon !== "package"),
  );
}

/** "full of", "voll", "ತುಂಬ", "నిండా", "भरा": between a box and what fills it. */
const FULL = /^(full|llena|lleno|pleine|plein|voll|ತುಂಬ|ತುಂಬಾ|నిండా|நிறைய|भरा|भरी|भरे|voller)$/u;

/** Words before a box that end like a genitive and are no owner: old, "that became" (empty), what it is made of. */
const BOX_ADJECTIVES =
  /^(ಹಳೆಯ|ಹೊಸ|ರಟ್ಟಿನ|ಮರದ|ಪ್ಲಾಸ್ಟಿಕ್|गत्ते|गत्ता|लकड़ी|प्लास्टिक|टीन|அட்டை|மர|பிளாஸ்டிக்|అట్ట|చెక్క|ప్లాస్టిక్)$|ಾದ$/u;

/** Icons of trains: in the Indian languages a box word beside one is its carriage. */
const TRAINS = /train|locomotive|railway|tram|metro/u;

/** The words the box word is compounded with: the noun before it (past a genitive particle), or in the
 * languages that name the noun after ("box of paints", "caja de lápices", "boîte aux lettres") the noun
 * after a preposition. */
function compoundWords(tokens: Token[], m: Match): string[] {
  const out: string[] = [];
  let i = m.start - 1;
  if (LINKS.has(tokens[i]?.norm ?? "")) i--;
  if (tokens[i] && !tokens[i]?.comma) out.push(tokens[i]?.norm ?? "");
  let j = m.end;
  if (LINKS.has(tokens[j]?.norm ?? "") && !tokens[m.end - 1]?.comma) {
    j++;
    if (LINKS.has(tokens[j]?.norm ?? "")) j++;
    if (tokens[j]) out.push(tokens[j]?.norm ?? "");
  }
  return out;
}

/**
 * What a match drawn as a parcel draws: the icon of the kind of box its compound names, "-" for a box
 * no icon draws (the box is left out), or null where it stays a parcel (a box word read on its own, or a
 * word for a parcel).
 */
export function boxSense(tokens: Token[], matches: Match[], m: Match, language: Language): string | null {
  const words = tokens.slice(m.start, m.end);
  const boxAt = words.findIndex((t) => BOX_WORDS[language].test(t.norm));
  if (boxAt < 0) return joinedBoxSense(words, language);
  // A compound matched whole ("pencil box" as one entry) reads its own first word too.
  const near = [...words.slice(0, boxAt).map((t) => t.norm), ...compoundWords(tokens, m)];
  const kind = BOX_KINDS.find((k) => near.some((w) => k.starts.test(w)));
  if (kind) return kind.icon;
  if (holdsNamedThing(matches, m, tokens, language)) return "-";
  const train = matches.some((n) => n.concepts.some((c) => c.kind === "object" && TRAINS.test(c.icon)));
  return isIndic(language) && train ? "-" : null;
}

/** The box words that end an English or German compound written as one word ("matchbox", "Streichholzschachtel"). */
const JOINED_BOX: Partial<Record<Language, RegExp>> = {
  en: /^(.+)box(es)?$/u,
  de: /^(.+?)(kisten?|schachteln?|kartons?)$/u,
};

/** The sense of a box compounded in one word: the icon of the kind its first part names, or null. */
function joinedBoxSense(words: Token[], language: Language): string | null {
  const joined = JOINED_BOX[language];
  for (const w of words) {
    const front = joined?.exec(w.norm)?.[1];
    if (!front) continue;
    const kind = BOX_KINDS.find((k) => k.starts.test(front) || k.starts.test(`${front.replace(/s$/u, "")}`));
    if (kind) return kind.icon;
  }
  return null;
}
