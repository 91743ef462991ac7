/**
 * Whether a scene's element belongs up in the air or on a wall (the sun, a cloud, a bird, a plane, a
 * balloon, a framed picture, a clock, a lantern), or stands on the ground like most things (food, baskets,
 * animals, furniture, vehicles, people). The composer stands the second kind on a ground line and lets the
 * first float. Decided from the illustration's name (a Fluent Emoji or Noto short name, skin tone aside):
 * the words of the sky the planner reads as weather and time of day (cloud, moon, sunrise), and the things
 * that fly or hang.
 */

/** Words of a name that make the thing one of the air or the wall ("crescent-moon", "mantelpiece-clock"). */
const AIR_WORDS = new Set([
  // The sky.
  "sun",
  "moon",
  "cloud",
  "star",
  "stars",
  "comet",
  "rainbow",
  "sparkles",
  "dizzy",
  "fireworks",
  "sparkler",
  "snowflake",
  "tornado",
  "cyclone",
  "fog",
  "lightning",
  "voltage",
  "droplet",
  "bubbles",
  "planet",
  "satellite",
  // What flies.
  "airplane",
  "helicopter",
  "rocket",
  "parachute",
  "saucer",
  "balloon",
  "kite",
  "bird",
  "dove",
  "eagle",
  "owl",
  "parrot",
  "bat",
  "butterfly",
  "honeybee",
  "bee",
  "mosquito",
  "fly",
  "ghost",
  "angel",
  "note",
  "notes",
  // What hangs on a wall or from a ceiling.
  "picture",
  "clock",
  "calendar",
  "map",
  "window",
  "lantern",
  "bulb",
  "chime",
  "bell",
  "mirror",
  "pinata",
  "streamer",
]);

/** Whole names that the words above do not reach, or reach wrongly. */
const AIR_NAMES = new Set([
  "sunrise",
  "sunset",
  "night-with-stars",
  "leaf-fluttering-in-wind",
  "high-voltage",
]);
const GROUND_NAMES = new Set([
  "bellhop-bell",
  "bell-pepper",
  "couch-and-lamp",
  "jack-o-lantern",
  "moon-cake",
  "moon-viewing-ceremony",
  "satellite-antenna",
]);

const SKIN_TONE = /-(light|medium-light|medium|medium-dark|dark)$/;

/** True for what floats or hangs (sky, flying things, wall things); false for what stands on the ground. */
export function floatsInAir(iconName: string): boolean {
  const name = iconName.replace(/^[a-z-]+:/, "").replace(SKIN_TONE, "");
  if (GROUND_NAMES.has(name)) return false;
  if (AIR_NAMES.has(name)) return true;
  return name.split("-").some((word) => AIR_WORDS.has(word));
}

/**
 * The plan names a lamp by its bulb's picture (the only lamp-like picture of the set that is no oil lamp or
 * candle): a lamp in a room or at a stall stands on its table as a table lamp, never a bulb in the air.
 */
const LAMP_NAMES = new Set(["light-bulb"]);

/** True for what is drawn as a table lamp standing on the table where there is one. */
export function standsAsLamp(iconName: string): boolean {
  return LAMP_NAMES.has(iconName.replace(/^[a-z-]+:/, ""));
}
