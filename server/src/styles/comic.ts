import { mix } from "../lib/svg";
import { outline, saturate } from "./filters";
import { lookWith, person, type StyleModule, sampleScene } from "./style-module";

/** Fluent Emoji's flat set in thick ink over inked flat shapes and halftone dots; elements pop in, panels wipe. */
export const comic: StyleModule = {
  assets: { icons: "fluent-emoji-flat", treatment: "ink-halftone" },
  catalogue: {
    name: "Comic",
    description: "Inked panels, halftone dots, a starburst and shouting caps in primary colours.",
    palette: {
      primary: "#ffd23f",
      secondary: "#ee4266",
      accent: "#3bceac",
      background: "#fffbea",
      text: "#111111",
    },
    fontFamily: "Noto Sans",
    tags: ["comic", "pop art", "bold", "fun"],
  },
  look: (p) =>
    lookWith({
      tone: (c) => mix(c, p.primary, 0.12),
      flat: true,
      ink: ["#111111", 0.7],
      behind: "starburst",
      shadow: "ink",
      iconFilter: (u) => `${saturate(1.35)}${outline("#111111", u * 1.0, "sat")}`,
    }),
  motion: { entrance: "pop", transitions: ["wipeleft", "slideup", "wiperight"], cameraTravel: 1 },
  usualPlaces: [
    ["city", "day"],
    ["street", "day"],
    ["space", "night"],
    ["stage", "night"],
  ],
  samplePlan: sampleScene(
    [person("hero", "male", "adult", "man-superhero", "medium-dark")],
    [["high-voltage", "zap"]],
    "city",
    "day",
    "joyful",
  ),
};
