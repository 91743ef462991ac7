import { mix } from "../lib/svg";
import { outline, saturate } from "./filters";
import { lookWith, person, type StyleModule, sampleScene } from "./style-module";

/** Cel shading: eight flat steps of each channel (in sRGB, so dark skin keeps its tones). */
const CEL = "0.04 0.17 0.3 0.43 0.57 0.7 0.84 0.97";

/** Bright cel-shaded skies in bands, outlined shapes, elements that slide in. */
export const anime: StyleModule = {
  assets: { icons: "fluent-emoji", treatment: "cel-line" },
  catalogue: {
    name: "Anime",
    description: "Bright cel-shaded skies, puffy clouds and sparkles, bold outlined lettering.",
    palette: {
      primary: "#ff7eb6",
      secondary: "#6ec8ff",
      accent: "#fff27a",
      background: "#bfe6ff",
      text: "#ffffff",
    },
    fontFamily: "Noto Sans",
    tags: ["anime", "colorful", "playful", "illustration"],
  },
  look: (p) =>
    lookWith({
      tone: (c) => mix(mix(c, "#ffffff", 0.12), p.secondary, 0.12),
      banded: true,
      behind: "light-shafts",
      ink: [mix(p.secondary, "#1b2a5a", 0.7), 0.45],
      shadow: "ink",
      iconFilter: (u) =>
        `${saturate(1.2)}<feComponentTransfer result="cel">${["R", "G", "B"].map((c) => `<feFunc${c} type="discrete" tableValues="${CEL}"/>`).join("")}</feComponentTransfer>${outline("#1b2a5a", u * 0.6, "cel")}`,
    }),
  motion: { entrance: "slide", transitions: ["smoothleft", "smoothup", "slideleft"], cameraTravel: 1 },
  usualPlaces: [
    ["park", "day"],
    ["countryside", "day"],
    ["school", "day"],
    ["beach", "day"],
  ],
  samplePlan: sampleScene(
    [person("girl", "female", "child", "girl", "light")],
    [
      ["cat", "cat"],
      ["kite", "kite"],
    ],
    "park",
    "day",
    "joyful",
  ),
};
