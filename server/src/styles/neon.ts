import { mix, n } from "../lib/svg";
import { lookWith, person, type StyleModule, sampleScene } from "./style-module";

/**
 * Night-city synthwave: Fluent Emoji's high-contrast line art as neon tubes (a pale core in a coloured
 * glow), dark shapes with glowing edges, a glowing grid; elements pop in, cuts flash.
 */
export const neon: StyleModule = {
  assets: { icons: "fluent-emoji-high-contrast", treatment: "neon-line-glow" },
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
        `<feFlood flood-color="${p.primary}"/><feComposite in2="SourceAlpha" operator="in" result="tube"/><feGaussianBlur in="tube" stdDeviation="${n(u * 0.5)}" result="near"/><feGaussianBlur in="tube" stdDeviation="${n(u * 1.6)}" result="far"/><feFlood flood-color="${mix(p.secondary, "#ffffff", 0.55)}"/><feComposite in2="SourceAlpha" operator="in" result="core"/><feMerge><feMergeNode in="far"/><feMergeNode in="far"/><feMergeNode in="near"/><feMergeNode in="core"/></feMerge>`,
      finish: { grade: null, grain: 0, vignette: 0.15 },
    }),
  motion: { entrance: "pop", transitions: ["fadewhite", "fade"], cameraTravel: 1 },
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
