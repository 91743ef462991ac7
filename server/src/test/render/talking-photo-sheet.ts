/**
 * docs/images/presenter/: a talking photo in the full-frame presenter layout at 1080x1920, composed for real
 * by composeVideo from the stills a render makes for that layout (stages/video.ts), for the two sample portraits
 * of src/test/face-photos.ts (lips closed; a smile showing teeth, the photo ending a little below the
 * chin): the frame with the mouth open on "ah", and a close-up of the mouth, closed then on "ah". Run:
 * npx tsx server/src/test/render/talking-photo-sheet.ts [out-dir]
 */

import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { captionStylePresets } from "@reelsmith/contract/catalog";
import { runFfmpeg } from "../../media/run-process";
import { detectFaces, MOUTH_POSES, writeStills } from "../../presenter";
import { portraitPlacement, presenterGeometry } from "../../render/presenter-layer";
import { onePersonPhoto, smilingPhoto } from "../face-photos";
import { composeTestVideo, testFrame, twoScenes } from "./compose-test-video";

const ROOT = path.resolve(import.meta.dirname, "../../../..");
const W = 1080;
const H = 1920;
const FPS = 30;
const STILL_W = 720;
const STILL_H = 1280;
const FACE_Y = 0.45;
/** The mouth is shut until this frame, then open on "ah". */
const OPEN_FROM = 9;

async function main() {
  const out = process.argv[2] ?? path.join(ROOT, "docs/images/presenter");
  await fs.mkdir(out, { recursive: true });
  const style = captionStylePresets.find((p) => p.name === "Minimalist") ?? null;
  const g = presenterGeometry(testFrame(W, H, { presenter: "full", captionStyle: style }));
  const place = portraitPlacement(g, H);
  const aa = MOUTH_POSES.findIndex((p) => p.name === "AA");
  for (const [name, photoOf] of [
    ["smile", smilingPhoto],
    ["closed-lips", onePersonPhoto],
  ] as const) {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "talking-photo-sheet-"));
    const photo = await photoOf();
    const [face] = await detectFaces(photo);
    if (!face) throw new Error(`no face in the ${name} sample`);
    const stills = await writeStills(photo, face, dir, STILL_W, STILL_H, FACE_Y);
    const scene = path.join(dir, "scene.png");
    await runFfmpeg(["-f", "lavfi", "-i", `color=c=0x3060a0:s=${W}x${H}`, "-frames:v", "1", scene]);
    const wav = path.join(dir, "speech.wav");
    await runFfmpeg(["-f", "lavfi", "-i", "sine=f=220:d=2.5:r=48000", wav]);
    const words = "Hello there this is my bakery".split(" ").map((text, i) => ({
      text,
      startMs: i * 400,
      endMs: i * 400 + 350,
    }));
    const video = path.join(dir, "full.mp4");
    await composeTestVideo({
      dir,
      ...twoScenes(scene, wav, 3000),
      words,
      width: W,
      height: H,
      captionStyle: style,
      avatar: {
        mouthFramePaths: stills.paths,
        ringColor: "#ffffff",
        faceY: 0.5,
        faceCentreY: FACE_Y,
        frameIndices: async () => Array.from({ length: 200 }, (_, i) => (i < OPEN_FROM ? 0 : aa)),
        layout: "full",
      },
      out: video,
    });
    const [shutAt, openAt] = [4 / FPS, (OPEN_FROM + 4) / FPS];
    const full = path.join(out, `talking-photo-${name}-full-frame.png`);
    await runFfmpeg(["-y", "-ss", openAt.toFixed(3), "-i", video, "-frames:v", "1", full]);
    // Where the mouth lands in the frame: the still's landmarks through the layer's placement and sway.
    const mouth = stills.points[62] ?? [STILL_W / 2, STILL_H / 2];
    const ph = place.portraitH;
    const pw = Math.round((ph * 9) / 16 / 2) * 2;
    const scale = ph / STILL_H;
    const x0 = Math.round((place.W - pw) / 2 / 2) * 2;
    const y0 = Math.round((place.faceAt - ph * FACE_Y) / 2) * 2;
    const sway = (t: number) => ({
      x: (place.W - W) / 2 + (place.W - W) * 0.3 * Math.sin((2 * Math.PI * t) / 5.3),
      y: (place.H - H) / 2 + (place.H - H) * 0.2 * Math.sin((2 * Math.PI * t) / 3.6),
    });
    const crop = (t: number) => {
      const s = sway(t);
      const cx = Math.round(mouth[0] * scale + x0 - s.x);
      const cy = Math.round(mouth[1] * scale + y0 - s.y);
      return `crop=400:300:${cx - 200}:${cy - 130},scale=800:600:flags=lanczos`;
    };
    await runFfmpeg([
      ...["-y", "-ss", shutAt.toFixed(3), "-i", video, "-ss", openAt.toFixed(3), "-i", video],
      ...["-filter_complex", `[0:v]${crop(shutAt)}[a];[1:v]${crop(openAt)}[b];[a][b]hstack`],
      ...["-frames:v", "1", path.join(out, `talking-photo-${name}-mouth-ah.png`)],
    ]);
    await fs.rm(dir, { recursive: true, force: true });
  }
  console.log(`frames in ${out}`);
}

await main();
