import type { ScenePlace, ScenePlan } from "./scene-plan-schema";

export type Gender = "female" | "male" | "unknown";
export type Age = "child" | "adult" | "elder";

/**
 * What a word can stand for in a scene. People are a role (a job like "cook" or a plain "person" / "child" /
 * "elder") whose icon depends on gender; the rest carry their Fluent Emoji icon name.
 */
export type Concept =
  | {
      kind: "person";
      id: string;
      role: string;
      gender: Gender;
      age: Age;
      /** Someone a word names only through a translation's sense ("el revisor", "les voyageurs"): drawn
       * where the scene has room beside the people the story follows, never in their place. */
      passing?: true;
    }
  | { kind: "animal"; id: string; icon: string }
  | { kind: "robot"; id: string; icon: string }
  | { kind: "object"; icon: string }
  | {
      kind: "place";
      place: ScenePlace;
      icon?: string;
      /** A part of the place (a balcony of a home) or a trade's place (the barber's shop): gives way to
       * another place the sentence names. */
      yields?: true;
      /** Says where only while the story has named no place (a birthday is at home, a lesson at school). */
      hint?: true;
      /** A hint from a room or a building a thing is named by ("the kitchen window", "स्कूल बस"): it says
       * more than the other hints of the sentence. */
      owner?: true;
      /** Outdoors around a building (a roof, a yard): wins over the building the sentence names with it,
       * whose it is ("the roof of the house" is outdoors), and gives way to a street or a town. */
      around?: true;
      /** The way to a place named as its goal ("on her way to school"): drawn as the street, and the way out
       * of a wild place the story is in stays there. */
      way?: true;
    }
  | { kind: "time"; time: ScenePlan["time"] }
  | { kind: "weather"; weather: ScenePlan["weather"] }
  | { kind: "mood"; mood: ScenePlan["mood"] };

/** Roles with a neutral, a woman and a man icon in Fluent Emoji ("cook", "woman-cook", "man-cook"). */
export const JOBS = [
  "cook",
  "farmer",
  "teacher",
  "student",
  "artist",
  "astronaut",
  "factory-worker",
  "firefighter",
  "health-worker",
  "judge",
  "mechanic",
  "office-worker",
  "pilot",
  "scientist",
  "singer",
  "technologist",
  "police-officer",
  "construction-worker",
  "guard",
  "detective",
] as const;

/** Icons of the roles that are not jobs, by gender. */
const PLAIN_ROLES: Record<string, Record<Gender, string>> = {
  person: { female: "woman", male: "man", unknown: "person" },
  child: { female: "girl", male: "boy", unknown: "child" },
  elder: { female: "old-woman", male: "old-man", unknown: "older-person" },
  baby: { female: "baby", male: "baby", unknown: "baby" },
  royal: { female: "princess", male: "prince", unknown: "person-with-crown" },
  claus: { female: "mrs-claus", male: "santa-claus", unknown: "mx-claus" },
};

/** The Fluent Emoji icon of a role for a gender, falling back to the neutral one when a variant is missing. */
export function personIcon(role: string, gender: Gender, has: (icon: string) => boolean): string {
  const plain = PLAIN_ROLES[role];
  if (plain) return has(plain[gender]) ? plain[gender] : plain.unknown;
  const gendered = gender === "female" ? `woman-${role}` : gender === "male" ? `man-${role}` : role;
  if (has(gendered)) return gendered;
  if (has(role)) return role;
  return PLAIN_ROLES.person?.[gender] ?? "person";
}

export function ageOfRole(role: string): Age {
  return role === "child" || role === "baby" ? "child" : role === "elder" ? "elder" : "adult";
}

/** The person concept of an English CLDR short name ("woman cook" → cook, female), or null. */
function personOf(slug: string): Concept | null {
  const plain: Record<string, [string, Gender]> = {
    person: ["person", "unknown"],
    woman: ["person", "female"],
    man: ["person", "male"],
    child: ["child", "unknown"],
    girl: ["child", "female"],
    boy: ["child", "male"],
    "older-person": ["elder", "unknown"],
    "old-woman": ["elder", "female"],
    "old-man": ["elder", "male"],
    baby: ["baby", "unknown"],
    princess: ["royal", "female"],
    prince: ["royal", "male"],
    "person-with-crown": ["royal", "unknown"],
    "santa-claus": ["claus", "male"],
    "mrs-claus": ["claus", "female"],
    "mx-claus": ["claus", "unknown"],
  };
  const p = plain[slug];
  if (p) return { kind: "person", id: slug, role: p[0], gender: p[1], age: ageOfRole(p[0]) };
  const m = /^(?:(woman|man)-)?(.+)$/.exec(slug);
  const job = m?.[2];
  if (job && (JOBS as readonly string[]).includes(job)) {
    const gender: Gender = m?.[1] === "woman" ? "female" : m?.[1] === "man" ? "male" : "unknown";
    return { kind: "person", id: job, role: job, gender, age: "adult" };
  }
  return null;
}

/** Emoji that set the scene rather than stand in it. */
const PLACE_ICONS: Record<string, ScenePlace> = {
  house: "home",
  "house-with-garden": "home",
  houses: "home",
  hut: "home",
  "office-building": "office",
  school: "school",
  hospital: "hospital",
  "convenience-store": "shop",
  "department-store": "shop",
  "snow-capped-mountain": "mountains",
  mountain: "mountains",
  "mount-fuji": "mountains",
  "beach-with-umbrella": "beach",
  "desert-island": "beach",
  desert: "desert",
  "national-park": "park",
  cityscape: "city",
  "water-wave": "sea",
  "milky-way": "space",
  "ringed-planet": "space",
  "circus-tent": "stage",
  stadium: "stage",
  camping: "forest",
};

const WEATHER_ICONS: Record<string, ScenePlan["weather"]> = {
  cloud: "cloudy",
  "sun-behind-cloud": "cloudy",
  "sun-behind-large-cloud": "cloudy",
  "cloud-with-rain": "rain",
  "sun-behind-rain-cloud": "rain",
  "cloud-with-snow": "snow",
  snowflake: "snow",
  "cloud-with-lightning": "storm",
  "cloud-with-lightning-and-rain": "storm",
  tornado: "storm",
  cyclone: "storm",
  fog: "fog",
  foggy: "fog",
};

const TIME_ICONS: Record<string, ScenePlan["time"]> = {
  sunrise: "dawn",
  "sunrise-over-mountains": "dawn",
  sunset: "dusk",
  "cityscape-at-dusk": "dusk",
  "night-with-stars": "night",
  "crescent-moon": "night",
  "full-moon": "night",
};

/**
 * Pictures whose keywords name a thing the picture is not about: the only bridge is a city lit at night, and a
 * bridge in a story says nothing of the hour.
 */
const UNDRAWN_SCENES = new Set(["bridge-at-night"]);

/** Code point ranges of drawable things: nature, food, places, animals, clothes, objects, vehicles. */
const DRAWABLE: [number, number][] = [
  [0x1f300, 0x1f321],
  [0x1f324, 0x1f393],
  [0x1f396, 0x1f3c1],
  [0x1f3c5, 0x1f3c6],
  [0x1f3c8, 0x1f3c9],
  [0x1f3cd, 0x1f3f0],
  [0x1f3f5, 0x1f43c],
  [0x1f451, 0x1f462],
  [0x1f466, 0x1f47e],
  [0x1f482, 0x1f482],
  [0x1f484, 0x1f48e],
  [0x1f490, 0x1f490],
  [0x1f492, 0x1f492],
  [0x1f4a1, 0x1f4a1],
  [0x1f4b0, 0x1f4b0],
  [0x1f4b3, 0x1f4da],
  [0x1f4dc, 0x1f4e6],
  [0x1f4f0, 0x1f4fd],
  [0x1f50b, 0x1f52e],
  [0x1f54b, 0x1f54e],
  [0x1f56f, 0x1f570],
  [0x1f575, 0x1f579],
  [0x1f58a, 0x1f58d],
  [0x1f5a5, 0x1f5de],
  [0x1f5fa, 0x1f5ff],
  [0x1f680, 0x1f6aa],
  [0x1f6b2, 0x1f6b2],
  [0x1f6bd, 0x1f6c1],
  [0x1f6cb, 0x1f6d2],
  [0x1f6d5, 0x1f6df],
  [0x1f6e0, 0x1f6fc],
  [0x1f916, 0x1f916],
  [0x1f934, 0x1f934],
  [0x1f936, 0x1f936],
  [0x1f941, 0x1f96f],
  [0x1f97b, 0x1f9b4],
  [0x1f9ba, 0x1f9ba],
  [0x1f9bc, 0x1f9bd],
  [0x1f9c0, 0x1f9cb],
  [0x1f9d1, 0x1f9d3],
  [0x1f9e2, 0x1f9ff],
  [0x1fa70, 0x1fa74],
  [0x1fa78, 0x1fabf],
  [0x1fac5, 0x1fac5],
  [0x1face, 0x1fadb],
  [0x2600, 0x2604],
  [0x260e, 0x260e],
  [0x2614, 0x2615],
  [0x2618, 0x2618],
  [0x2693, 0x2694],
  [0x2696, 0x2697],
  [0x2699, 0x2699],
  [0x26b0, 0x26b1],
  [0x26bd, 0x26be],
  [0x26c4, 0x26c8],
  [0x26cf, 0x26cf],
  [0x26d1, 0x26d1],
  [0x26e9, 0x26fa],
  [0x26fd, 0x26fd],
  [0x2702, 0x2702],
  [0x2708, 0x2709],
  [0x270f, 0x270f],
  [0x2712, 0x2712],
  [0x2744, 0x2744],
  [0x231a, 0x231b],
  [0x2328, 0x2328],
  [0x23f0, 0x23f3],
];

const ANIMALS: [number, number][] = [
  [0x1f400, 0x1f43c],
  [0x1f54a, 0x1f54a],
  [0x1f577, 0x1f577],
  [0x1f980, 0x1f99f],
  [0x1f9a1, 0x1f9ae],
  [0x1fab0, 0x1fab3],
  [0x1fabc, 0x1fabc],
  [0x1fabf, 0x1fabf],
  [0x1face, 0x1facf],
];

/** Parts of a short name that mark a symbol, a gesture or a body part rather than something to draw. */
const MISLEADING_PARTS = new Set([
  "face",
  "hand",
  "hands",
  "finger",
  "fingers",
  "fist",
  "thumbs",
  "heart",
  "hearts",
  "sign",
  "button",
  "arrow",
  "arrows",
  "flag",
  "flags",
  "mark",
  "symbol",
  "circle",
  "square",
  "prints",
  "nose",
  "speech",
  "thought",
  "anger",
  "no",
  "prohibited",
  "room",
  "closet",
  "oclock",
  "thirty",
  "keycap",
  "blood",
]);

const inRanges = (cp: number, ranges: [number, number][]) => ranges.some(([a, b]) => cp >= a && cp <= b);

/**
 * The concept an emoji stands for, from its English CLDR short name as a Fluent Emoji icon name, or null for
 * what a scene should not draw (faces, gestures, symbols, flags, keycaps, activities of people).
 */
export function conceptOfEmoji(emoji: string, slug: string): Concept | null {
  const cp = emoji.codePointAt(0) ?? 0;
  if (!inRanges(cp, DRAWABLE)) return null;
  const person = personOf(slug);
  if (person) return person;
  // Animal heads ("dog face") stand for the animal.
  const headless = slug.endsWith("-face") ? slug.slice(0, -5) : slug;
  if (slug.split("-").some((part) => MISLEADING_PARTS.has(part)) && headless === slug) return null;
  if (UNDRAWN_SCENES.has(slug)) return null;
  if (/^(man|woman|person|men|women|people)(-|$)/.test(slug)) return null;
  if (cp >= 0x1f466 && cp <= 0x1f487 && slug !== "ghost" && slug !== "alien" && slug !== "crown") return null;
  if (slug === "robot") return { kind: "robot", id: "robot", icon: "robot" };
  if (inRanges(cp, ANIMALS)) return { kind: "animal", id: headless, icon: headless };
  const place = PLACE_ICONS[slug];
  if (place) return { kind: "place", place };
  const weather = WEATHER_ICONS[slug];
  if (weather) return { kind: "weather", weather };
  const time = TIME_ICONS[slug];
  if (time) return { kind: "time", time };
  return { kind: "object", icon: slug };
}

/** A Fluent Emoji icon name from an English CLDR short name ("woman cook" → "woman-cook"). */
export function slugOf(shortName: string): string {
  return shortName
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[’'.!()“”,:]/g, "")
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The icon a concept is drawn with (people: their role's icon for the gender). */
export function iconOf(concept: Concept, has: (icon: string) => boolean): string | null {
  switch (concept.kind) {
    case "person":
      return personIcon(concept.role, concept.gender, has);
    case "animal":
    case "robot":
    case "object":
      return concept.icon;
    case "place":
      return concept.icon ?? null;
    default:
      return null;
  }
}

/** Two concepts that draw the same thing (a woman cook and a cook are one role). */
export function sameThing(a: Concept, b: Concept): boolean {
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case "person":
      return b.kind === "person" && a.role === b.role;
    case "animal":
    case "robot":
    case "object":
      return (b as { icon: string }).icon === a.icon;
    case "place":
      return b.kind === "place" && a.place === b.place && a.icon === b.icon;
    case "time":
      return b.kind === "time" && a.time === b.time;
    case "weather":
      return b.kind === "weather" && a.weather === b.weather;
    case "mood":
      return b.kind === "mood" && a.mood === b.mood;
  }
}
