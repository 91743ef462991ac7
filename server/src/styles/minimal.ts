import { mix } from "../lib/svg";
import { saturate } from "./filters";
import { lookWith, person, type StyleModule, sampleScene } from "./style-module";

/** Fluent Emoji's flat set on plain colour fields with hard shadows; elements slide in, scenes fade. */
export const minimal: StyleModule = {
  assets: { icons: "fluent-emoji-flat", treatment: "plain-fields" },
  catalogue: {
    name: "Minimal",
    description: "Flat calm colour fields, a few precise shapes and lots of space around clean type.",
    palette: {
      primary: "#222222",
      secondary: "#e8e4dc",
      accent: "#e4572e",
      background: "#f5f3ee",
      text: "#1a1a1a",
    },
    fontFamily: "Inter",
    tags: ["minimal", "clean", "flat", "elegant"],
  },
  look: (p) =>
    lookWith({
      tone: (c) => mix(c, p.secondary, 0.12),
      flat: true,
      banded: true,
      plain: true,
      shadow: "hard",
      iconFilter: () => saturate(0.85),
    }),
  motion: { entrance: "slide", transitions: ["fade"], cameraTravel: 1 },
  usualPlaces: [
    ["home", "day"],
    ["office", "day"],
    ["park", "day"],
    ["cafe", "day"],
  ],
  samplePlan: sampleScene(
    [person("reader", "male", "adult", "man-office-worker", "light")],
    [
      ["hot-beverage", "coffee"],
      ["open-book", "book"],
    ],
    "cafe",
    "day",
    "calm",
  ),
};
