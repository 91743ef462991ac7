import { mix } from "../lib/svg";
import { type Finish, lookWith, person, type StyleModule, sampleScene } from "./style-module";

/** Teal shadows, amber highlights: red and blue pulled apart a little. */
const TEAL_AMBER: Finish["grade"] = [
  [1.08, 0.02, -0.06],
  [0.0, 1.0, 0.02],
  [-0.04, 0.06, 0.94],
];

/** Film drama: a teal-and-amber grade, a little depth of field and grain, cuts that fade through black. */
export const cinematic: StyleModule = {
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
      tone: (c) => mix(c, p.secondary, 0.22),
      depthBlur: 0.3,
      iconFilter: () =>
        `<feComponentTransfer><feFuncR type="gamma" exponent="0.95" amplitude="1.04"/><feFuncB type="gamma" exponent="1.05" amplitude="0.96"/></feComponentTransfer>`,
      finish: { grade: TEAL_AMBER, grain: 0.08, vignette: 0.22 },
    }),
  motion: { entrance: "fade", transitions: ["fadeblack", "fade"] },
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
