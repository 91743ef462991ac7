import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { templates } from "../db/schema";
import { ffprobe } from "../media/run-process";
import { createRenderHarness, type RenderHarness } from "../test/render/harness";
import { shareOf, smallFrame } from "../test/render/media-checks";
import { readJsonKey } from "../test/render/read";
import { cardFrames } from "./brand";
import { FPS } from "./compose/encoding";
import { renderFrame } from "./frame";
import type { AudioConfigArtifact } from "./types";

/**
 * A Product Ad made with a template that has an intro card and an end card, rendered for real (ffmpeg,
 * espeak-ng, PGlite): the poster shows the story, not the intro card; the video ends once, on the
 * template's end card (the ad's own closing card is not drawn), and that card carries the product's call
 * to action, the template's card having none.
 */
const W = 180;
const H = 320;
const INTRO = { background_color: "#ff8000", text_color: "#ffffff", text: "Hello", duration_s: 2 };
const END = { background_color: "#108040", text_color: "#ffe000", text: "Thanks", duration_s: 1 };
const PRODUCT_MAGENTA: [number, number, number] = [255, 0, 255];
const rgb = (hex: string) =>
  [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

describe("a Product Ad with a template's intro and end cards", () => {
  let h: RenderHarness;
  let video = "";
  let poster: Buffer;
  let scenes: AudioConfigArtifact["scenes"] = [];
  let durationS = 0;

  beforeAll(async () => {
    h = await createRenderHarness();
    const templateId = crypto.randomUUID();
    await h.deps.database.db.insert(templates).values({
      id: templateId,
      user_id: h.userId,
      name: "Shop",
      settings: { intro_card: INTRO, end_card: END },
    });
    const row = await h.render({
      type: "PRODUCT_AD",
      story: "Meet the Aurora Lamp. It glows warm all night. Get yours today!",
      product_name: "Aurora Lamp",
      brand_colors: ["#ff00ff"],
      call_to_action: "Buy now",
      template_id: templateId,
    });
    video = h.fileOf(String(row.task_result?.video_url));
    const prefix = `renders/${row.id}/v1`;
    ({ scenes } = await readJsonKey<AudioConfigArtifact>(h, `${prefix}/config.json`));
    poster = await sharp(await h.deps.storage.read(`${prefix}/thumbnail.jpg`))
      .resize(36, 64, { fit: "fill" })
      .removeAlpha()
      .raw()
      .toBuffer();
    durationS = (await ffprobe(path.resolve(video))).durationS;
  }, 300_000);
  afterAll(async () => {
    await h?.close();
  });

  it("takes the poster from the story's first scene, not the intro card", () => {
    expect(shareOf(poster, rgb(INTRO.background_color))).toBeLessThan(0.2);
  });

  it("ends once: the scenes, then the template's end card with the product's call to action", async () => {
    expect(scenes.length).toBeGreaterThan(1);
    const last = scenes.at(-1);
    if (!last) throw new Error("no scene");
    const storyS = (last.startMs + last.durationMs) / 1000;
    const cardS = (n: number) => cardFrames(n) / FPS;
    // The intro, the narrated scenes and one end card: no closing card held on its own.
    expect(durationS).toBeGreaterThan(cardS(INTRO.duration_s) + storyS + cardS(END.duration_s) - 0.25);
    expect(durationS).toBeLessThan(cardS(INTRO.duration_s) + storyS + cardS(END.duration_s) + 0.25);
    // The last scene shows the product as a scene, not the closing card on the brand's magenta.
    const lastScene = await smallFrame(
      video,
      cardS(INTRO.duration_s) + (last.startMs + last.durationMs / 2) / 1000,
    );
    expect(shareOf(lastScene, PRODUCT_MAGENTA, 60)).toBeLessThan(0.2);
    // The final frames are the end card: its green, and the call to action's button in its ink.
    const ending = await smallFrame(video, durationS - 0.2);
    expect(shareOf(ending, rgb(END.background_color))).toBeGreaterThan(0.5);
    const { safe } = renderFrame({ width: W, height: H, narrationMode: "voice", captionStyle: null }).layers;
    const scale = 36 / W;
    const buttonRow = Math.round((safe.y + safe.h * 0.66) * scale);
    const row = ending.subarray(buttonRow * 36 * 3, (buttonRow + 1) * 36 * 3);
    expect(shareOf(row, rgb(END.text_color), 60)).toBeGreaterThan(0.05);
  });
});
