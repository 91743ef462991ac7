import type { StyleId } from "@reelsmith/contract/style-ids";
import { PAN_ZOOM, PANS } from "../layout/frame-layout";
import { styleModules } from "../styles";
import type { EntranceKind, StyleMotion } from "../styles/style-module";
import type { WordEvent } from "./types";

/**
 * Motion that follows the words: how a style brings a scene's elements in when their word is spoken, which
 * transitions it cuts between scenes with (each style's module says: bold styles pop their elements in,
 * soft ones fade them, the others slide them up; a film fades through black, a comic wipes like a turned
 * panel, neon flashes white), and on which frame each element enters. Pure; the filter graph that draws it
 * is in render/compose/entrances.ts.
 */
export type { EntranceKind };

/** A video without a style draws the cinematic scenes (the catalogue's default), so it moves like them. */
export const motionOf = (style: StyleId | null): StyleMotion => styleModules[style ?? "cinematic"].motion;

/** A scene's camera as compose/camera.ts's CameraMove (the same shape; compose/ imports this module). */
interface CameraMove {
  zoom: number;
  pan: readonly [number, number, number, number];
}

/**
 * The camera's move over scene `index` in a style: the storyboard's (`chosen`) or else the usual pan of
 * the frame layout, its travel scaled by the style's `cameraTravel` about the move's middle, so that it
 * moves slower over the same time (Cinematic: half). A shorter move stays inside the usual one, where the
 * composer keeps the captions and the presenter clear. Null where the style moves the usual way: the
 * composition's own pan.
 */
export function styledCameraMove(
  chosen: CameraMove | null,
  index: number,
  motion: StyleMotion,
): CameraMove | null {
  const k = motion.cameraTravel;
  if (k === 1) return chosen;
  const pan = chosen?.pan ?? PANS[index % PANS.length] ?? [0.5, 0.5, 0.5, 0.5];
  const [x0, y0, x1, y1] = pan;
  const mx = (x0 + x1) / 2;
  const my = (y0 + y1) / 2;
  return {
    zoom: chosen?.zoom ?? PAN_ZOOM,
    pan: [mx + (x0 - mx) * k, my + (y0 - my) * k, mx + (x1 - mx) * k, my + (y1 - my) * k],
  };
}

/** Frames an entrance takes: short enough to land while its word is still being said. */
export const ENTRANCE_FRAMES: Record<EntranceKind, number> = { pop: 8, fade: 10, slide: 9 };

/** One frame of an entrance: the element's scale (about its centre), how far below its place it is (in its
 * own heights), its opacity. */
export interface EntranceStep {
  scale: number;
  drop: number;
  alpha: number;
}

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;
/** Overshoots a little past 1 and settles: the pop. */
const easeOutBack = (t: number) => {
  const c = 1.9;
  return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2;
};

/** The entrance frame by frame; its last step is the element at rest (scale 1, in place, opaque). */
export function entranceSteps(kind: EntranceKind): EntranceStep[] {
  const d = ENTRANCE_FRAMES[kind];
  return Array.from({ length: d }, (_, j) => {
    const t = (j + 1) / d;
    if (kind === "pop")
      return { scale: 0.3 + 0.7 * easeOutBack(t), drop: 0, alpha: Math.min(1, (j + 1) / 3) };
    if (kind === "slide")
      return { scale: 1, drop: 0.18 * (1 - easeOutCubic(t)), alpha: Math.min(1, t * 1.6) };
    return { scale: 1, drop: 0, alpha: t * t * (3 - 2 * t) };
  });
}

/** A word as compared: lower case, letters, marks and digits only (punctuation and quotes dropped). */
const plain = (s: string) =>
  s
    .normalize("NFC")
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "");

/**
 * When the element's word starts, in the scene's words (ms on the scene's own timeline): the first word
 * equal to it, else the first that one begins with the other (an inflection or a clitic: "bakery's",
 * Hindi postpositions written joined); the first word of a several-word name. Null when it is not said.
 */
export function wordStartMs(word: string, words: WordEvent[]): number | null {
  const first = word.split(/\s+/).map(plain).find(Boolean);
  if (!first) return null;
  const said = words.map((w) => ({ w, p: plain(w.text) }));
  const exact = said.find(({ p }) => p === first);
  if (exact) return exact.w.startMs;
  const near = said.find(
    ({ p }) => p.length >= 3 && first.length >= 3 && (p.startsWith(first) || first.startsWith(p)),
  );
  return near ? near.w.startMs : null;
}

/** Entrances this close to the scene's start (frames) are there from its first frame: no time to see them. */
export const FROM_START_FRAMES = 2;

/**
 * The frame of the scene's own stream (its frame 0 is its first on screen) on which each element enters:
 * the frame its word starts on, in the video's frames, less the scene's first frame; null for an element
 * that is there from the start (its word unsaid, or said as the scene opens).
 */
export function entranceFrames(o: {
  /** The scene's first frame in the video. */
  sceneStartF: number;
  /** The scene's start on the video's timeline, ms. */
  sceneStartMs: number;
  /** The scene's words, on the scene's own timeline. */
  words: WordEvent[];
  /** The word of each element, back to front. */
  elementWords: string[];
  /** Where given, an element's start on the scene's own timeline (ms; null: unsaid), instead of its word's. */
  elementStartsMs?: (number | null | undefined)[];
  /** Each element's area in the picture (any unit), to know the scene's subject: the largest. */
  elementAreas: number[];
  fps: number;
  /** Frames of the scene's stream (its slot and the transition out): an entrance finishes in them. */
  streamF: number;
  kind: EntranceKind;
}): (number | null)[] {
  const room = Math.max(0, o.streamF - ENTRANCE_FRAMES[o.kind]);
  const frames = o.elementWords.map((word, k) => {
    const given = o.elementStartsMs?.[k];
    const ms = given !== undefined ? given : wordStartMs(word, o.words);
    if (ms === null) return null;
    const f = Math.round(((o.sceneStartMs + ms) * o.fps) / 1000) - o.sceneStartF;
    // A word at the very end enters a little before it, so that its entrance ends on screen.
    return f <= FROM_START_FRAMES ? null : Math.min(f, room);
  });
  // A scene does not open on its bare backdrop for long ("One rainy day a little boy came in": an empty
  // room until "boy", 2 s in): when every element would enter later than EMPTY_OPENING_MAX_S, the
  // subject is there from the start and the others still enter on their words.
  const limit = Math.round(EMPTY_OPENING_MAX_S * o.fps);
  if (frames.length > 0 && frames.every((f) => f !== null && f > limit)) {
    const subject = o.elementAreas.reduce((best, a, i) => (a > (o.elementAreas[best] ?? 0) ? i : best), 0);
    frames[subject] = null;
  }
  return frames;
}

/** The longest a scene may show its backdrop alone before its first element enters, seconds. */
export const EMPTY_OPENING_MAX_S = 0.8;
