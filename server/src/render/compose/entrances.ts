import { type EntranceKind, type EntranceStep, entranceSteps } from "../scene-motion";
import { backdropPan, panExpr, pannedStill, type SceneCamera } from "./camera";
import { declaredAsStill, even, FPS } from "./encoding";

/**
 * A scene whose elements enter on their words: the patch that takes every entering element out of the
 * scene's picture (at x, y), and each element's pixels (an RGBA PNG of its box, back to front) with the
 * frame of the scene's stream it enters on (null: there from the start).
 */
export interface SceneEntrances {
  kind: EntranceKind;
  before: { path: string; x: number; y: number };
  elements: { path: string; box: { x: number; y: number; w: number; h: number }; frame: number | null }[];
}

/**
 * An illustrated scene in two layers with parallax (scene-motion.ts): the backdrop, far away, and the
 * elements, near, over it. Its inputs, from `input` on: the finished picture, the patch that takes every
 * element out of it (the backdrop alone), and each element's own pixels. The backdrop is decoded and scaled
 * once, repeated like a still and panned by BACKDROP_TRAVEL of the camera's move; the elements' layer is a
 * transparent canvas the size of their boxes (with room for an entrance's overshoot) that moves with the
 * whole camera move, laid over the backdrop each frame: the near layer slides past the far one. Each state
 * of the layer (the elements entered so far, back to front) is built once and repeated; between two
 * states, the entrance: the earlier state repeated for a few frames with the entering element laid over
 * it, one small scaled, faded and shifted copy a frame. A range's part is cut from the whole afterwards.
 */
export function entranceLayers(
  input: number,
  e: SceneEntrances,
  width: number,
  height: number,
  index: number,
  frames: number,
  offset: number,
  count: number,
  camera: SceneCamera,
): string {
  const { pw, ph, pan } = camera;
  const sx = pw / width;
  const sy = ph / height;
  const L = (name: string) => `m${index}${name}`;
  // Entrance groups, in time: elements whose words start on the same frame enter together.
  const starts = [
    ...new Set(e.elements.map((el) => el.frame).filter((f): f is number => f !== null && f > 0)),
  ]
    .filter((f) => f < frames)
    .sort((a, b) => a - b);
  const groupOf = e.elements.map((el) => (el.frame === null ? 0 : starts.indexOf(el.frame) + 1));
  const G = starts.length;
  const steps = entranceSteps(e.kind);
  // An entrance cut short by the next one is played faster, so that it still ends at rest.
  const lengths = starts.map((f, g) => Math.max(1, Math.min(steps.length, (starts[g + 1] ?? frames) - f)));
  const grow = Math.max(1, ...steps.map((t) => t.scale));
  const drop = Math.max(0, ...steps.map((t) => t.drop));
  // Each element in the camera's picture, with the room its entrance needs around it.
  const sized = e.elements.map((el, m) => {
    const w = Math.max(2, Math.round(el.box.w * sx));
    const h = Math.max(2, Math.round(el.box.h * sy));
    const enters = (groupOf[m] ?? 0) > 0;
    return {
      x: Math.round(el.box.x * sx),
      y: Math.round(el.box.y * sy),
      w,
      h,
      mx: enters ? Math.ceil((w * (grow - 1)) / 2) + 2 : 0,
      my: enters ? Math.ceil(Math.max((h * (grow - 1)) / 2, drop * h)) + 2 : 0,
    };
  });
  // The layer's canvas, at even picture coordinates (yuv420 overlays place at even pixels).
  const floorEven = (v: number) => Math.floor(v / 2) * 2;
  const cx = floorEven(Math.min(...sized.map((b) => b.x - b.mx)));
  const cy = floorEven(Math.min(...sized.map((b) => b.y - b.my)));
  const cw = even(Math.max(...sized.map((b) => b.x + b.w + b.mx)) - cx + 1);
  const ch = even(Math.max(...sized.map((b) => b.y + b.h + b.my)) - cy + 1);
  const g: string[] = [];
  const labels = (name: string, n: number) =>
    Array.from({ length: n }, (_, k) => `[${L(`${name}_${k}`)}]`).join("");
  // Each element scaled once, for the states from its group on and for each frame of its entrance.
  e.elements.forEach((_, m) => {
    const group = groupOf[m] ?? 0;
    const uses = G + 1 - group + (group > 0 ? (lengths[group - 1] ?? 1) : 0);
    const { w, h } = sized[m] as (typeof sized)[number];
    g.push(
      `[${input + 2 + m}:v]scale=${w}:${h}:flags=lanczos,format=yuva420p,setsar=1,split=${uses}${labels(`q${m}`, uses)}`,
    );
  });
  const taken = e.elements.map(() => 0);
  const sprite = (m: number) => {
    const k = taken[m] ?? 0;
    taken[m] = k + 1;
    return L(`q${m}_${k}`);
  };
  // The backdrop: every element taken out of the picture by the patch (at the picture's own pixels, so
  // that the patch's edges meet exactly), scaled once for the camera, repeated and panned over less of the
  // move than the elements are.
  const back = backdropPan(pan);
  g.push(
    [
      `[${input}:v][${input + 1}:v]overlay=x=${Math.round(e.before.x)}:y=${Math.round(e.before.y)}:format=rgb`,
      ...pannedStill("", width, height, camera, back, frames, 0, frames),
      `trim=start_frame=${offset}:end_frame=${offset + Math.max(1, count)}`,
      ...declaredAsStill(L("back")),
    ].join(","),
    `color=c=black@0:s=${cw}x${ch}:r=${FPS},format=yuva420p,trim=end_frame=1,split=${G + 1}${Array.from({ length: G + 1 }, (_, s) => `[${L(`b${s}`)}]`).join("")}`,
  );
  const segments: string[] = [];
  const stateLength = (s: number) =>
    (starts[s] ?? frames) - (s === 0 ? 0 : (starts[s - 1] ?? 0) + (lengths[s - 1] ?? 0));
  for (let s = 0; s <= G; s++) {
    let last = L(`b${s}`);
    e.elements.forEach((_, m) => {
      if ((groupOf[m] ?? 0) > s) return;
      const next = L(`st${s}_${m}`);
      const at = sized[m] as (typeof sized)[number];
      g.push(`[${last}][${sprite(m)}]overlay=x=${at.x - cx}:y=${at.y - cy}:format=yuv420[${next}]`);
      last = next;
    });
    const len = stateLength(s);
    const outs = [len > 0 ? L(`s${s}`) : "", s < G ? L(`bg${s + 1}`) : ""].filter(Boolean);
    g.push(`[${last}]split=${outs.length}${outs.map((o) => `[${o}]`).join("")}`);
    if (s > 0) segments.push(entranceOf(s));
    if (len > 0) {
      g.push(`[${L(`s${s}`)}]loop=loop=${len - 1}:size=1:start=0,settb=1/${FPS},setpts=N[${L(`l${s}`)}]`);
      segments.push(L(`l${s}`));
    }
  }
  /** The entrance into state s: state s-1 repeated, each entering element laid over it frame by frame. */
  function entranceOf(s: number): string {
    const n = lengths[s - 1] ?? 1;
    const picked = Array.from(
      { length: n },
      (_, j) => steps[Math.round(((j + 1) * steps.length) / n) - 1] as EntranceStep,
    );
    let bg = L(`e${s}`);
    g.push(`[${L(`bg${s}`)}]loop=loop=${n - 1}:size=1:start=0,settb=1/${FPS},setpts=N[${bg}]`);
    e.elements.forEach((_, m) => {
      if ((groupOf[m] ?? 0) !== s) return;
      const { x, y, w: sw, h: sh, mx, my } = sized[m] as (typeof sized)[number];
      const frameLabels = picked.map((t, j) => {
        const w = Math.max(2, Math.round(sw * t.scale));
        const h = Math.max(2, Math.round(sh * t.scale));
        const px = mx + Math.round((sw - w) / 2);
        const py = my + Math.round((sh - h) / 2 + t.drop * sh);
        const out = L(`a${m}_${j}`);
        const resize = w === sw && h === sh ? "" : `scale=${w}:${h}:flags=bilinear,setsar=1,`;
        const fade = t.alpha < 1 ? `lut=a='val*${t.alpha.toFixed(3)}',` : "";
        g.push(
          `[${sprite(m)}]${resize}${fade}pad=${sw + 2 * mx}:${sh + 2 * my}:${px}:${py}:color=black@0[${out}]`,
        );
        return `[${out}]`;
      });
      const anim = L(`an${m}`);
      g.push(`${frameLabels.join("")}concat=n=${n}:v=1:a=0,format=yuva420p,settb=1/${FPS},setpts=N[${anim}]`);
      const next = L(`e${s}_${m}`);
      g.push(`[${bg}][${anim}]overlay=x=${x - mx - cx}:y=${y - my - cy}:format=yuv420[${next}]`);
      bg = next;
    });
    return bg;
  }
  // The elements' layer rides the whole camera move: at frame n it sits where the camera's window has
  // carried its place in the picture.
  const [x0, y0, x1, y1] = pan;
  // The layer is laid over the backdrop after the range is cut and the stream declared a still's (so the
  // frame the overlay writes is the only reference to it, and the presenter's and captions' overlays
  // downstream write into it without another copy): n counts from the range's start.
  const nearX = `${cx}-${panExpr(String(pw - width), x0, x1, frames, offset)}`;
  const nearY = `${cy}-${panExpr(String(ph - height), y0, y1, frames, offset)}`;
  g.push(
    [
      `${segments.map((l) => `[${l}]`).join("")}concat=n=${segments.length}:v=1:a=0`,
      `settb=1/${FPS}`,
      "setpts=N",
      `trim=start_frame=${offset}:end_frame=${offset + Math.max(1, count)}`,
      `setpts=N[${L("near")}]`,
    ].join(","),
    `[${L("back")}][${L("near")}]overlay=eval=frame:format=yuv420:x='${nearX}':y='${nearY}'[s${index}]`,
  );
  return g.join(";");
}
