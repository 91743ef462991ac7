/**
 * docs/images/presenter-layouts.png: each presenter layout (corner, lower, full and a full layout's
 * cut-away) at 1080x1920, with a stock presenter and a talking photo mid-word (mouth open), composed for
 * real by composeVideo and tiled by ffmpeg. Run: npx tsx server/src/test/render/presenter-layouts-sheet.ts
 * [out.png] [frames-dir] (the frames at full size are kept in frames-dir for a closer look).
 */

import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { captionStylePresets } from "@reelsmith/contract/catalog";
import type { PresenterLayout } from "../../layout/frame-layout";
import { runFfmpeg } from "../../media/run-process";
import { detectFaces, writeStills } from "../../presenter";
import { onePersonPhoto } from "../face-photos";
import { composeTestVideo } from "./compose-test-video";

const ROOT = path.resolve(import.meta.dirname, "../../../..");
const CATALOG = path.join(ROOT, "data/test-catalog/storage/catalog");
const W = 1080;
const H = 1920;
const SCENE_MS = 3000;

async function main() {
  const out = process.argv[2] ?? path.join(ROOT, "docs/images/presenter-layouts.png");
  const framesDir = process.argv[3] ?? (await fs.mkdtemp(path.join(os.tmpdir(), "layout-frames-")));
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "layout-sheet-"));
  await fs.mkdir(framesDir, { recursive: true });
  const presenters = (await fs.readdir(path.join(CATALOG, "presenters"))).sort();
  const grace = path.join(CATALOG, "presenters", presenters.at(-1) ?? "", "en-grace");
  const styles = path.join(CATALOG, "styles", (await fs.readdir(path.join(CATALOG, "styles")))[0] ?? "");
  const scenes = [path.join(styles, "watercolor.png"), path.join(styles, "cinematic.png")];
  const wav = path.join(dir, "speech.wav");
  await runFfmpeg(["-f", "lavfi", "-i", "sine=f=220:d=2.5:r=48000", wav]);
  const words = "A small boat waited in the storm while the keeper lit the lamp"
    .split(" ")
    .map((text, i) => ({
      text,
      startMs: i * 450,
      endMs: i * 450 + 400,
    }));

  // The talking photo: the stills as a render makes them for a lower or full layout (9:16), mouth open.
  const photo = await onePersonPhoto();
  const [face] = await detectFaces(photo);
  if (!face) throw new Error("no face in the sample photo");
  const stillsDir = path.join(dir, "stills");
  await fs.mkdir(stillsDir);
  const portrait = await writeStills(photo, face, stillsDir, 720, 1280, 0.45);
  const square = await writeStills(photo, face, path.join(dir), 720, 720, 0.5);
  const open = 3;

  const kinds = [
    { name: "presenter", frames: () => [path.join(grace, "face-screamOpen.png")], faceY: 0.6, centre: 0.5 },
    {
      name: "photo",
      frames: (layout: PresenterLayout) => [(layout === "corner" ? square : portrait).paths[open] as string],
      faceY: 0.5,
      centre: 0.45,
    },
  ];
  const tiles: string[] = [];
  for (const kind of kinds) {
    for (const layout of ["corner", "lower", "full"] as const) {
      const work = path.join(dir, `${kind.name}-${layout}`);
      await fs.mkdir(work);
      const video = path.join(work, "out.mp4");
      await composeTestVideo({
        dir: work,
        images: scenes,
        sceneWavs: [wav, wav],
        durationsMs: [SCENE_MS, SCENE_MS],
        words,
        width: W,
        height: H,
        captionStyle: captionStylePresets.find((p) => p.name === "Minimalist") ?? null,
        avatar: {
          mouthFramePaths: kind.frames(layout),
          ringColor: "#f4c430",
          faceY: kind.faceY,
          faceCentreY: kind.centre,
          frameIndices: async () => new Array(200).fill(0),
          layout,
        },
        out: video,
      });
      // Mid-word; a full layout also at a cut-away (the second scene's picture, B-roll under the voice).
      const times: [string, number][] = [[layout, layout === "full" ? 0.6 : 1.2]];
      if (layout === "full") times.push(["full-cutaway", 3.6]);
      for (const [label, at] of times) {
        const frame = path.join(framesDir, `${kind.name}-${label}.png`);
        await runFfmpeg(["-y", "-ss", at.toFixed(2), "-i", video, "-frames:v", "1", frame]);
        tiles.push(frame);
      }
    }
  }
  await runFfmpeg([
    ...tiles.flatMap((t) => ["-i", t]),
    "-filter_complex",
    `${tiles.map((_, i) => `[${i}:v]scale=270:480:flags=lanczos[t${i}]`).join(";")};${tiles.map((_, i) => `[t${i}]`).join("")}xstack=inputs=${tiles.length}:layout=${tiles.map((_, i) => `${(i % 4) * 270}_${Math.floor(i / 4) * 480}`).join("|")}`,
    ...["-frames:v", "1", "-y", out],
  ]);
  await fs.rm(dir, { recursive: true, force: true });
  console.log(`${out} (frames in ${framesDir})`);
}

await main();
