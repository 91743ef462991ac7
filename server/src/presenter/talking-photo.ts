import path from "node:path";
import sharp from "sharp";
import { type FaceLandmarks, meanPoint, type Point } from "./face-landmarks";
import { closeEyes, openMouth, type RawImage, widenMouth } from "./face-warp";
import { type TimedViseme, type Viseme, visemeFrames } from "./visemes";

/**
 * A photo that talks, made of stills: the photo framed around its face (the face centred, at `faceY` of
 * the height, the photo covering the still to its edges), warped into one mouth
 * per viseme (MOUTH_POSES) times EYE_STATES eye closures. Each video frame then shows one still, chosen
 * from the narration's visemes (or, without them, its loudness) and a blink schedule, so a composition
 * reads a few images instead of warping every frame.
 */
export interface MouthPose {
  /** How far the jaw drops, 0 shut to 1 a wide "ah". */
  open: number;
  /** The mouth's width: > 0 stretched wide ("ee"), < 0 narrowed and rounded ("oo"). */
  wide: number;
}

/** The mouth poses, in still order: the closed mouth first (rest and MBP share it). */
export const MOUTH_POSES: readonly { name: string; pose: MouthPose }[] = [
  { name: "closed", pose: { open: 0, wide: 0 } },
  { name: "AA", pose: { open: 1, wide: 0.04 } },
  { name: "EE", pose: { open: 0.34, wide: 0.3 } },
  { name: "OO", pose: { open: 0.42, wide: -0.34 } },
  { name: "FV", pose: { open: 0.12, wide: 0.06 } },
  { name: "TH", pose: { open: 0.26, wide: 0.02 } },
  { name: "L", pose: { open: 0.55, wide: 0 } },
  { name: "ETC", pose: { open: 0.3, wide: 0.1 } },
];
export const MOUTH_LEVELS = MOUTH_POSES.length;

/** The still's mouth for a viseme: its pose's index (rest and MBP both the closed mouth). */
export function poseOfViseme(v: Viseme): number {
  if (v === "rest" || v === "MBP") return 0;
  const i = MOUTH_POSES.findIndex((p) => p.name === v);
  return Math.max(i, 0);
}

/** Loudness levels (mouthLevels, 0-5) as poses, from shut to wide open, for narration without visemes. */
const POSE_BY_LOUDNESS = [0, 4, 5, 7, 6, 1];
/** Eyes open, half shut, shut. */
export const EYE_STATES = [0, 0.55, 1] as const;

/** Where the face sits in a still: its centre at this share of the height, like a presenter's head. */
export const PHOTO_FACE_Y = 0.42;
/** The face's width (jaw to jaw) as a share of the still's width. */
const FACE_WIDTH_SHARE = 0.46;

export interface PhotoStills {
  /** Still paths, index = eye * MOUTH_LEVELS + mouth. */
  paths: string[];
  /** The landmarks in the stills' pixels. */
  points: Point[];
  width: number;
  height: number;
}

/**
 * How far a photo may be enlarged beyond the face's own size (FACE_WIDTH_SHARE) so that it covers the
 * still with the face where it belongs: a close crop (a selfie ending at the chin) fills the frame by being
 * shown a little closer, as a camera would frame it.
 */
const MAX_ZOOM = 1.35;
/** How far the face may sit off its place (a share of the still's side) so that the photo covers the still. */
const MAX_SHIFT = 0.1;

/**
 * How the photo maps into a width x height still: scale, then the still's top-left in scaled pixels. The
 * photo covers the still: it is enlarged (up to MAX_ZOOM) and the face moved off its place (up to
 * MAX_SHIFT) until its edges lie outside the still; what a photo still leaves uncovered after that (a face
 * at the very edge of a small photo) is the photo's own edge mirrored (framePhoto), never a filler band.
 */
export function framing(face: FaceLandmarks, width: number, height: number, faceY = PHOTO_FACE_Y) {
  const p = face.points;
  const jaw = Math.hypot((p[16]?.[0] ?? 0) - (p[0]?.[0] ?? 0), (p[16]?.[1] ?? 0) - (p[0]?.[1] ?? 0));
  const base = (width * FACE_WIDTH_SHARE) / Math.max(8, jaw || face.box.width);
  // The face's middle: between the eyes' and the mouth's centres.
  const eyes = meanPoint(p, [36, 39, 42, 45]);
  const mouth = meanPoint(p, [48, 54]);
  const cx = (eyes[0] + mouth[0]) / 2;
  const cy = (eyes[1] + mouth[1]) / 2;
  // The scale at which each edge of the photo reaches the still's edge with the face in its place.
  const gap = (room: number, need: number) => (room > 0 ? need / room : Number.POSITIVE_INFINITY);
  const placed = Math.max(
    gap(cx, width / 2),
    gap(face.width - cx, width / 2),
    gap(cy, height * faceY),
    gap(face.height - cy, height * (1 - faceY)),
  );
  const cover = Math.max(width / face.width, height / face.height);
  const scale = Math.max(cover, Math.min(Math.max(base, placed), base * MAX_ZOOM));
  const sw = face.width * scale;
  const sh = face.height * scale;
  // Moved toward covering, no further than MAX_SHIFT off the face's place.
  const fit = (ideal: number, span: number, side: number) => {
    const covered = Math.min(Math.max(ideal, 0), Math.max(0, span - side));
    const reach = side * MAX_SHIFT;
    return Math.round(Math.min(Math.max(covered, ideal - reach), ideal + reach));
  };
  return {
    scale,
    left: fit(cx * scale - width / 2, sw, width),
    top: fit(cy * scale - height * faceY, sh, height),
  };
}

/**
 * The photo framed around its face as raw RGB (framing), and the landmarks moved with it. Where the photo
 * cannot cover the still, its edge is mirrored outward: the pixels continue across the photo's border, so
 * there is no seam, no blurred band and no change of brightness at the edge.
 */
export async function framePhoto(
  photo: Buffer,
  face: FaceLandmarks,
  width: number,
  height: number,
  faceY = PHOTO_FACE_Y,
): Promise<{ image: RawImage; points: Point[] }> {
  const { scale, left, top } = framing(face, width, height, faceY);
  const sw = Math.max(1, Math.round(face.width * scale));
  const sh = Math.max(1, Math.round(face.height * scale));
  const pad = {
    left: Math.max(0, -left),
    top: Math.max(0, -top),
    right: Math.max(0, left + width - sw),
    bottom: Math.max(0, top + height - sh),
  };
  let scaled = await sharp(photo).rotate().resize(sw, sh, { fit: "fill" }).removeAlpha().raw().toBuffer();
  let [w, h] = [sw, sh];
  // Mirroring reaches at most the photo's own size per pass (a tiny photo may need a few).
  while (pad.left + pad.top + pad.right + pad.bottom > 0) {
    const step = {
      left: Math.min(pad.left, w - 1),
      right: Math.min(pad.right, w - 1),
      top: Math.min(pad.top, h - 1),
      bottom: Math.min(pad.bottom, h - 1),
    };
    scaled = await sharp(scaled, { raw: { width: w, height: h, channels: 3 } })
      .extend({ ...step, extendWith: "mirror" })
      .raw()
      .toBuffer();
    w += step.left + step.right;
    h += step.top + step.bottom;
    pad.left -= step.left;
    pad.right -= step.right;
    pad.top -= step.top;
    pad.bottom -= step.bottom;
  }
  const x0 = Math.max(0, left);
  const y0 = Math.max(0, top);
  const { data, info } = await sharp(scaled, { raw: { width: w, height: h, channels: 3 } })
    .extract({ left: x0, top: y0, width, height })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const points = face.points.map(([x, y]): Point => [x * scale - left, y * scale - top]);
  return { image: { data, width: info.width, height: info.height }, points };
}

/** Writes every still (PNG) into `dir`. */
export async function writeStills(
  photo: Buffer,
  face: FaceLandmarks,
  dir: string,
  width: number,
  height: number,
  faceY = PHOTO_FACE_Y,
): Promise<PhotoStills> {
  const { image, points } = await framePhoto(photo, face, width, height, faceY);
  // The mouth and the eyes are apart: each mouth is warped once, then each eye state is drawn on a copy.
  const mouths = MOUTH_POSES.map(({ pose }) => {
    const opened = Buffer.from(image.data);
    openMouth(image, opened, points, pose.open);
    if (pose.wide === 0) return opened;
    const out = Buffer.from(opened);
    widenMouth({ ...image, data: opened }, out, points, pose.wide);
    return out;
  });
  const paths: string[] = [];
  const writes: Promise<unknown>[] = [];
  for (let e = 0; e < EYE_STATES.length; e++) {
    for (let m = 0; m < MOUTH_LEVELS; m++) {
      const mouth = mouths[m] as Buffer;
      const out = e === 0 ? mouth : Buffer.from(mouth);
      closeEyes(image, out, points, EYE_STATES[e] ?? 0);
      const file = path.join(dir, `still-${e}-${m}.png`);
      writes.push(
        sharp(out, { raw: { width, height, channels: 3 } })
          .png({ compressionLevel: 1 })
          .toFile(file),
      );
      paths.push(file);
    }
  }
  await Promise.all(writes);
  return { paths, points, width, height };
}

/**
 * Mouth levels 0..5 per frame from the loudness (RMS per frame): quick to open, a little
 * slower to close (a mouth does not snap shut between syllables), measured against the loud end of this
 * voice so quiet and loud voices both open the mouth; silence is closed.
 */
export function mouthLevels(rms: number[]): number[] {
  const loud = rms.filter((v) => v > 0.002).sort((a, b) => a - b);
  const ref = loud[Math.floor(loud.length * 0.95)] ?? 0;
  if (ref <= 0) return rms.map(() => 0);
  const top = POSE_BY_LOUDNESS.length - 1;
  let state = 0;
  return rms.map((v, i) => {
    const next = rms[i + 1] ?? v;
    const target = clamp01(((v * 2 + next) / 3 / ref - 0.12) / 0.8);
    state = target > state ? state + (target - state) * 0.75 : state + (target - state) * 0.5;
    return Math.min(top, Math.round(state * top));
  });
}

const clamp01 = (t: number) => (t < 0 ? 0 : Math.min(t, 1));

/**
 * Eye state per frame (0 open, 1 half, 2 shut): a blink every 2.5 to 5 seconds (a fixed pseudo-random
 * rhythm, so a render is repeatable), each half-shut-shut-half over about 170 ms.
 */
export function blinkStates(frames: number, fps: number): number[] {
  const out = new Array<number>(frames).fill(0);
  let seed = 0x2545f491;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return seed / 2 ** 32;
  };
  const shut = Math.max(1, Math.round(fps * 0.09));
  for (let t = 1.3; ; t += 2.5 + rand() * 2.5) {
    const f = Math.round(t * fps);
    if (f + shut + 2 >= frames) break;
    out[f] = 1;
    for (let k = 1; k <= shut; k++) out[f + k] = 2;
    out[f + shut + 1] = 1;
  }
  return out;
}

/** The still to show per frame, from the loudness (narration without visemes). */
export function stillIndices(rms: number[], fps: number): number[] {
  const mouth = mouthLevels(rms).map((l) => POSE_BY_LOUDNESS[l] ?? 0);
  const eyes = blinkStates(mouth.length, fps);
  return mouth.map((m, i) => (eyes[i] ?? 0) * MOUTH_LEVELS + m);
}

/**
 * The still to show per frame, from the narration's visemes: each frame's mouth is its sound's. With the
 * loudness (RMS per frame), a sound the voice barely makes (a fading vowel, a stop's silence) shows a
 * smaller opening and a silent frame the closed mouth, as a jaw relaxes between the syllables.
 */
export function visemeStillIndices(
  track: TimedViseme[],
  frames: number,
  fps: number,
  rms?: number[],
): number[] {
  const loud = rms?.filter((v) => v > 0.002).sort((a, b) => a - b) ?? [];
  const ref = loud[Math.floor(loud.length * 0.95)] ?? 0;
  const smaller = poseOfViseme("TH");
  const mouth = visemeFrames(track, frames, fps).map((v, i) => {
    const pose = poseOfViseme(v);
    if (!rms || ref <= 0 || pose === 0) return pose;
    const r = ((rms[i - 1] ?? rms[i] ?? 0) + (rms[i] ?? 0) * 2 + (rms[i + 1] ?? rms[i] ?? 0)) / 4 / ref;
    if (r < 0.04) return 0;
    const open = MOUTH_POSES[pose]?.pose.open ?? 0;
    return r < 0.3 && open > 0.5 ? smaller : pose;
  });
  const eyes = blinkStates(frames, fps);
  return mouth.map((m, i) => (eyes[i] ?? 0) * MOUTH_LEVELS + m);
}
