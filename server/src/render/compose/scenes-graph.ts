import type { CameraMove } from "./camera";
import { clipSceneFilter } from "./clip-scene";
import { FPS } from "./encoding";
import type { SceneEntrances } from "./entrances";
import { sceneFilter } from "./scene-filter";
import { type FrameRange, scenePlan } from "./timeline";

/** The cuts of a video whose style is not known (compositions from before styles chose their own). */
const DEFAULT_TRANSITIONS = ["fade", "smoothleft", "fadeblack", "slideup", "circleopen", "smoothup"];

/** The scenes of a composition: their pictures (or clips), timing, entrances, cuts and cameras. */
export interface ScenesInput {
  images: string[];
  /** Per scene, its elements' entrances (null or absent: the picture as it is, for the whole scene). */
  entrances?: (SceneEntrances | null)[];
  /** The xfade transitions taken in turn between scenes (the style's, scene-motion.ts). */
  transitions?: string[];
  /** Stock video per scene (null: the scene is its still in `images`); absent: every scene is a still. */
  clips?: (string | null)[];
  /** A storyboard's camera per scene (null: the usual pan by the scene's place); clips do not pan. */
  cameras?: (CameraMove | null)[];
  durationsMs: number[];
  width: number;
  height: number;
}

/**
 * The scenes joined: each scene's panned stream is split into its transition head, its body and its
 * transition tail; xfade blends only each tail with the next head, and concat joins bodies and blends.
 * With a range (whose ends lie in scene bodies, splitFrame), only the frames of that range are made: the
 * first scene starts part-way through its pan, the last one stops part-way.
 */
export function scenesGraph(c: ScenesInput, range?: FrameRange) {
  const { slotsF, transF, streamF, outStartF, outF } = scenePlan(c.durationsMs);
  const size = { width: c.width, height: c.height };
  const { fromF, toF } = range ?? { fromF: 0, toF: outF };
  const included = c.images
    .map((_, i) => i)
    .filter((i) => (outStartF[i] ?? 0) < toF && (outStartF[i] ?? 0) + (slotsF[i] ?? 0) > fromF);
  const first = included[0] ?? 0;
  const last = included.at(-1) ?? 0;
  const graph: string[] = [];
  const order: string[] = [];
  /** The scenes' inputs (-i ...), in the order the graph numbers them. */
  const inputs: string[] = [];
  included.forEach((i) => {
    const input = inputs.filter((a) => a === "-i").length;
    const clip = c.clips?.[i];
    const entrances = clip ? null : (c.entrances?.[i] ?? null);
    const move = c.cameras?.[i] ?? undefined;
    const start = outStartF[i] ?? 0;
    const slot = slotsF[i] ?? 2;
    const offset = i === first ? Math.max(0, fromF - start) : 0;
    const end = i === last ? Math.min(slot, toF - start) : slot;
    const head = i > first ? (transF[i - 1] ?? 0) : 0;
    const tail = i < last ? (transF[i] ?? 1) : 0;
    const made = (tail ? slot + tail : end) - offset;
    if (clip) {
      inputs.push("-stream_loop", "-1", "-i", clip);
      graph.push(clipSceneFilter(input, c.width, c.height, i, streamF[i] ?? made, offset, made));
    } else {
      // The still, then where its elements enter on their words the patch and each element's pixels.
      inputs.push("-i", c.images[i] ?? "");
      if (entrances && entrances.elements.length > 0) {
        inputs.push("-i", entrances.before.path);
        for (const el of entrances.elements) inputs.push("-i", el.path);
      }
      const frames = streamF[i] ?? made;
      graph.push(sceneFilter({ ...size, input, index: i, frames, offset, count: made, move, entrances }));
    }
    if (included.length === 1) return;
    // Cut in consecutive parts (segment hands each frame on, where split would share it with every part
    // and leave it read-only for the overlays downstream, which would then copy it).
    const parts = [head ? `h${i}` : "", `b${i}`, tail ? `t${i}` : ""].filter(Boolean);
    const cuts = [head || null, tail ? slot - offset : null].filter((f): f is number => f !== null);
    graph.push(
      `[s${i}]${cuts.length > 0 ? `segment=frames=${cuts.join("|")}` : "null"}${parts.map((p) => `[${p}r]`).join("")}`,
      ...parts.map((p) => `[${p}r]setpts=PTS-STARTPTS[${p}]`),
    );
    order.push(`[b${i}]`);
    if (tail) order.push(`[x${i}]`);
  });
  if (included.length === 1) return { graph, label: `s${first}`, frames: toF - fromF, included, inputs };
  const transitions = c.transitions?.length ? c.transitions : DEFAULT_TRANSITIONS;
  for (const i of included.slice(0, -1)) {
    const t = transitions[i % transitions.length];
    const d = ((transF[i] ?? 1) / FPS).toFixed(4);
    graph.push(`[t${i}][h${i + 1}]xfade=transition=${t}:duration=${d}:offset=0[x${i}]`);
  }
  graph.push(`${order.join("")}concat=n=${order.length}:v=1:a=0[scenes]`);
  return { graph, label: "scenes", frames: toF - fromF, included, inputs };
}
