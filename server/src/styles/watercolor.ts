import { mix, n } from "../lib/svg";
import { lookWith, person, type StyleModule, sampleScene } from "./style-module";

/** Soft pigment on paper: the backdrop bleeds, the illustrations wobble, elements fade in. */
export const watercolor: StyleModule = {
  assets: { icons: "fluent-emoji-flat", treatment: "pigment-paper" },
  catalogue: {
    name: "Watercolor",
    description: "Soft pigment blooms on textured paper, gentle edges and hand-lettered serif type.",
    palette: {
      primary: "#4a90d9",
      secondary: "#f2899a",
      accent: "#f4bf5a",
      background: "#fbf6ec",
      text: "#2f3440",
    },
    fontFamily: "Noto Serif",
    tags: ["watercolor", "soft", "artistic", "painterly"],
  },
  look: (p) =>
    lookWith({
      tone: (c) => mix(c, p.background, 0.38),
      bleed: true,
      behind: "washes",
      backdropScale: 0.34,
      iconFilter: (u) =>
        `<feTurbulence type="fractalNoise" baseFrequency="0.03" numOctaves="2" seed="5"/><feDisplacementMap in="SourceGraphic" scale="${n(u * 1.2)}" xChannelSelector="R" yChannelSelector="G"/><feGaussianBlur stdDeviation="${n(u * 0.2)}" result="wobble"/><feColorMatrix in="wobble" type="matrix" values="0.85 0.1 0.05 0 0.04  0.05 0.85 0.1 0 0.04  0.05 0.1 0.85 0 0.04  0 0 0 0.92 0"/>`,
      finish: { grade: null, grain: 0, vignette: 0 },
    }),
  motion: { entrance: "fade", transitions: ["fade", "smoothleft"], cameraTravel: 1 },
  usualPlaces: [
    ["countryside", "day"],
    ["park", "dawn"],
    ["sea", "day"],
    ["forest", "day"],
  ],
  samplePlan: sampleScene(
    [person("gardener", "female", "elder", "old-woman", "medium-light")],
    [
      ["tulip", "tulips"],
      ["sunflower", "sunflower"],
    ],
    "countryside",
    "dawn",
    "calm",
  ),
};
