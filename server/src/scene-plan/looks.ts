import { type Language, languageCodes, languageProfiles } from "@reelsmith/contract/languages";
import { RULES } from "./languages/rules";
import type { SceneCharacter } from "./scene-plan-schema";
import { normalise, tokenize } from "./text";

/**
 * An unstated character's likely look: the skin tone and hair that a character's name, the
 * story's language and its setting make most likely. रवि in a Hindi story, or Priya in an English one, is
 * not drawn blond. The look goes into the plan (the icon and its skin tone), so it is the same in every
 * scene and the storyboard edits it like any other look.
 *
 * Fluent Emoji draws hair by skin tone (its light tone has black hair, medium-light light brown, medium,
 * medium-dark and dark dark hair) and by variant icons ("woman-blonde-hair", "man-red-hair", "-white-hair").
 */
export type Region = "south-asian" | "east-asian" | "african" | "middle-eastern" | "latin" | "european";

type Tone = NonNullable<SceneCharacter["skinTone"]>;

/** The tones a region's people are drawn in, each with dark hair except medium-light (light brown). */
const TONES: Record<Region, Tone[]> = {
  "south-asian": ["medium", "medium-dark", "medium", "dark"],
  "east-asian": ["light"],
  african: ["dark", "medium-dark"],
  "middle-eastern": ["medium", "medium-light"],
  latin: ["medium-light", "medium", "light"],
  european: ["light", "medium-light"],
};

/** Every tone, for a character the story says nothing about. */
const ANY: Tone[] = ["light", "medium-light", "medium", "medium-dark", "dark"];

const names = (list: string) => list.split(" ");

/** Given names by where they are most common, in Latin spelling (Indian scripts are South Asian as written). */
const NAMES: Record<Region, string[]> = {
  "south-asian": names(
    "priya arjun lakshmi laxmi ravi aarav rohan kabir ananya meera raj rahul amit vivek neha pooja puja sita radha geeta gita asha kavita sunita deepa riya anjali aditya vikram suresh mohan anil suraj dev karan arun kiran sunil prakash manju vinay ganesh raju santosh anand meena anita suma ramya shweta karthik vijay surya murugan senthil kannan raja balu devi sangeetha valli mala selvi vamsi prasad srinu mahesh krishna venkat swathi divya soumya padma shravya ayaan isha nikhil sanjay ashok ramesh ganga lata usha parvati gopal hari shiva ajay vishal rekha shanti kumar savitri pushpa nandini harish arjuna aarti arti sneha pradeep rajesh sunil tara",
  ),
  "east-asian": names(
    "yuki hiro hiroshi kenji akira sakura haruto yui mei wei li chen jun min minho jiwoo seoyeon hana sora takeshi kaito ling xiao yan jin ming hao yuna haruki aiko kenta",
  ),
  african: names(
    "amara kofi kwame ama chidi ngozi chinedu adaeze oluwaseun tunde ayo zola thabo sipho nia imani jabari kamau wanjiru abebe fatou mamadou moussa aminata kojo efua obi zuri baraka lindiwe chioma emeka kwabena akosua themba nomvula",
  ),
  "middle-eastern": names(
    "omar ahmed ahmad fatima layla leila yusuf youssef hassan ali zainab khalid samir karim nour rania tariq aisha ayesha mariam hamza ibrahim amir yasmin imran farah rashid salma mohamed mohammed mehmet ayşe ayse emre elif yusuf",
  ),
  latin: names(
    "mateo diego lucía lucia valentina sofía javier carmen pablo martín camila santiago isabella alejandro carlos maría maria josé jose juan luis ana martina paula julia hugo elena gabriela alejandra fernando miguel rosa pedro ximena guadalupe lucas daniel sofia",
  ),
  european: names(
    "lena jonas felix emma hannah sophie clara marie lukas finn elias emil paul leon lea mia ethan jack grace lily nora astrid erik lars freya oliver harry george charlotte amelia olivia ella liam louis gabriel jules arthur nathan théo léa chloé jade alice manon louise anna ingrid sven hans greta inès",
  ),
};

/**
 * Names as common in Spain and Latin America as in the rest of Europe (Hugo, Julia, Lucas): in a Spanish
 * story they are Latin, in a French, German or English one European.
 */
const SHARED = new Set(names("hugo julia elena paula martina lucas daniel sofia sofía emma anna clara"));

/** Names of the north of Europe, drawn blond now and then. */
const FAIR = new Set(
  names("lena jonas finn emil astrid erik lars freya ingrid sven greta hans hannah felix lukas"),
);

/** Places a story names, and the region they put its unstated people in. */
const PLACES: Record<Region, string[]> = {
  "south-asian": names(
    "india mumbai delhi chennai bangalore bengaluru hyderabad kolkata pune jaipur kerala goa mysore madurai varanasi lucknow nepal kathmandu sri lanka colombo pakistan karachi lahore bangladesh dhaka",
  ),
  "east-asian": names("japan tokyo kyoto osaka china beijing shanghai korea seoul busan taiwan taipei"),
  african: names(
    "africa nigeria lagos abuja kenya nairobi ghana accra ethiopia addis senegal dakar tanzania zanzibar uganda kampala johannesburg soweto",
  ),
  "middle-eastern": names(
    "egypt cairo dubai morocco marrakesh casablanca beirut lebanon jordan amman istanbul baghdad",
  ),
  latin: names(
    "mexico méxico lima peru perú bogotá bogota colombia argentina buenos chile santiago havana cuba brazil rio seville sevilla madrid barcelona valencia spain españa",
  ),
  european: names(
    "london paris lyon marseille berlin hamburg munich münchen köln cologne vienna oslo stockholm copenhagen amsterdam dublin edinburgh rome prague",
  ),
};

let byName: Map<string, Region> | null = null;
let byPlace: Map<string, Region> | null = null;

function tables() {
  if (!byName || !byPlace) {
    byName = new Map();
    byPlace = new Map();
    for (const [region, list] of Object.entries(NAMES) as [Region, string[]][])
      for (const n of list) byName.set(normalise(n), region);
    for (const [region, list] of Object.entries(PLACES) as [Region, string[]][])
      for (const p of list) byPlace.set(normalise(p), region);
  }
  return { byName, byPlace };
}

/**
 * Where people in a language's stories are most likely from; null: its speakers are everywhere, and the
 * places a story names decide.
 */
const LANGUAGE_REGION: Record<Language, Region | null> = {
  en: null,
  es: null,
  fr: null,
  de: null,
  hi: "south-asian",
  kn: "south-asian",
  ta: "south-asian",
  te: "south-asian",
};

/** A name written in the script of a language with a region is from there ("रवि" is south-asian). */
function regionOfScript(name: string): Region | null {
  const codes = Array.from(name, (ch) => ch.codePointAt(0) ?? 0);
  for (const language of languageCodes) {
    const region = LANGUAGE_REGION[language];
    const ranges = languageProfiles[language].script.ranges;
    if (region && codes.some((c) => ranges.some(([lo, hi]) => c >= lo && c <= hi))) return region;
  }
  return null;
}

/** Where a given name is most common, or null for a name that says nothing. */
export function regionOfName(name: string, language?: Language): Region | null {
  const byScript = regionOfScript(name);
  if (byScript) return byScript;
  const first = normalise(name).split(/\s+/)[0] ?? "";
  const shared = language ? RULES[language].sharedNameRegion : null;
  if (shared && SHARED.has(first)) return shared;
  return tables().byName.get(first) ?? null;
}

/** The region a story's language and the places it names make likely for people it says nothing about. */
export function regionOfStory(sentences: string[], language: Language): Region | null {
  if (LANGUAGE_REGION[language]) return LANGUAGE_REGION[language];
  const counts = new Map<Region, number>();
  for (const s of sentences)
    for (const t of tokenize(s, language)) {
      const region = t.capitalised ? tables().byPlace.get(t.norm) : undefined;
      if (region) counts.set(region, (counts.get(region) ?? 0) + 1);
    }
  const [top] = [...counts].sort((a, b) => b[1] - a[1]);
  return top?.[0] ?? null;
}

/** Plain roles with hair variants in Fluent Emoji. */
const HAIRED = new Set(["woman", "man", "person"]);

/**
 * The look of a person: the name's region first, else the story's, else any tone; the same id always gets
 * the same look. `pick` is a stable hash of the character's id.
 */
export function likelyLook(
  o: { icon: string; name?: string; storyRegion: Region | null; language?: Language },
  pick: number,
): { icon: string; skinTone: Tone } {
  const region = (o.name ? regionOfName(o.name, o.language) : null) ?? o.storyRegion;
  const tones = region ? TONES[region] : ANY;
  const skinTone = tones[pick % tones.length] as Tone;
  // Now and then a fair northern name is drawn blond (a light tone's hair is dark in Fluent Emoji).
  const fair = o.name !== undefined && FAIR.has(normalise(o.name)) && (pick >>> 8) % 3 === 0;
  const icon = fair && HAIRED.has(o.icon) ? `${o.icon}-blonde-hair` : o.icon;
  return { icon, skinTone };
}

/** The hair a look is drawn with, in words for an image model ("black hair"), or null where none shows. */
export function hairOf(c: Pick<SceneCharacter, "icon" | "skinTone" | "kind">): string | null {
  if (c.kind !== "person") return null;
  if (c.icon.includes("blonde-hair")) return "blond hair";
  if (c.icon.includes("red-hair")) return "red hair";
  if (c.icon.includes("white-hair") || c.icon.startsWith("old-") || c.icon === "older-person")
    return "white hair";
  if (c.icon.includes("bald")) return "bald";
  const curly = c.icon.includes("curly-hair") ? "curly " : "";
  if (c.skinTone === "medium-light") return `${curly}brown hair`;
  return c.skinTone ? `${curly}black hair` : null;
}

/** Whether the look tables know a word as a place ("Florence", "Victoria"), whatever else it may name. */
export function knownPlace(word: string): boolean {
  return tables().byPlace.has(normalise(word));
}
