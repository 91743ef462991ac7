import { ASPECTS, type Aspect, frameSizeForShortSide } from "@reelsmith/contract/aspect";
import { captionStylePresets } from "@reelsmith/contract/catalog";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Box, frameLayout, inside, PAN_ZOOM, PANS } from "../layout/frame-layout";
import { ffprobe } from "../media/run-process";
import { FIXTURE_PRESENTER } from "../test/render/fixture-catalog";
import { flatImageUrl } from "../test/render/flat-image";
import { createRenderHarness, type RenderHarness } from "../test/render/harness";
import { grayFrame, grayFrames } from "../test/render/media-checks";
import { readJsonKey } from "../test/render/read";
import type { AudioConfigArtifact, ImagesArtifact } from "./types";

/**
 * One story rendered for real in each aspect ratio (short side 180: 180x320, 180x226, 180x180, 320x180),
 * avatar mode with the presenter in the corner, Minimalist captions, illustrated scenes; and on a flat
 * picture with captions, which can be told from its one gray.
 */
const SHORT = 180;
const STORY =
  "The baker opens her shop at dawn. A boy rides his bike past the window. She hands him a warm croissant.";
const minimalist = captionStylePresets.find((p) => p.name === "Minimalist");

/** The mean luma of a strip `depth` pixels deep along one edge of a gray frame. */
function edgeLuma(f: Uint8Array, w: number, h: number, edge: "top" | "bottom" | "left" | "right", depth = 3) {
  let sum = 0;
  let n = 0;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const on =
        edge === "top"
          ? y < depth
          : edge === "bottom"
            ? y >= h - depth
            : edge === "left"
              ? x < depth
              : x >= w - depth;
      if (!on) continue;
      sum += f[y * w + x] ?? 0;
      n++;
    }
  return sum / n;
}

/** Where a picture box is on screen at moment t (0..1) of scene `index`'s camera move. */
function onScreen(b: Box, index: number, t: number, width: number, height: number): Box {
  const [x0, y0, x1, y1] = PANS[index % PANS.length] ?? [0, 0.5, 1, 0.5];
  const ox = (x0 + (x1 - x0) * t) * width * (PAN_ZOOM - 1);
  const oy = (y0 + (y1 - y0) * t) * height * (PAN_ZOOM - 1);
  return { x: b.x * PAN_ZOOM - ox, y: b.y * PAN_ZOOM - oy, w: b.w * PAN_ZOOM, h: b.h * PAN_ZOOM };
}

describe("a video in every aspect ratio", () => {
  let h: RenderHarness;
  const renders = new Map<Aspect, { file: string; prefix: string }>();

  beforeAll(async () => {
    h = await createRenderHarness();
    for (const aspect of ASPECTS) {
      const size = frameSizeForShortSide(aspect, SHORT);
      const row = await h.render({
        story: STORY,
        narrationMode: "avatar",
        character_ref: { narrator_avatar: FIXTURE_PRESENTER },
        image_styles: { themes: ["cinematic"] },
        caption_style: "Minimalist",
        size: `${size.width}x${size.height}`,
      });
      renders.set(aspect, {
        file: h.fileOf(String(row.task_result?.video_url)),
        prefix: `renders/${row.id}/v1`,
      });
    }
  }, 600_000);
  afterAll(() => h.close());

  for (const aspect of ASPECTS) {
    const size = frameSizeForShortSide(aspect, SHORT);
    const { width: W, height: H } = size;

    it(`is ${W}x${H} for ${aspect}, with no dark band at any edge of any scene`, async () => {
      const r = renders.get(aspect);
      if (!r) throw new Error("not rendered");
      const probe = await ffprobe(r.file);
      expect(probe.streams.find((s) => s.codec_type === "video")).toMatchObject({ width: W, height: H });
      const config = await readJsonKey<AudioConfigArtifact>(h, `${r.prefix}/config.json`);
      expect(config.scenes.length).toBe(3);
      const middles = config.scenes.map((scene) => (scene.startMs + scene.durationMs / 2) / 1000);
      const frames = await grayFrames(r.file, middles, W, H);
      for (const [i, f] of frames.entries()) {
        for (const edge of ["top", "bottom", "left", "right"] as const)
          expect(edgeLuma(f, W, H, edge), `${aspect} scene ${i + 1} ${edge} edge`).toBeGreaterThan(40);
      }
    }, 60_000);

    it(`keeps each ${aspect} scene's subject inside the frame through the camera's move, drawn where its box says`, async () => {
      const r = renders.get(aspect);
      if (!r) throw new Error("not rendered");
      const { images } = await readJsonKey<ImagesArtifact>(h, `${r.prefix}/images.json`);
      for (const [index, img] of images.entries()) {
        const e = img.entrances;
        expect(e, `${aspect} scene ${index + 1} is illustrated`).toBeDefined();
        if (!e) continue;
        // The subject is the largest element of the scene.
        const subject = [...e.elements].sort((a, b) => b.box.w * b.box.h - a.box.w * a.box.h)[0];
        if (!subject) throw new Error("no elements");
        for (const t of [0, 0.5, 1])
          expect(inside(onScreen(subject.box, index, t, W, H), { x: 0, y: 0, w: W, h: H })).toBe(true);
        // The picture shows something there that the backdrop alone (the entrance's patch) does not.
        const picture = await sharp(await h.deps.storage.read(img.key))
          .greyscale()
          .raw()
          .toBuffer();
        const before = await sharp(await h.deps.storage.read(e.before.key))
          .greyscale()
          .raw()
          .toBuffer({
            resolveWithObject: true,
          });
        let diff = 0;
        let n = 0;
        const b = subject.box;
        for (let y = Math.ceil(b.y); y < Math.floor(b.y + b.h); y++)
          for (let x = Math.ceil(b.x); x < Math.floor(b.x + b.w); x++) {
            const px = x - e.before.x;
            const py = y - e.before.y;
            if (px < 0 || py < 0 || px >= before.info.width || py >= before.info.height) continue;
            diff += Math.abs((picture[y * W + x] ?? 0) - (before.data[py * before.info.width + px] ?? 0));
            n++;
          }
        expect(n).toBeGreaterThan(0);
        expect(diff / n, `${aspect} scene ${index + 1} subject drawn`).toBeGreaterThan(8);
      }
    }, 60_000);

    it(`burns the ${aspect} captions inside the frame, in the layout's caption block`, async () => {
      const image = await flatImageUrl(h.deps.storage, h.userId, "0x1b2330", `${W}x${H}`);
      const row = await h.render({
        story: STORY,
        image_urls: [image],
        size: `${W}x${H}`,
        caption_style: "Minimalist",
      });
      const on = await grayFrame(h.fileOf(String(row.task_result?.video_url)), 0.6, W, H);
      // Without captions the frame is the flat picture alone: one gray, which most of the frame still shows.
      const ground = [...on].sort((a, b) => a - b)[Math.floor(on.length / 2)] ?? 0;
      const off = new Uint8Array(on.length).fill(ground);
      let minX = W;
      let minY = H;
      let maxX = -1;
      let maxY = -1;
      for (let y = 0; y < H; y++)
        for (let x = 0; x < W; x++)
          if (Math.abs((on[y * W + x] ?? 0) - (off[y * W + x] ?? 0)) > 40) {
            minX = Math.min(minX, x);
            maxX = Math.max(maxX, x);
            minY = Math.min(minY, y);
            maxY = Math.max(maxY, y);
          }
      expect(maxX, "a caption is drawn").toBeGreaterThan(0);
      const ink = { x: minX, y: minY, w: maxX - minX + 1, h: maxY - minY + 1 };
      // Not cut off: clear of every edge, and within the caption block the layout gave it (a pixel of
      // outline either way).
      expect(ink.x).toBeGreaterThan(0);
      expect(ink.y).toBeGreaterThan(0);
      expect(ink.x + ink.w).toBeLessThan(W);
      expect(ink.y + ink.h).toBeLessThan(H);
      if (!minimalist) throw new Error("no Minimalist preset");
      const block = frameLayout({
        ...size,
        mode: "voice",
        captions: { position: minimalist.position, fontSize: minimalist.fontSize },
      }).captions as Box;
      const grown = { x: block.x - 2, y: block.y - 2, w: block.w + 4, h: block.h + 4 };
      expect(inside(ink, grown), `${aspect}: ink ${JSON.stringify(ink)} in ${JSON.stringify(block)}`).toBe(
        true,
      );
    }, 120_000);
  }
});
