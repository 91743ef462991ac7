import { mix } from "../lib/svg";
import { type Finish, lookWith, person, type StyleModule, sampleScene } from "./style-module";

/** Teal shadows, amber highlights: red and blue pulled apart a little. */
const TEAL_AMBER: Finish["grade"] = [
  [1.16, 0.04, -0.12],
  [-0.02, 1.02, 0.02],
  [-0.08, 0.12, 0.9],
];

/**
 * Film drama with Fluent Emoji's 3D renders (the nearest to photographed people and things): a sky deep at
 * the top and hazy at the horizon, a ground that darkens toward the viewer, the backdrop out of focus, a
 * teal-and-amber grade, grain and a vignette; cuts that fade through black.
 */
export const cinematic: StyleModule = {
  assets: { icons: "fluent-emoji-3d", treatment: "film-grade-haze" },
  catalogue: {
    name: "Cinematic",
    description: "Film drama: golden-hour light over dark teal, shallow depth of field, fine film grain.",
    palette: {
      primary: "#f2a65a",
      secondary: "#1d3c45",
      accent: "#ffd9a0",
      background: "#0b1a20",
      text: "#fff4e0",
    },
    fontFamily: "Noto Serif",
    tags: ["cinematic", "dramatic", "film", "moody"],
  },
  look: (p) =>
    lookWith({
      tone: (c) => mix(c, p.secondary, 0.3),
      depthBlur: 1.1,
      haze: 1,
      iconFilter: () =>
        `<feComponentTransfer><feFuncR type="gamma" exponent="0.95" amplitude="1.04"/><feFuncB type="gamma" exponent="1.05" amplitude="0.96"/></feComponentTransfer>`,
      finish: { grade: TEAL_AMBER, grain: 0.12, vignette: 0.34 },
    }),
  motion: { entrance: "fade", transitions: ["fadeblack", "fade"], cameraTravel: 0.5 },
  usualPlaces: [
    ["mountains", "dusk"],
    ["city", "night"],
    ["sea", "dawn"],
    ["desert", "dusk"],
  ],
  samplePlan: sampleScene(
    [person("rider", "female", "adult", "woman-climbing", "medium")],
    [["backpack", "backpack"]],
    "mountains",
    "dusk",
    "hopeful",
  ),
};
