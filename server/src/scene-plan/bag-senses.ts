import type { Language } from "@reelsmith/contract/languages";
import { RULES } from "./languages/rules";
import type { Match } from "./match";
import { isIndic, type Token } from "./text";

/**
 * A bag word is drawn as shopping bags only where nothing says it is another bag. A bag of tools is a
 * toolbox and a school bag a backpack ("bolsa de herramientas", "Werkzeugtasche", "औज़ारों का थैला",
 * "ಶಾಲೆಯ ಚೀಲ", "బడి సంచి"); a doctor's bag is the briefcase. A bag named by what it holds ("a bag of peanuts",
 * "a bag of sand", "eine Tüte Erdnüsse", "ಕಡಲೆಕಾಯಿಯ ಚೀಲ", "ஒரு பை வேர்க்கடலை") is only their container: the
 * bag is left out and what it holds is drawn where an icon draws it.
 */

/** What the bag holds or serves, by the start of the word that says so, and the icon it is drawn as. */
const BAG_KINDS: readonly { starts: RegExp; icon: string }[] = [
  {
    starts:
      /^(tools?$|herramientas$|outils$|werkzeug|औज़ार|औजार|ಉಪಕರಣ|ಸಲಕರಣೆ|ಹತ್ಯಾರ|கருவி|கருவிப்|பணிமுட்டு|పనిముట్ల|పనిముట్టు|పనిముట్లు)/u,
    icon: "toolbox",
  },
  {
    starts:
      /^(school$|escolar$|colegio$|école$|écolier$|schul|स्कूल|बस्त|ಶಾಲೆಯ$|ಶಾಲಾ$|ಶಾಲೆ$|பள்ளிப்$|பள்ளி$|பள்ளிக்கூடப்$|బడి$|స్కూలు$|స్కూల్$)/u,
    icon: "backpack",
  },
];

/** The bag words (normalised): whole words in the European languages, the start of one in the Indian. */
const BAG_WORDS: Readonly<Record<Language, RegExp>> = {
  en: /^bags?$/u,
  es: /^(bolsas?|bolsitas?)$/u,
  fr: /^(sacs?|sachets?)$/u,
  de: /^(.*tasche|.*taschen|tüten?|beutel)$/u,
  hi: /^(थैल|झोल)/u,
  kn: /^ಚೀಲ/u,
  ta: /^பை(யை|யைத்|யைக்|யில்|கள்|களில்|களை|யும்)?$/u,
  te: /^(సంచి|సంచు|సంచె|బ్యాగ)/u,
};

/** Between a European bag word and what it holds: "of", "de", "mit", "full of". */
const CONTENT_LINKS =
  /^(of|de|del|d'|du|des|mit|voller|voll|full|llena|llenas|lleno|pleine|pleines|plein|con)$/u;

/** Articles and numbers between the link and the noun ("a bag of the best peanuts" reads past "the"). */
const SKIPPED = /^(the|a|an|some|la|las|el|los|un|una|unos|unas|le|les|l'|einem|einer|einen|den|der|dem)$/u;

/** What a bag is made of ("a cloth bag", "bolsa de tela", "sac en papier"): no contents. */
const MATERIALS =
  /^(plastic|paper|cloth|jute|leather|canvas|pl[aá]stico|papel|tela|cuero|yute|plastique|papier|tissu|toile|cuir|jute|plastik|papier|stoff|leinen|leder|jute)$/u;

/** "full", "filled with", "heavy with" before an Indian bag word: what comes before fills it. */
const INDIC_FILLED = /^(भरा|भरी|भरे|भारी|ತುಂಬಿದ|ಭಾರದ|ಭಾರವಾದ|நிறைந்த|கனமான|నిండిన|బరువైన)$/u;

/** Words for a doctor: a bag they carry is the doctor's bag, drawn as the briefcase. */
const DOCTOR =
  /^(doctor|doctors|dr|doctora|médico|médica|médecin|docteur|doktor|doktorin|arzt|ärztin|डॉक्टर|डाक्टर|ವೈದ್ಯ|ಡಾಕ್ಟರ್|டாக்டர்|மருத்துவர்|డాక్టర్|వైద్యుడు|వైద్యురాలు)/u;

/** Whether a match draws something of its own (an object with an icon). */
function drawsThing(m: Match): boolean {
  return m.concepts.some((c) => c.kind === "object" && c.icon !== "-" && c.icon !== "shopping-bags");
}

/** The compound's words: the noun before the bag word (past a genitive particle) and, in the languages that
 * name it after, the noun after a preposition; the bag word itself for a German compound ("Werkzeugtasche"). */
function kindOf(tokens: Token[], m: Match, language: Language): string | null {
  const near: string[] = tokens.slice(m.start, m.end).map((t) => t.norm);
  let i = m.start - 1;
  if (/^(का|की|के)$/u.test(tokens[i]?.norm ?? "")) i--;
  if (tokens[i] && !tokens[i]?.comma) near.push(tokens[i]?.norm ?? "");
  let j = m.end;
  if (CONTENT_LINKS.test(tokens[j]?.norm ?? "") && !tokens[m.end - 1]?.comma) {
    j++;
    while (SKIPPED.test(tokens[j]?.norm ?? "")) j++;
    if (tokens[j]) near.push(tokens[j]?.norm ?? "");
  }
  const kind = BAG_KINDS.find((k) => near.some((w) => k.starts.test(w)));
  if (kind) return kind.icon;
  return language === "de" && near.some((w) => /^werkzeug/u.test(w)) ? "toolbox" : null;
}

/** "a bag of peanuts", "eine Tüte Erdnüsse", "ಕಡಲೆಕಾಯಿಯ ಚೀಲ", "ஒரு பை வேர்க்கடலை": the bag names what it holds. */
function holdsContents(tokens: Token[], matches: Match[], m: Match, language: Language): boolean {
  const last = tokens[m.end - 1];
  if (!last || last.comma) return false;
  // A drawn thing right after the bag word ("eine Tüte Erdnüsse", "ಒಂದು ಚೀಲ ಮರಳು").
  const next = matches.find((n) => n !== m && n.start === m.end);
  if (next && drawsThing(next)) return true;
  if (!isIndic(language)) {
    let j = m.end;
    if (!CONTENT_LINKS.test(tokens[j]?.norm ?? "")) return false;
    j++;
    while (SKIPPED.test(tokens[j]?.norm ?? "")) j++;
    const word = tokens[j]?.norm ?? "";
    // "a bag of sand": any noun after "of"; "una bolsa de tela": the cloth it is made of is no contents.
    return word !== "" && /^\p{L}/u.test(word) && !MATERIALS.test(word);
  }
  // Before an Indian bag word: a drawn thing in the genitive ("ಕಡಲೆಕಾಯಿಯ ಚೀಲ", "मूँगफली का एक थैला"), or
  // one that fills it ("चिट्ठियों से भरा थैला", "ఉత్తరాలతో నిండిన బరువైన సంచి").
  let at = m.start - 1;
  let filled = false;
  while (
    at >= 0 &&
    (INDIC_FILLED.test(tokens[at]?.norm ?? "") || /^(एक|ಒಂದು|ஒரு|ఒక)$/u.test(tokens[at]?.norm ?? ""))
  ) {
    filled ||= INDIC_FILLED.test(tokens[at]?.norm ?? "");
    at--;
  }
  const linked = /^(का|की|के|से)$/u.test(tokens[at]?.norm ?? "");
  const end = linked ? at : at + 1;
  const before = matches.find((n) => n !== m && n.end === end && drawsThing(n));
  if (!before) return false;
  const word = tokens[end - 1]?.norm ?? "";
  const genitive = RULES[language].joinedEndings?.genitiveEnding?.test(word) === true;
  return linked || filled || genitive;
}

/**
 * What a match drawn as shopping bags draws: the icon of the bag its compound names (a toolbox, a backpack),
 * "-" for a bag named by what it holds (left out), the briefcase for a doctor's bag, or null where it stays
 * shopping bags.
 */
export function bagSense(tokens: Token[], matches: Match[], m: Match, language: Language): string | null {
  const words = tokens.slice(m.start, m.end);
  if (!words.some((t) => BAG_WORDS[language].test(t.norm))) return null;
  const kind = kindOf(tokens, m, language);
  if (kind) return kind;
  if (holdsContents(tokens, matches, m, language)) return "-";
  return tokens.some((t) => DOCTOR.test(t.norm)) ? "briefcase" : null;
}
