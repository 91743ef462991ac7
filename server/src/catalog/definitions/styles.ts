import type { StyleEntry } from "../types";

/** The visual styles. Palette, motif and font drive the local scene renderer; reference_url is filled by the seed. */
export type StyleDefinition = Omit<StyleEntry, "public"> & {
  id: string;
  name: string;
  description: string;
  tags: string[];
  /** Sample words drawn on the reference image. */
  sampleKeywords: string[];
};

export const styleDefinitions: StyleDefinition[] = [
  {
    id: "cinematic",
    name: "Cinematic",
    description: "Film drama: golden-hour light over dark teal, shallow depth of field, fine film grain.",
    palette: {
      primary: "#f2a65a",
      secondary: "#1d3c45",
      accent: "#ffd9a0",
      background: "#0b1a20",
      text: "#fff4e0",
    },
    motif: "cinematic",
    fontFamily: "Noto Serif",
    tags: ["cinematic", "dramatic", "film", "moody"],
    sampleKeywords: ["The Journey", "begins at dawn"],
  },
  {
    id: "anime",
    name: "Anime",
    description: "Bright cel-shaded skies, puffy clouds and sparkles, bold outlined lettering.",
    palette: {
      primary: "#ff7eb6",
      secondary: "#6ec8ff",
      accent: "#fff27a",
      background: "#bfe6ff",
      text: "#ffffff",
    },
    motif: "anime",
    fontFamily: "Noto Sans",
    tags: ["anime", "colorful", "playful", "illustration"],
    sampleKeywords: ["Summer Sky", "a new adventure"],
  },
  {
    id: "watercolor",
    name: "Watercolor",
    description: "Soft pigment blooms on textured paper, gentle edges and hand-lettered serif type.",
    palette: {
      primary: "#4a90d9",
      secondary: "#f2899a",
      accent: "#f4bf5a",
      background: "#fbf6ec",
      text: "#2f3440",
    },
    motif: "watercolor",
    fontFamily: "Noto Serif",
    tags: ["watercolor", "soft", "artistic", "painterly"],
    sampleKeywords: ["Quiet Garden", "in full bloom"],
  },
  {
    id: "3d-render",
    name: "3D Render",
    description: "Glossy shaded spheres and blocks on a studio floor with soft shadows.",
    palette: {
      primary: "#7c5cff",
      secondary: "#38d6c4",
      accent: "#ffb84d",
      background: "#e9e6f5",
      text: "#1f1a3a",
    },
    motif: "3d",
    fontFamily: "Inter",
    tags: ["3d", "render", "modern", "product"],
    sampleKeywords: ["Build It", "shape by shape"],
  },
  {
    id: "comic",
    name: "Comic",
    description: "Inked panels, halftone dots, a starburst and shouting caps in primary colours.",
    palette: {
      primary: "#ffd23f",
      secondary: "#ee4266",
      accent: "#3bceac",
      background: "#fffbea",
      text: "#111111",
    },
    motif: "comic",
    fontFamily: "Noto Sans",
    tags: ["comic", "pop art", "bold", "fun"],
    sampleKeywords: ["Boom!", "the hero arrives"],
  },
  {
    id: "minimal",
    name: "Minimal",
    description: "Flat calm colour fields, a few precise shapes and lots of space around clean type.",
    palette: {
      primary: "#222222",
      secondary: "#e8e4dc",
      accent: "#e4572e",
      background: "#f5f3ee",
      text: "#1a1a1a",
    },
    motif: "minimal",
    fontFamily: "Inter",
    tags: ["minimal", "clean", "flat", "elegant"],
    sampleKeywords: ["Less is more", "focus"],
  },
  {
    id: "neon",
    name: "Neon",
    description: "Night-city synthwave: glowing lines, a striped sun and a perspective grid.",
    palette: {
      primary: "#ff2bd6",
      secondary: "#19e3ff",
      accent: "#fffb7d",
      background: "#0a0620",
      text: "#ffffff",
    },
    motif: "neon",
    fontFamily: "Inter",
    tags: ["neon", "synthwave", "night", "futuristic"],
    sampleKeywords: ["Night Drive", "city lights"],
  },
  {
    id: "vintage-film",
    name: "Vintage Film",
    description: "Sepia frames with sprocket holes, scratches, grain and a warm vignette.",
    palette: {
      primary: "#c8954f",
      secondary: "#6b4a2b",
      accent: "#f1dfb8",
      background: "#2a1d12",
      text: "#f6e7c8",
    },
    motif: "vintage",
    fontFamily: "Noto Serif",
    tags: ["vintage", "retro", "film", "nostalgic"],
    sampleKeywords: ["Once Upon", "a time"],
  },
];
