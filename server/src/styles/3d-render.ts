import { mix, n } from "../lib/svg";
import { lookWith, type StyleModule, sampleScene } from "./style-module";

/**
 * Fluent Emoji's 3D renders under a soft key light, on shaded shapes with a blurred backdrop (depth of
 * field) and soft drop shadows; elements pop in.
 */
export const render3d: StyleModule = {
  assets: { icons: "fluent-emoji-3d", treatment: "soft-studio-light" },
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
      tone: (c) => mix(mix(c, p.primary, 0.14), p.background, 0.3),
      shaded: true,
      depthBlur: 1.6,
      light: "#fff1d6",
      behind: "bokeh",
      iconFilter: (u) =>
        `<feDropShadow dx="${n(u * 0.8)}" dy="${n(u * 1.6)}" stdDeviation="${n(u * 1.6)}" flood-color="#1f1a3a" flood-opacity="0.4"/>`,
      finish: { grade: null, grain: 0, vignette: 0.12 },
    }),
  motion: { entrance: "pop", transitions: ["circleopen", "smoothup", "fade"], cameraTravel: 1 },
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
