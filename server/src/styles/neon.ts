import { mix, n } from "../lib/svg";
import { lookWith, person, type StyleModule, sampleScene } from "./style-module";

/** Night-city synthwave: dark shapes with glowing edges, a glowing grid; elements pop in, cuts flash. */
export const neon: StyleModule = {
  catalogue: {
    name: "Neon",
    description: "Night-city synthwave: glowing lines, a striped sun and a perspective grid.",
    palette: {
      primary: "#ff2bd6",
      secondary: "#19e3ff",
      accent: "#fffb7d",
      background: "#0a0620",
      text: "#ffffff",
    },
    fontFamily: "Inter",
    tags: ["neon", "synthwave", "night", "futuristic"],
  },
  look: (p) =>
    lookWith({
      tone: (c) => mix(c, p.background, 0.62),
      glow: p.secondary,
      shadow: "glow",
      iconFilter: (u) =>
        `<feGaussianBlur in="SourceAlpha" stdDeviation="${n(u * 1.4)}" result="b"/><feFlood flood-color="${p.primary}"/><feComposite in2="b" operator="in" result="g"/><feMerge><feMergeNode in="g"/><feMergeNode in="g"/><feMergeNode in="SourceGraphic"/></feMerge>`,
      finish: { grade: null, grain: 0, vignette: 0.15 },
    }),
  motion: { entrance: "pop", transitions: ["fadewhite", "fade"] },
  usualPlaces: [
    ["city", "night"],
    ["street", "night"],
    ["stage", "night"],
    ["space", "night"],
  ],
  samplePlan: sampleScene(
    [person("singer", "female", "adult", "woman-singer", "dark")],
    [["microphone", "microphone"]],
    "city",
    "night",
    "joyful",
  ),
};
