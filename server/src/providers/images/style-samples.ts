import type { ScenePlan } from "../../scene-plan/scene-plan-schema";

/** Each style's reference picture in the catalogue: one scene of a story that suits the style. */
const SAMPLES: Record<string, ScenePlan> = {
  cinematic: {
    characters: [
      {
        id: "rider",
        kind: "person",
        gender: "female",
        age: "adult",
        icon: "woman-climbing",
        skinTone: "medium",
      },
    ],
    objects: [{ icon: "backpack", word: "backpack" }],
    setting: { place: "mountains", indoor: false },
    time: "dusk",
    weather: "clear",
    mood: "hopeful",
  },
  anime: {
    characters: [
      { id: "girl", kind: "person", gender: "female", age: "child", icon: "girl", skinTone: "light" },
    ],
    objects: [
      { icon: "cat", word: "cat" },
      { icon: "kite", word: "kite" },
    ],
    setting: { place: "park", indoor: false },
    time: "day",
    weather: "clear",
    mood: "joyful",
  },
  watercolor: {
    characters: [
      {
        id: "gardener",
        kind: "person",
        gender: "female",
        age: "elder",
        icon: "old-woman",
        skinTone: "medium-light",
      },
    ],
    objects: [
      { icon: "tulip", word: "tulips" },
      { icon: "sunflower", word: "sunflower" },
    ],
    setting: { place: "countryside", indoor: false },
    time: "dawn",
    weather: "clear",
    mood: "calm",
  },
  "3d": {
    characters: [{ id: "robot", kind: "robot", gender: "unknown", age: "adult", icon: "robot" }],
    objects: [
      { icon: "light-bulb", word: "idea" },
      { icon: "gear", word: "gear" },
    ],
    setting: { place: "studio", indoor: true },
    time: "day",
    weather: "clear",
    mood: "hopeful",
  },
  comic: {
    characters: [
      {
        id: "hero",
        kind: "person",
        gender: "male",
        age: "adult",
        icon: "man-superhero",
        skinTone: "medium-dark",
      },
    ],
    objects: [{ icon: "high-voltage", word: "zap" }],
    setting: { place: "city", indoor: false },
    time: "day",
    weather: "clear",
    mood: "joyful",
  },
  minimal: {
    characters: [
      {
        id: "reader",
        kind: "person",
        gender: "male",
        age: "adult",
        icon: "man-office-worker",
        skinTone: "light",
      },
    ],
    objects: [
      { icon: "hot-beverage", word: "coffee" },
      { icon: "open-book", word: "book" },
    ],
    setting: { place: "cafe", indoor: true },
    time: "day",
    weather: "clear",
    mood: "calm",
  },
  neon: {
    characters: [
      {
        id: "singer",
        kind: "person",
        gender: "female",
        age: "adult",
        icon: "woman-singer",
        skinTone: "dark",
      },
    ],
    objects: [{ icon: "microphone", word: "microphone" }],
    setting: { place: "city", indoor: false },
    time: "night",
    weather: "clear",
    mood: "joyful",
  },
  vintage: {
    characters: [
      { id: "baker", kind: "person", gender: "male", age: "elder", icon: "old-man", skinTone: "medium" },
    ],
    objects: [
      { icon: "baguette-bread", word: "bread" },
      { icon: "bicycle", word: "bicycle" },
    ],
    setting: { place: "street", indoor: false },
    time: "dusk",
    weather: "clear",
    mood: "calm",
  },
};

export const styleSamplePlan = (motif: string): ScenePlan =>
  SAMPLES[motif] ?? (SAMPLES.cinematic as ScenePlan);
