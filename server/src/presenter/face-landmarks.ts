import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";
import type { Storage } from "../storage/storage";

/**
 * Faces and their 68 landmarks in a photo, found on this machine's CPU: face-api's tiny face detector and
 * 68-point landmark net (weights shipped in the npm package's `model/` folder), run by TensorFlow.js on its
 * WebAssembly backend (the binary ships in `@tensorflow/tfjs-backend-wasm`; nothing is downloaded).
 *
 * Points follow the iBUG 68 layout: jaw 0-16, brows 17-26, nose 27-35, eyes 36-41 and 42-47, outer lips
 * 48-59, inner lips 60-67. Coordinates are pixels of the photo as stored (upright, EXIF rotation applied).
 */
export type Point = [number, number];

/** The mean of the landmarks `idx` of `points`: a feature's centre (an eye, the mouth). */
export function meanPoint(points: Point[], idx: number[]): Point {
  let x = 0;
  let y = 0;
  for (const i of idx) {
    x += points[i]?.[0] ?? 0;
    y += points[i]?.[1] ?? 0;
  }
  return [x / idx.length, y / idx.length];
}

export interface FaceLandmarks {
  /** Size of the image the points are in. */
  width: number;
  height: number;
  box: { x: number; y: number; width: number; height: number };
  score: number;
  points: Point[];
}

/** The longest side the detector sees: faces of a portrait stay well above its smallest size, and it is fast. */
const DETECT_MAX_SIDE = 640;
const MIN_SCORE = 0.5;
/**
 * A second face counts when it is at least this share of the main face's width: a face in a poster or far
 * behind is background, a second person beside the first is not.
 */
const OTHER_FACE_SHARE = 0.4;

type FaceApi = typeof import("@vladmandic/face-api/dist/face-api.node-wasm.js");

let ready: Promise<FaceApi> | null = null;

/** Loads the backend and the two nets once per process. */
function faceApi(): Promise<FaceApi> {
  ready ??= (async () => {
    // The Emscripten runtime adds process handlers that rethrow every uncaught error and rejection; they
    // would take the server's own handling away, so the ones it adds are removed again.
    const before = processHandlers();
    const require = createRequire(import.meta.url);
    const api = require("@vladmandic/face-api/dist/face-api.node-wasm.js") as FaceApi;
    const wasm = require("@tensorflow/tfjs-backend-wasm") as typeof import("@tensorflow/tfjs-backend-wasm");
    // A plain folder path: Emscripten then reads the .wasm with fs (the platform fetch cannot read files).
    const wasmDir = path.dirname(
      require.resolve("@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm"),
    );
    wasm.setWasmPaths(`${wasmDir}/`);
    // The bundle's own typings list only the ops it uses; at run time `tf` is the whole TensorFlow.js.
    const tf = api.tf as unknown as typeof import("@tensorflow/tfjs-core");
    await tf.setBackend("wasm");
    await tf.ready();
    removeAddedHandlers(before);
    const modelDir = path.join(path.dirname(require.resolve("@vladmandic/face-api/package.json")), "model");
    await api.nets.tinyFaceDetector.loadFromDisk(modelDir);
    await api.nets.faceLandmark68Net.loadFromDisk(modelDir);
    return api;
  })();
  ready.catch(() => {
    ready = null;
  });
  return ready;
}

type Listener = (...args: unknown[]) => void;
type Handlers = Record<"uncaughtException" | "unhandledRejection", Listener[]>;

function processHandlers(): Handlers {
  return {
    uncaughtException: process.listeners("uncaughtException") as Listener[],
    unhandledRejection: process.listeners("unhandledRejection") as Listener[],
  };
}

function removeAddedHandlers(before: Handlers) {
  const now = processHandlers();
  for (const listener of now.uncaughtException) {
    if (!before.uncaughtException.includes(listener)) process.removeListener("uncaughtException", listener);
  }
  for (const listener of now.unhandledRejection) {
    if (!before.unhandledRejection.includes(listener)) process.removeListener("unhandledRejection", listener);
  }
}

/**
 * Every face in the image with its landmarks, largest first. Faces much smaller than the largest (see
 * OTHER_FACE_SHARE) are left out: they are background, not a second presenter.
 */
export async function detectFaces(image: Buffer): Promise<FaceLandmarks[]> {
  const api = await faceApi();
  const upright = sharp(image, { limitInputPixels: 64_000_000 }).rotate();
  const meta = await upright.metadata();
  // EXIF orientations 5-8 turn the picture a quarter: its upright width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 0;
  const height = (turned ? meta.width : meta.height) ?? 0;
  if (!width || !height) return [];
  const { data, info } = await upright
    .resize({ width: DETECT_MAX_SIDE, height: DETECT_MAX_SIDE, fit: "inside", withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const scale = width / info.width;
  const tensor = api.tf.tensor3d(new Uint8Array(data), [info.height, info.width, 3], "int32");
  try {
    const found = await api
      .detectAllFaces(tensor, new api.TinyFaceDetectorOptions({ inputSize: 416, scoreThreshold: MIN_SCORE }))
      .withFaceLandmarks();
    const faces: FaceLandmarks[] = found.map((f) => ({
      width,
      height,
      score: round(f.detection.score, 3),
      box: {
        x: round(f.detection.box.x * scale),
        y: round(f.detection.box.y * scale),
        width: round(f.detection.box.width * scale),
        height: round(f.detection.box.height * scale),
      },
      points: f.landmarks.positions.map((p): Point => [round(p.x * scale), round(p.y * scale)]),
    }));
    faces.sort((a, b) => b.box.width - a.box.width);
    const main = faces[0];
    return main ? faces.filter((f) => f.box.width >= main.box.width * OTHER_FACE_SHARE) : [];
  } finally {
    tensor.dispose();
  }
}

const round = (v: number, digits = 1) => Math.round(v * 10 ** digits) / 10 ** digits;

/** Where an avatar photo's landmarks are stored: beside the photo, `avatar_{ts}.face.json`. */
export function faceKeyOf(imageKey: string): string {
  return `${imageKey.replace(/\.[^./]+$/, "")}.face.json`;
}

/** Parses stored landmarks; null when the file is not what detectFaces writes. */
export function parseFace(json: string): FaceLandmarks | null {
  try {
    const v = JSON.parse(json) as FaceLandmarks;
    const ok =
      typeof v?.width === "number" &&
      typeof v.height === "number" &&
      Array.isArray(v.points) &&
      v.points.length === 68 &&
      v.points.every((p) => Array.isArray(p) && p.length === 2 && p.every(Number.isFinite));
    return ok ? v : null;
  } catch {
    return null;
  }
}

/**
 * The face of a stored avatar photo: its landmarks file, or (a photo saved before faces were checked) the
 * largest face found now, stored for next time. Null when the photo has no face.
 */
export async function storedFace(
  storage: Storage,
  imageKey: string,
  photo: Buffer,
): Promise<FaceLandmarks | null> {
  const key = faceKeyOf(imageKey);
  if (await storage.exists(key)) {
    const face = parseFace((await storage.read(key)).toString("utf8"));
    if (face) return face;
  }
  const [face] = await detectFaces(photo);
  if (!face) return null;
  await storage.put(key, Buffer.from(JSON.stringify(face)), "application/json");
  return face;
}
