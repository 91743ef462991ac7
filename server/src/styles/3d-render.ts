import { mix, n } from "../lib/svg";
import { lookWith, type StyleModule, sampleScene } from "./style-module";

/** Glossy shaded shapes on a studio floor with soft drop shadows; elements pop in. */
export const render3d: StyleModule = {
  catalogue: {
    name: "3D Render",
    description: "Glossy shaded spheres and blocks on a studio floor with soft shadows.",
    palette: {
      primary: "#7c5cff",
      secondary: "#38d6c4",
      accent: "#ffb84d",
      background: "#e9e6f5",
      text: "#1f1a3a",
    },
    fontFamily: "Inter",
    tags: ["3d", "render", "modern", "product"],
  },
  look: (p) =>
    lookWith({
      tone: (c) => mix(mix(c, p.primary, 0.12), "#ffffff", 0.1),
      shaded: true,
      depthBlur: 0.7,
      iconFilter: (u) =>
        `<feDropShadow dx="${n(u * 0.6)}" dy="${n(u * 1.2)}" stdDeviation="${n(u * 1.2)}" flood-color="#1f1a3a" flood-opacity="0.35"/>`,
    }),
  motion: { entrance: "pop", transitions: ["circleopen", "smoothup", "fade"] },
  usualPlaces: [
    ["studio", "day"],
    ["office", "day"],
    ["city", "day"],
    ["home", "day"],
  ],
  samplePlan: sampleScene(
    [{ id: "robot", kind: "robot", gender: "unknown", age: "adult", icon: "robot" }],
    [
      ["light-bulb", "idea"],
      ["gear", "gear"],
    ],
    "studio",
    "day",
    "hopeful",
  ),
};
