import { meanPoint, type Point } from "./face-landmarks";

/**
 * The photo avatar's face moves: pixel warps of an RGB image driven by its 68 face landmarks. The mouth
 * opens (the lower lip and jaw slide down along the face's own vertical, the upper lip lifts a little, the
 * gap between them is the photo's own parting line stretched and shaded) and the eyes close (the upper lid's skin
 * stretches down over the eye). Pure functions on raw pixels, so a few stills are made once and chosen per
 * video frame.
 */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
}

const CHANNELS = 3;

/** The face's own axes: u along the eyes, v down the face (the photo's head may be tilted). */
interface FaceFrame {
  origin: Point;
  cos: number;
  sin: number;
}

function faceFrame(points: Point[], origin: Point): FaceFrame {
  const l = meanPoint(points, [36, 37, 38, 39, 40, 41]);
  const r = meanPoint(points, [42, 43, 44, 45, 46, 47]);
  const angle = Math.atan2(r[1] - l[1], r[0] - l[0]);
  return { origin, cos: Math.cos(angle), sin: Math.sin(angle) };
}

const toFace = (f: FaceFrame, [x, y]: Point): Point => {
  const dx = x - f.origin[0];
  const dy = y - f.origin[1];
  return [dx * f.cos + dy * f.sin, -dx * f.sin + dy * f.cos];
};

const toImage = (f: FaceFrame, u: number, v: number): Point => [
  f.origin[0] + u * f.cos - v * f.sin,
  f.origin[1] + u * f.sin + v * f.cos,
];

const clamp01 = (t: number) => (t < 0 ? 0 : Math.min(t, 1));
const smoothstep = (a: number, b: number, t: number) => {
  const x = clamp01((t - a) / (b - a));
  return x * x * (3 - 2 * x);
};
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

/** A curve v(u) through points sorted by u, flat beyond its ends. */
function curve(pts: Point[]): (u: number) => number {
  const sorted = [...pts].sort((a, b) => a[0] - b[0]);
  return (u) => {
    const first = sorted[0] as Point;
    const last = sorted[sorted.length - 1] as Point;
    if (u <= first[0]) return first[1];
    if (u >= last[0]) return last[1];
    for (let i = 1; i < sorted.length; i++) {
      const a = sorted[i - 1] as Point;
      const b = sorted[i] as Point;
      if (u <= b[0]) return lerp(a[1], b[1], b[0] === a[0] ? 0 : (u - a[0]) / (b[0] - a[0]));
    }
    return last[1];
  };
}

/** Bilinear sample of `src` at (x, y), written to `out` at offset `o`. */
function sample(src: RawImage, x: number, y: number, out: Buffer, o: number) {
  const w = src.width;
  const h = src.height;
  const cx = x < 0 ? 0 : Math.min(x, w - 1.001);
  const cy = y < 0 ? 0 : Math.min(y, h - 1.001);
  const x0 = Math.floor(cx);
  const y0 = Math.floor(cy);
  const fx = cx - x0;
  const fy = cy - y0;
  const i00 = (y0 * w + x0) * CHANNELS;
  const i10 = i00 + CHANNELS;
  const i01 = i00 + w * CHANNELS;
  const i11 = i01 + CHANNELS;
  const d = src.data;
  for (let c = 0; c < CHANNELS; c++) {
    const top = (d[i00 + c] ?? 0) * (1 - fx) + (d[i10 + c] ?? 0) * fx;
    const bottom = (d[i01 + c] ?? 0) * (1 - fx) + (d[i11 + c] ?? 0) * fx;
    out[o + c] = top * (1 - fy) + bottom * fy;
  }
}

/** The pixels whose face coordinates lie in [u0,u1] x [v0,v1], as an image-space box (clipped). */
function imageBox(f: FaceFrame, img: RawImage, u0: number, u1: number, v0: number, v1: number) {
  const corners = [toImage(f, u0, v0), toImage(f, u1, v0), toImage(f, u0, v1), toImage(f, u1, v1)];
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  return {
    x0: Math.max(0, Math.floor(Math.min(...xs))),
    x1: Math.min(img.width - 1, Math.ceil(Math.max(...xs))),
    y0: Math.max(0, Math.floor(Math.min(...ys))),
    y1: Math.min(img.height - 1, Math.ceil(Math.max(...ys))),
  };
}

/** How far the mouth opens at `openness` 1, as a share of the mouth's width (lower jaw + upper lip). */
const MOUTH_OPEN_MAX = 0.24;

const luma = (d: Buffer, i: number) =>
  0.299 * (d[i] ?? 0) + 0.587 * (d[i + 1] ?? 0) + 0.114 * (d[i + 2] ?? 0);

/** Luma of `src` at (x, y), bilinear. */
function lumaAt(src: RawImage, x: number, y: number): number {
  const px = Buffer.alloc(CHANNELS);
  sample(src, x, y, px, 0);
  return luma(px, 0);
}

/**
 * Where the mouth parts, per column of the face: the crease of closed lips (the darkest line between
 * them), or in a photo whose mouth shows teeth, under the upper teeth's lower edge (where they meet the
 * lower teeth or the lower lip), smoothed across the mouth. The upper
 * lip and upper teeth stay above it, the lower lip, lower teeth and chin go down with the jaw.
 */
function partingLine(src: RawImage, f: FaceFrame, P: (i: number) => Point): (u: number) => number {
  const upper = curve([60, 61, 62, 63, 64].map(P));
  const lower = curve([60, 67, 66, 65, 64].map(P));
  const u0 = Math.min(P(60)[0], P(64)[0]);
  const u1 = Math.max(P(60)[0], P(64)[0]);
  // Rows are compared by their darkness over a stretch of the mouth (about an eighth of it), so the line
  // where the teeth meet (dark along the mouth) wins over the gaps between teeth (dark down it).
  const reach = Math.max(1, Math.round((u1 - u0) * 0.06));
  const found: Point[] = [];
  for (let u = u0; u <= u1; u += 1) {
    const hi = Math.min(upper(u), lower(u));
    const lo = Math.max(upper(u), lower(u));
    // In a photo with the mouth open (teeth showing) the upper teeth stay with the upper lip: the mouth
    // parts in the lower half of the opening, where the upper teeth meet the lower ones or the lower lip,
    // clear of the shadow the upper lip casts; closed lips part at their crease.
    const opening = lo - hi;
    const a = opening > 3 ? hi + opening * 0.45 : hi - 1;
    const b = opening > 3 ? lo - opening * 0.05 : lo + 1;
    let best = (a + b) / 2;
    let score = Number.NEGATIVE_INFINITY;
    const rowLuma = (v: number) => {
      let l = 0;
      for (let du = -reach; du <= reach; du++) {
        const [x, y] = toImage(f, u + du, v);
        l += lumaAt(src, x, y);
      }
      return l;
    };
    for (let v = a; v <= b; v += 0.5) {
      // Closed lips: the darkest row. Teeth: the row under their lower edge (light above, dark at it).
      const here = rowLuma(v);
      const value = opening > 3 ? rowLuma(v - 2) - here : -here;
      if (value > score + 1e-6) {
        score = value;
        best = v;
      }
    }
    found.push([u, best]);
  }
  // A moving mean over about a fifth of the mouth, so the line runs as smoothly as a lip.
  const half = Math.max(1, Math.round((u1 - u0) * 0.1));
  const smooth = found.map(([u], i): Point => {
    const part = found.slice(Math.max(0, i - half), i + half + 1);
    return [u, part.reduce((sum, q) => sum + q[1], 0) / part.length];
  });
  // The corners are where the lips meet.
  return curve([P(60), ...smooth, P(64)]);
}

/**
 * Opens the mouth of `src` (read only) into `out` (a copy of it): `openness` 0 leaves it as it is, 1 is
 * a wide "ah". A warp of the photo's own pixels: each column of the lower face slides down from where the
 * lips part (the lower lip and any lower teeth by a lens across the mouth, the chin as one block, the neck
 * not at all) and the upper lip lifts a little with its teeth. The opening between them is the photo's own
 * parting line stretched across the gap and shaded: its lips' inner edges at the rims, darker inside, as
 * the inside of a mouth is in shadow. Nothing is painted: no colour is made up, no line drawn.
 */
export function openMouth(src: RawImage, out: Buffer, points: Point[], openness: number): void {
  if (openness <= 0) return;
  const mouthC = meanPoint(points, [60, 61, 62, 63, 64, 65, 66, 67]);
  const f = faceFrame(points, mouthC);
  const P = (i: number) => toFace(f, points[i] as Point);
  const [c60, c64] = [P(60), P(64)];
  const lipLine = partingLine(src, f, P);
  const mouthW = Math.hypot(P(54)[0] - P(48)[0], P(54)[1] - P(48)[1]);
  const uc = (c60[0] + c64[0]) / 2;
  const hwLips = Math.max(2, ((P(54)[0] - P(48)[0]) / 2) * 0.85);
  const hwJaw = Math.max(hwLips, (Math.abs(P(11)[0] - P(5)[0]) / 2) * 0.95);
  const vChin = P(8)[1];
  const vNose = P(33)[1];
  const vLips = lipLine(uc);
  const lowerLip = Math.max(2, P(57)[1] - vLips);
  // The lower lip's inner part, whose pixels line the bottom of the opening.
  const lipDepth = Math.max(1, (P(57)[1] - P(66)[1]) * 0.45);
  const jawSpan = Math.max(lowerLip + 2, vChin - vLips);
  const neck = Math.max(4, jawSpan * 0.7);
  const total = MOUTH_OPEN_MAX * mouthW * openness;
  const drop = total * 0.8;
  const lift = total * 0.2;

  // Across the lips the opening is a lens (widest in the middle, shut at the corners); below the lower
  // lip the chin moves as one block, and the neck does not move.
  const lens = (u: number) => {
    const r = Math.abs(u - uc) / hwLips;
    return r >= 1 ? 0 : (1 - r * r) ** 0.85;
  };
  const dropOf = (u: number, s: number, v0: number) => {
    const t = (s - v0) / jawSpan;
    const k = smoothstep(lowerLip / jawSpan, lowerLip / jawSpan + 0.4, t);
    const hw = lerp(hwLips, hwJaw, k);
    const r = Math.abs(u - uc) / hw;
    const block = 1 - smoothstep(0.25, 1.15, r);
    const fall = s <= vChin ? 1 : 1 - smoothstep(vChin, vChin + neck, s);
    return drop * lerp(lens(u), block, k) * fall;
  };
  const liftOf = (u: number, s: number, v0: number) =>
    lift * lens(u) * (1 - smoothstep(0, Math.max(2, v0 - vNose), v0 - s));

  const box = imageBox(f, src, uc - hwJaw * 1.2, uc + hwJaw * 1.2, vNose, vChin + neck + 2);
  const w = src.width;
  for (let y = box.y0; y <= box.y1; y++) {
    for (let x = box.x0; x <= box.x1; x++) {
      const [u, v] = toFace(f, [x, y]);
      const v0 = lipLine(u);
      const o = (y * w + x) * CHANNELS;
      const top = v0 - liftOf(u, v0, v0);
      const bottom = v0 + dropOf(u, v0, v0);
      let s: number;
      if (v >= bottom) {
        // The source row that lands here: v = s + drop(s), solved by a few fixed-point steps.
        s = v;
        for (let k = 0; k < 4; k++) s = Math.max(v0, v - dropOf(u, s, v0));
      } else if (v < top) {
        s = v;
        for (let k = 0; k < 4; k++) s = Math.min(v0, v + liftOf(u, s, v0));
      } else {
        openingPixel(src, out, o, f, u, v, v0, top, bottom, Math.abs(u - uc) / hwLips, mouthW, lipDepth);
        continue;
      }
      if (s === v) continue;
      const [sx, sy] = toImage(f, u, s);
      sample(src, sx, sy, out, o);
    }
  }
}

/** How much light the inside of a wide-open mouth keeps at its darkest, under the upper teeth or lip. */
const INSIDE_LIGHT = 0.26;
/** ... and low down, where the tongue catches some light (the lower lip's own pixels, darkened). */
const TONGUE_LIGHT = 0.5;

/**
 * A pixel of the opening at (u, v), between `top` and `bottom` in its column, made of the photo's own
 * pixels: the upper half is the band just above the parting line (the upper teeth's or lip's inner edge)
 * stretched down, the lower half the inner part of the lower lip (`lipDepth` pixels of it) stretched up
 * and turned over, as the lip's inside rolls into the mouth (so each rim meets the pixels beside it),
 * both softened along the mouth and shaded: full light at the rims, darkest under the upper edge, a
 * little lighter low down where a tongue would be, and darker toward the corners. A slit stays near the
 * lips' colour; an "ah" is dark inside.
 */
function openingPixel(
  src: RawImage,
  out: Buffer,
  o: number,
  f: FaceFrame,
  u: number,
  v: number,
  v0: number,
  top: number,
  bottom: number,
  r: number,
  mouthW: number,
  lipDepth: number,
) {
  const height = Math.max(0.001, bottom - top);
  const t = (v - top) / height;
  // The two halves cross-fade over the middle of the opening.
  const lipShare = smoothstep(0.35, 0.65, t);
  const sources: [number, number][] = [
    [v0 - 1 + Math.min(t, 0.5) * 2, 1 - lipShare],
    [v0 + (1 - Math.max(t, 0.5)) * 2 * lipDepth, lipShare],
  ];
  // Five taps along the mouth (about a twelfth of it), so the gaps between teeth do not streak the opening.
  const acc = [0, 0, 0];
  const px = Buffer.alloc(CHANNELS);
  for (const [sv, weight] of sources) {
    if (weight <= 0) continue;
    for (let k = -2; k <= 2; k++) {
      const [sx, sy] = toImage(f, u + k * 0.02 * mouthW, sv);
      sample(src, sx, sy, px, 0);
      for (let c = 0; c < CHANNELS; c++) acc[c] = (acc[c] ?? 0) + ((px[c] ?? 0) * weight) / 5;
    }
  }
  const depth = smoothstep(0, 0.08 * mouthW, height);
  const rim = Math.max(1.2, height * 0.2);
  const inner = smoothstep(0, rim, Math.min(v - top, bottom - v));
  const deep = lerp(INSIDE_LIGHT, TONGUE_LIGHT, smoothstep(0.45, 1, t));
  const corner = smoothstep(0.35, 1, r);
  const light = lerp(1, deep * (1 - 0.35 * corner), depth * inner);
  for (let c = 0; c < CHANNELS; c++) out[o + c] = (acc[c] ?? 0) * light;
}

/**
 * Closes both eyes by `closed` (0 open, 1 shut): above each eye the skin between brow and upper lid is
 * stretched down to the lid's new edge, which gets a line of lashes.
 */
export function closeEyes(src: RawImage, out: Buffer, points: Point[], closed: number): void {
  if (closed <= 0) return;
  closeEye(src, out, points, [36, 37, 38, 39], [36, 41, 40, 39], closed);
  closeEye(src, out, points, [42, 43, 44, 45], [42, 47, 46, 45], closed);
}

function closeEye(
  src: RawImage,
  out: Buffer,
  points: Point[],
  upperIdx: number[],
  lowerIdx: number[],
  closed: number,
) {
  const centre = meanPoint(points, [...upperIdx, ...lowerIdx]);
  const f = faceFrame(points, centre);
  const P = (i: number) => toFace(f, points[i] as Point);
  const upper = curve(upperIdx.map(P));
  const lower = curve(lowerIdx.map(P));
  const ua = Math.min(P(upperIdx[0] as number)[0], P(upperIdx[3] as number)[0]);
  const ub = Math.max(P(upperIdx[0] as number)[0], P(upperIdx[3] as number)[0]);
  const eyeW = ub - ua;
  const margin = eyeW * 0.18;
  const reach = eyeW * 0.55;
  const top = Math.min(...upperIdx.map((i) => P(i)[1])) - reach;
  const bottom = Math.max(...lowerIdx.map((i) => P(i)[1])) + 2;
  const box = imageBox(f, src, ua - margin, ub + margin, top, bottom);
  const w = src.width;
  for (let y = box.y0; y <= box.y1; y++) {
    for (let x = box.x0; x <= box.x1; x++) {
      const [u, v] = toFace(f, [x, y]);
      // Full inside the corners, fading just outside them.
      const k = closed * (1 - smoothstep(0, margin, Math.max(ua - u, u - ub, 0)));
      if (k <= 0) continue;
      const vU = upper(u);
      const vL = lower(u);
      const vB = vU - reach;
      const vT = vU + k * (vL - vU) * 0.96;
      if (v < vB || v > vT + 1.5) continue;
      const o = (y * w + x) * CHANNELS;
      if (v <= vT) {
        const sv = vB + ((v - vB) * (vU - vB)) / Math.max(0.5, vT - vB);
        const [sx, sy] = toImage(f, u, sv);
        sample(src, sx, sy, out, o);
      }
      // The lashes: a dark line along the lid's edge, stronger the more it is shut.
      const lash = 1 - smoothstep(0, 1.8, Math.abs(v - vT));
      if (lash > 0) {
        const dark = 1 - 0.55 * k * lash;
        for (let c = 0; c < CHANNELS; c++) out[o + c] = (out[o + c] ?? 0) * dark;
      }
    }
  }
}

/**
 * Widens (`wide` > 0, an "ee") or narrows and rounds (`wide` < 0, an "oo") the mouth of `src` into `out`:
 * the lips and the skin around them slide along the eyes' axis, toward or away from the mouth's middle,
 * most at the lips and fading to nothing at the cheeks, nose and chin. A narrowed mouth's lips also
 * push forward a little, which a photo shows as a mouth a little taller in the middle.
 */
export function widenMouth(src: RawImage, out: Buffer, points: Point[], wide: number): void {
  if (wide === 0) return;
  const mouthC = meanPoint(points, [48, 54, 51, 57]);
  const f = faceFrame(points, mouthC);
  const P = (i: number) => toFace(f, points[i] as Point);
  const hw = Math.max(3, (P(54)[0] - P(48)[0]) / 2);
  const hh = Math.max(3, (P(57)[1] - P(51)[1]) / 2);
  // The reach of the move: past the corners into the cheeks, up to under the nose, down to the chin's top.
  const ru = hw * 1.9;
  const rv = hh * 2.6;
  const box = imageBox(f, src, -ru, ru, -rv, rv);
  const w = src.width;
  const pout = wide < 0 ? -wide * 0.18 : 0;
  for (let y = box.y0; y <= box.y1; y++) {
    for (let x = box.x0; x <= box.x1; x++) {
      const [u, v] = toFace(f, [x, y]);
      const d = Math.hypot(u / ru, v / rv);
      if (d >= 1) continue;
      // Smooth bump: full within the lips, zero at the edge of the reach.
      const k = 1 - smoothstep(0.35, 1, d);
      const su = u / (1 + wide * k);
      const sv = v / (1 + pout * k * (1 - Math.min(1, Math.abs(u) / hw)));
      if (su === u && sv === v) continue;
      const [sx, sy] = toImage(f, su, sv);
      sample(src, sx, sy, out, (y * w + x) * CHANNELS);
    }
  }
}
