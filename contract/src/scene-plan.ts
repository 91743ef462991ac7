import { z } from "zod";

/**
 * What one sentence's scene shows: who, what, where, when and the mood. The offline planner derives it from
 * the words (a multilingual lexicon); a writer model returns the same shape as structured output. The
 * illustrated scene composer draws it. Icons are Fluent Emoji names (`@iconify-json/fluent-emoji`).
 */
/** Every place a scene can be set in, and whether it is drawn as a room (indoors) or outdoors. */
const PLACE_IS_INDOOR = {
  street: false,
  market: false,
  shop: true,
  bakery: true,
  cafe: true,
  kitchen: true,
  home: true,
  office: true,
  school: true,
  hospital: true,
  stage: true,
  park: false,
  forest: false,
  mountains: false,
  beach: false,
  sea: false,
  desert: false,
  countryside: false,
  farm: false,
  city: false,
  space: false,
  studio: true,
  station: false,
  library: true,
  river: false,
  restaurant: true,
  square: false,
  harbour: false,
  garden: false,
  playground: false,
} as const;

type Place = keyof typeof PLACE_IS_INDOOR;
export const SCENE_PLACES = Object.keys(PLACE_IS_INDOOR) as [Place, ...Place[]];

export const scenePlaceSchema = z.enum(SCENE_PLACES);

/** The places that are drawn as a room (the rest are outdoors). */
export const INDOOR_PLACES: ReadonlySet<Place> = new Set(SCENE_PLACES.filter((p) => PLACE_IS_INDOOR[p]));
export type ScenePlace = z.infer<typeof scenePlaceSchema>;

/**
 * What a character does in the scene, from the sentence's verb: the composer draws the whole figure in this
 * pose (a head alone only in a close shot). "desk" is working at a desk; "ride" a bicycle or a horse.
 */
export const SCENE_ACTIONS = [
  "stand",
  "walk",
  "run",
  "sit",
  "cook",
  "eat",
  "drink",
  "read",
  "write",
  "desk",
  "dance",
  "carry",
  "hug",
  "talk",
  "sleep",
  "ride",
  "drive",
  "swim",
  "climb",
  "cry",
  "laugh",
  "wave",
  "kneel",
  "meditate",
  "play",
  "sing",
  "look",
  "push",
  "pull",
  "row",
  "throw",
  "pick",
  "plant",
  "clap",
  "fish",
  "give",
] as const;
export const sceneActionSchema = z.enum(SCENE_ACTIONS);
export type SceneAction = z.infer<typeof sceneActionSchema>;

/** Each action as the storyboard's "Who is in it" panel names it. */
export const SCENE_ACTION_LABELS: Record<SceneAction, string> = {
  stand: "Standing",
  walk: "Walking",
  run: "Running",
  sit: "Sitting",
  cook: "Cooking",
  eat: "Eating",
  drink: "Drinking",
  read: "Reading",
  write: "Writing",
  desk: "Working at a desk",
  dance: "Dancing",
  carry: "Carrying",
  hug: "Hugging",
  talk: "Talking",
  sleep: "Sleeping",
  ride: "Riding",
  drive: "Driving",
  swim: "Swimming",
  climb: "Climbing",
  cry: "Crying",
  laugh: "Laughing",
  wave: "Waving",
  kneel: "Kneeling",
  meditate: "Meditating",
  play: "Playing",
  sing: "Singing",
  look: "Looking",
  push: "Pushing",
  pull: "Pulling",
  row: "Rowing",
  throw: "Throwing",
  pick: "Picking",
  plant: "Planting",
  clap: "Clapping",
  fish: "Fishing",
  give: "Giving",
};

export const skinToneSchema = z.enum(["light", "medium-light", "medium", "medium-dark", "dark"]);

/** The colours a sentence gives a thing ("a red kite", "un parapluie noir"), each drawn by recolouring its icon. */
export const THING_COLOURS = [
  "red",
  "orange",
  "yellow",
  "green",
  "blue",
  "purple",
  "pink",
  "brown",
  "black",
  "white",
  "grey",
] as const;
export const thingColourSchema = z.enum(THING_COLOURS);
export type ThingColour = z.infer<typeof thingColourSchema>;

export const sceneCharacterSchema = z.object({
  /** Stable through the whole video: the same id is drawn with the same look in every scene. */
  id: z.string().min(1).max(60),
  name: z.string().max(60).optional(),
  kind: z.enum(["person", "animal", "robot"]),
  gender: z.enum(["female", "male", "unknown"]),
  age: z.enum(["child", "adult", "elder"]),
  /** Fluent Emoji icon name of the look, without skin tone (for example "woman-cook", "cat", "robot"). */
  icon: z.string().min(1).max(80),
  skinTone: skinToneSchema.optional(),
  /** The word of the sentence that names or refers to them, as written, for the moment they enter. */
  word: z.string().max(80).optional(),
  /** What they do (the sentence's verb); absent means standing, or the planner found no verb for them. */
  action: sceneActionSchema.optional().meta({
    description:
      "What the character does in this scene, drawn as their pose (this scene only: the look is the same " +
      "in every scene). Absent: standing.",
  }),
  /**
   * What they sit on when the sentence says it ("sat on a bench", "on a chair", "on the floor"): the
   * composer draws the seat under the seated figure. Absent: sitting on the ground, cross-legged.
   */
  seat: z.enum(["bench", "chair", "floor"]).optional(),
  /**
   * What their throw, push or pull is done to, as the sentence words it, where the scene has no picture of
   * it ("net" in "threw his net"): the figure's hands are drawn empty rather than holding a ball, a
   * suitcase or a cart in its place.
   */
  actsOn: z
    .string()
    .max(80)
    .optional()
    .meta({
      description:
        "What the character's throw, push or pull is done to, as the sentence words it, where the scene " +
        'has no picture of it ("net" in "threw his net"): drawn with empty hands, never another thing in ' +
        "its place. Absent: the pose holds what the scene draws, or its usual thing.",
    }),
  /** An animal's colour where the story gives one ("a grey dog"), part of its look in every scene. */
  colour: thingColourSchema.optional().meta({
    description:
      'An animal\'s colour where the story gives one ("a grey dog", "un chat noir"): its picture is ' +
      "drawn in it in every scene. People are never coloured. Absent: the picture's own colours.",
  }),
});

/** Each colour as the storyboard's "Things in the picture" panel names it. */
export const THING_COLOUR_LABELS: Record<ThingColour, string> = {
  red: "Red",
  orange: "Orange",
  yellow: "Yellow",
  green: "Green",
  blue: "Blue",
  purple: "Purple",
  pink: "Pink",
  brown: "Brown",
  black: "Black",
  white: "White",
  grey: "Grey",
};

export const sceneObjectSchema = z.object({
  /** Fluent Emoji icon name, for example "bread", "bicycle", "letter". */
  icon: z.string().min(1).max(80),
  /** The word of the sentence that names it, as written, for the moment it enters. */
  word: z.string().max(80),
  /** The colour the sentence gives it; absent: drawn in the icon's own colours. */
  colour: thingColourSchema.optional().meta({
    description: "The colour the sentence gives the thing (a red kite); absent: the picture's own colours.",
  }),
});

export const scenePlanSchema = z.object({
  characters: z.array(sceneCharacterSchema).max(3),
  objects: z.array(sceneObjectSchema).max(4),
  setting: z.object({ place: scenePlaceSchema, indoor: z.boolean() }),
  time: z.enum(["dawn", "day", "dusk", "night"]),
  weather: z.enum(["clear", "cloudy", "rain", "snow", "storm", "fog"]),
  mood: z.enum(["joyful", "calm", "tense", "sad", "hopeful", "neutral"]),
});

export type SceneCharacter = z.infer<typeof sceneCharacterSchema>;
export type SceneObject = z.infer<typeof sceneObjectSchema>;
export type ScenePlan = z.infer<typeof scenePlanSchema>;
