import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { captionStylePresets } from "@reelsmith/contract/catalog";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userProfiles } from "../db/schema";
import { declaredAnswer } from "../test/declared-answer";
import { readJson } from "../test/http-client";
import { hexRgb, rgbFrame, shareInBox } from "../test/render/media-checks";
import { type SignedInApp, startAppWithSignedInUser } from "../test/signed-in-app";
import { TEST_ORIGIN } from "../test/test-app";
import { logoPlacement } from "./brand";
import { captionBlock } from "./captions";
import { renderFrame } from "./frame";

/**
 * A brand template drawn in real renders (ffmpeg, espeak-ng, PGlite through the API): a batch of three
 * short stories made with a template that has a logo, an intro card, an end card and its own caption
 * colour and position. In every video the logo is in its corner at every sampled moment, the cards fill
 * the frame with their colour and show their text, and the captions are drawn in the template's colour
 * where its position puts them.
 */
const W = 180;
const H = 320;
const LOGO_RGB: [number, number, number] = [200, 30, 90];
const INTRO = {
  text: "Fresh from the oven",
  text_color: "#ffffff",
  background_color: "#1040c0",
  duration_s: 1,
};
const END = {
  text: "See you soon",
  text_color: "#ffe000",
  background_color: "#108040",
  duration_s: 1,
  call_to_action: "Order now",
};
const CAPTION_RGB: [number, number, number] = [0, 255, 255];

function durationOf(file: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const p = spawn("ffprobe", ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", file]);
    let out = "";
    p.stdout.on("data", (d: Buffer) => {
      out += d.toString();
    });
    p.on("error", reject);
    p.on("close", () => resolve(Number(out.trim())));
  });
}

/** The pixels of a box of the frame within `tolerance` of a colour, as a share of the box. */
const shareIn = (
  rgb: Buffer,
  box: { x: number; y: number; w: number; h: number },
  colour: [number, number, number],
  tolerance = 40,
) => shareInBox(rgb, W, box, colour, tolerance);

/** The rows where pixels of a colour are: their mean and extent (-1 when none). */
function rowsOf(rgb: Buffer, colour: [number, number, number], tolerance = 60) {
  const ys: number[] = [];
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 3;
      if (
        Math.abs((rgb[i] ?? 0) - colour[0]) < tolerance &&
        Math.abs((rgb[i + 1] ?? 0) - colour[1]) < tolerance &&
        Math.abs((rgb[i + 2] ?? 0) - colour[2]) < tolerance
      )
        ys.push(y);
    }
  if (ys.length === 0) return { n: 0, mean: -1, min: -1, max: -1 };
  return {
    n: ys.length,
    mean: ys.reduce((a, b) => a + b, 0) / ys.length,
    min: Math.min(...ys),
    max: Math.max(...ys),
  };
}

describe("a brand template drawn in a batch's videos", () => {
  let app: SignedInApp;
  let dir: string;
  const videos: string[] = [];

  beforeAll(async () => {
    app = await startAppWithSignedInUser({}, { renders: true });
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "template-render-"));
    await app.ctx.deps.database.db
      .update(userProfiles)
      .set({ available_credits: 100 })
      .where(eq(userProfiles.user_id, app.userId));
    const png = await sharp({
      create: { width: 60, height: 30, channels: 3, background: { r: 200, g: 30, b: 90 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("file", new File([new Uint8Array(png)], "logo.png", { type: "image/png" }));
    const cookie = [...app.client.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const upload = await app.ctx.app.request("/api/media", {
      method: "POST",
      headers: { origin: TEST_ORIGIN, cookie },
      body: form,
    });
    expect(upload.status).toBe(201);
    const logoId = ((await upload.json()) as { media: { id: string } }).media.id;
    const template = await readJson(
      await app.client.post("/api/templates", {
        name: "Bakery",
        logo: { media_id: logoId, corner: "top-left", size: 0.25, opacity: 1 },
        intro_card: INTRO,
        end_card: END,
        captions: { preset: "Minimalist", color: "#00ffff", highlight_color: "#00ffff", position: "top" },
      }),
    );
    expect(template.id).toBeTruthy();
    const res = await app.client.post("/api/batches", {
      stories: [
        { story: "The baker opens his shop. Bread is warm." },
        { story: "A child buys a roll. She smiles." },
        { story: "The oven glows at night. The town sleeps." },
      ],
      settings: {
        narrationMode: "voice",
        image_styles: { themes: ["watercolor"] },
        voice_id: "en-gb-charlotte",
        size: `${W}x${H}`,
        template_id: template.id,
      },
    });
    expect(res.status).toBe(201);
    let batch = await readJson(res);
    for (let polls = 0; !batch.summary.finished; polls++) {
      if (polls > 2400) throw new Error(`batch not finished: ${JSON.stringify(batch.summary)}`);
      await new Promise((r) => setTimeout(r, 250));
      batch = await declaredAnswer(await app.client.get(`/api/batches/${batch.id}`), "getBatch");
    }
    expect(batch.summary.done).toBe(3);
    for (const [i, item] of (batch.items as { video_url: string }[]).entries()) {
      const video = await app.client.get(item.video_url);
      expect(video.status).toBe(200);
      const file = path.join(dir, `video-${i}.mp4`);
      await fs.writeFile(file, Buffer.from(await video.arrayBuffer()));
      videos.push(file);
    }
  }, 600_000);
  afterAll(async () => {
    await app?.close();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  const style = {
    ...(captionStylePresets[0] as (typeof captionStylePresets)[number]),
    color: "#00ffff",
    highlightColor: "#00ffff",
    position: "top" as const,
  };
  const frame = renderFrame({ width: W, height: H, narrationMode: "voice", captionStyle: style });

  it("draws the intro card, the scenes with the logo and captions, and the end card in each video", async () => {
    expect(videos).toHaveLength(3);
    // The logo as the render places it: 45 px wide (a quarter of 180), moved below the top captions.
    const logo = logoPlacement(frame, "top-left", 45, 23);
    const inner = { x: logo.x + 3, y: logo.y + 3, w: logo.w - 6, h: logo.h - 6 };
    const block = captionBlock({ style, layout: frame.layers }).block;
    for (const file of videos) {
      const total = await durationOf(file);
      const introEnd = INTRO.duration_s;
      const endStart = total - END.duration_s;
      expect(endStart - introEnd).toBeGreaterThan(1);
      const times = [0.4, introEnd + 0.3, (introEnd + endStart) / 2, endStart - 0.3, total - 0.4];
      for (const t of times) {
        const rgb = await rgbFrame(file, t);
        expect(shareIn(rgb, inner, LOGO_RGB), `logo at ${t.toFixed(2)} s of ${file}`).toBeGreaterThan(0.9);
      }
      const whole = { x: 0, y: 0, w: W, h: H };
      const intro = await rgbFrame(file, 0.4);
      expect(shareIn(intro, whole, hexRgb(INTRO.background_color))).toBeGreaterThan(0.75);
      expect(shareIn(intro, whole, hexRgb(INTRO.text_color), 60)).toBeGreaterThan(0.005);
      const end = await rgbFrame(file, total - 0.4);
      expect(shareIn(end, whole, hexRgb(END.background_color))).toBeGreaterThan(0.6);
      expect(shareIn(end, whole, hexRgb(END.text_color), 60)).toBeGreaterThan(0.01);
      // Neither card in the scenes.
      const scene = await rgbFrame(file, introEnd + 0.8);
      expect(shareIn(scene, whole, hexRgb(INTRO.background_color), 20)).toBeLessThan(0.3);
      // The captions in the template's colour, inside the top caption block.
      const caption = rowsOf(scene, CAPTION_RGB);
      expect(caption.n, `caption pixels in ${file}`).toBeGreaterThan(30);
      expect(caption.min).toBeGreaterThanOrEqual(block.y - 2);
      expect(caption.max).toBeLessThanOrEqual(block.y + block.h + 2);
      expect(caption.mean).toBeLessThan(H * 0.35);
    }
  }, 120_000);
});
