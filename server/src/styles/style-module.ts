import {
  INDOOR_PLACES,
  type SceneCharacter,
  type ScenePlace,
  type ScenePlan,
} from "@reelsmith/contract/scene-plan";

/**
 * Everything one visual style is, in one module per style (server/src/styles/<id>.ts): its catalogue entry,
 * how it paints an illustrated scene, how it moves, the places it draws when a scene names none, and the
 * scene of its reference picture. index.ts lists them by StyleId.
 */
export interface StyleModule {
  catalogue: StyleCatalogueEntry;
  /** What its scenes are drawn with and how they are treated (illustration/style-assets.ts). */
  assets: StyleAssets;
  /** The look for the palette the catalogue holds (the seed's copy of `catalogue.palette`). */
  look: (p: Palette) => StyleLook;
  motion: StyleMotion;
  /** Settings taken in turn by scene when a scene without a plan names none (plan-from-words.ts). */
  usualPlaces: [ScenePlace, ScenePlan["time"]][];
  /** The scene drawn as the style's reference picture in the catalogue. */
  samplePlan: ScenePlan;
}

/**
 * The Fluent Emoji rendering a style draws its people and things in: the colour set (gradients), the 3D
 * renders (images), the flat set (solid fills) or the high-contrast set (line art).
 */
export type AssetSet =
  | "fluent-emoji"
  | "fluent-emoji-3d"
  | "fluent-emoji-flat"
  | "fluent-emoji-high-contrast";

/** The name of a style's treatment of its scenes: what its look does, for the style test and the docs. */
export type Treatment =
  | "soft-studio-light"
  | "film-grade-haze"
  | "plain-fields"
  | "cel-line"
  | "ink-halftone"
  | "pigment-paper"
  | "neon-line-glow"
  | "sepia-film";

export interface StyleAssets {
  icons: AssetSet;
  treatment: Treatment;
}

export interface Palette {
  primary: string;
  secondary: string;
  accent: string;
  background: string;
  text: string;
}

/** The style as the catalogue lists it (the seed adds its id and reference picture). */
export interface StyleCatalogueEntry {
  name: string;
  description: string;
  palette: Palette;
  fontFamily: string;
  tags: string[];
}

/**
 * How a style treats an illustrated scene: the colours of the backdrop (the place's natural colours pulled
 * toward the style's palette), how shapes are painted (flat, inked, glowing, shaded), the filter over the
 * illustrations and the finish over the whole frame (grade, grain, vignette).
 */
export interface StyleLook {
  /** Maps a natural colour (a wall, grass, the sky) into the style. */
  tone: (c: string) => string;
  /** Skies in solid bands instead of a gradient. */
  banded: boolean;
  /** No gradients at all on shapes (minimal, comic). */
  flat: boolean;
  /** Shapes shaded from a light top to a darker bottom (3D). */
  shaded: boolean;
  /** Shape outline: [colour, width in units], or null. */
  ink: [string, number] | null;
  /** Neon: shapes dark with glowing edges of this colour. */
  glow: string | null;
  /** Watercolor: the backdrop's shapes bleed and the paper shows. */
  bleed: boolean;
  /** How elements stand on the ground. */
  shadow: "soft" | "hard" | "glow" | "ink";
  /** Depth of field: the backdrop's blur, in units (1/100 of the width); 0 for sharp. */
  depthBlur: number;
  /** The backdrop is drawn at this fraction of the frame's size and scaled up (soft looks afford less). */
  backdropScale: number;
  /** Minimal: the backdrop is plain colour fields (wall and floor, or sky and ground), nothing on them. */
  plain: boolean;
  /** Cinematic: 0..1, a photographic sky (deep at the top, pale at the horizon), haze over the far ground and
   * a ground that darkens toward the viewer. */
  haze: number;
  /** 3D: the colour of a soft key light from the upper left (a glow, a bounce on the floor); null for none. */
  light: string | null;
  /** Drawn over the place, behind the story's elements (illustration/backdrop-style.ts): Comic's
   * starburst and print dots, Anime's hard-edged light shafts and sparkles, Watercolor's pigment blooms,
   * 3D Render's bokeh (blurred with the backdrop). */
  behind: "starburst" | "light-shafts" | "washes" | "bokeh" | null;
  /** In front of everything, the story's elements too: Vintage Film's coarse grain, flicker, scratches and
   * dust. (A layer in front costs the composer a whole-frame raster; the others draw behind.) */
  front: "film" | null;
  /** SVG filter primitives for the illustrations (in an element's own SVG); "" for none. */
  iconFilter: (u: number) => string;
  finish: Finish;
}

/** Over the whole flattened frame (sharp): a colour matrix, grain and a vignette, all mild. */
export interface Finish {
  /** 3x3 RGB matrix (sharp recomb), or null. */
  grade: [[number, number, number], [number, number, number], [number, number, number]] | null;
  /** 0..1 strength of film grain. */
  grain: number;
  /** 0..1 darkening of the corners (never a band: the edges' middles stay light). */
  vignette: number;
}

/** A look: the plain one (sharp, unlined, soft shadows, no filter or finish) with the style's own traits. */
export const lookWith = (traits: Pick<StyleLook, "tone"> & Partial<StyleLook>): StyleLook => ({
  banded: false,
  flat: false,
  shaded: false,
  ink: null,
  glow: null,
  bleed: false,
  shadow: "soft",
  depthBlur: 0,
  backdropScale: 0.5,
  plain: false,
  haze: 0,
  light: null,
  behind: null,
  front: null,
  iconFilter: () => "",
  finish: { grade: null, grain: 0, vignette: 0 },
  ...traits,
});

/** How a style brings a scene's elements in when their word is spoken. */
export type EntranceKind = "pop" | "fade" | "slide";

export interface StyleMotion {
  entrance: EntranceKind;
  /** xfade transitions of ffmpeg 5.1, taken in turn from scene to scene. */
  transitions: string[];
  /** How far the camera pans over a scene, as a share of the usual move (1; the storyboard's too): a slow
   * film camera travels less in the same time. */
  cameraTravel: number;
}

/** A person of a sample scene. */
export const person = (
  id: string,
  gender: SceneCharacter["gender"],
  age: SceneCharacter["age"],
  icon: string,
  skinTone: SceneCharacter["skinTone"],
): SceneCharacter => ({ id, kind: "person", gender, age, icon, skinTone });

/** A sample scene: who, the things named (icon and word), where (inside, for a room) and when; clear weather. */
export const sampleScene = (
  characters: SceneCharacter[],
  things: [icon: string, word: string][],
  place: ScenePlace,
  time: ScenePlan["time"],
  mood: ScenePlan["mood"],
): ScenePlan => ({
  characters,
  objects: things.map(([icon, word]) => ({ icon, word })),
  setting: { place, indoor: INDOOR_PLACES.has(place) },
  time,
  weather: "clear",
  mood,
});
