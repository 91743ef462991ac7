import { mix } from "../lib/svg";
import { type Finish, lookWith, person, type StyleModule, sampleScene } from "./style-module";

const SEPIA: Finish["grade"] = [
  [0.5, 0.55, 0.12],
  [0.42, 0.55, 0.1],
  [0.3, 0.42, 0.1],
];

/** Old film: a sepia grade, heavy grain and a vignette; cuts fade through black or to grey. */
export const vintageFilm: StyleModule = {
  assets: { icons: "fluent-emoji", treatment: "sepia-film" },
  catalogue: {
    name: "Vintage Film",
    description: "Sepia frames with sprocket holes, scratches, grain and a warm vignette.",
    palette: {
      primary: "#c8954f",
      secondary: "#6b4a2b",
      accent: "#f1dfb8",
      background: "#2a1d12",
      text: "#f6e7c8",
    },
    fontFamily: "Noto Serif",
    tags: ["vintage", "retro", "film", "nostalgic"],
  },
  look: (p) =>
    lookWith({
      tone: (c) => mix(c, p.primary, 0.2),
      front: "film",
      finish: { grade: SEPIA, grain: 0, vignette: 0.6 },
    }),
  motion: { entrance: "fade", transitions: ["fadeblack", "fadegrays"], cameraTravel: 1 },
  usualPlaces: [
    ["street", "dusk"],
    ["cafe", "day"],
    ["countryside", "dusk"],
    ["stage", "night"],
  ],
  samplePlan: sampleScene(
    [person("baker", "male", "elder", "old-man", "medium")],
    [
      ["baguette-bread", "bread"],
      ["bicycle", "bicycle"],
    ],
    "street",
    "dusk",
    "calm",
  ),
};
