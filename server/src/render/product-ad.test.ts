import { spawn } from "node:child_process";
import path from "node:path";
import sharp, { type OutputInfo } from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { styleDefinitions } from "../catalog/definitions/styles";
import type { StyleEntry } from "../catalog/types";
import { type Box, type ClosingCardParts, frameLayout } from "../layout/frame-layout";
import { type FixtureServer, startProductFixtureServer } from "../test/product-fixtures";
import { flatImageUrl } from "../test/render/flat-image";
import { createRenderHarness, type RenderHarness } from "../test/render/harness";
import { readJsonKey } from "../test/render/read";
import { brandPalette, renderClosingCard } from "./closing-card";
import { runTask } from "./pipeline";
import type { ImagesArtifact } from "./types";

/** One RGB pixel of a video frame (the frame scaled down to 9x16, so a pixel is an area's mean). */
function framePixel(file: string, atS: number, x: number, y: number): Promise<[number, number, number]> {
  return new Promise((resolve, reject) => {
    const p = spawn("ffmpeg", [
      ...["-v", "error", "-ss", atS.toFixed(2), "-i", file, "-frames:v", "1"],
      ...["-vf", "scale=9:16:flags=area", "-f", "rawvideo", "-pix_fmt", "rgb24", "pipe:1"],
    ]);
    const chunks: Buffer[] = [];
    p.stdout.on("data", (d: Buffer) => chunks.push(d));
    p.on("error", reject);
    p.on("close", (code) => {
      if (code !== 0) return reject(new Error(`ffmpeg ${code}`));
      const data = Buffer.concat(chunks);
      const i = (y * 9 + x) * 3;
      resolve([data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0]);
    });
  });
}

describe("brand palette", () => {
  const base = { primary: "#111", secondary: "#222", accent: "#333", background: "#000", text: "#fff" };
  it("puts the brand colours on the card with readable text, else keeps the style's", () => {
    expect(brandPalette(["#1e3a8a"], base)).toMatchObject({ background: "#1e3a8a", text: "#ffffff" });
    expect(brandPalette(["#fde047", "#000000"], base)).toMatchObject({
      background: "#fde047",
      secondary: "#000000",
      text: "#111111",
    });
    expect(brandPalette(["red", "nope"], base)).toEqual(base);
  });
});

/** Pixels of a box whose right neighbour differs sharply in brightness: the edges of text and shapes. */
function edgesIn(img: { data: Buffer; info: OutputInfo }, box: Box): number {
  const { width, channels } = img.info;
  const luma = (x: number, y: number) => {
    const i = (y * width + x) * channels;
    return 0.3 * (img.data[i] ?? 0) + 0.59 * (img.data[i + 1] ?? 0) + 0.11 * (img.data[i + 2] ?? 0);
  };
  let n = 0;
  for (let y = box.y; y < box.y + box.h; y++)
    for (let x = box.x; x < box.x + box.w - 1; x++) if (Math.abs(luma(x, y) - luma(x + 1, y)) > 40) n++;
  return n;
}

describe("the closing card", () => {
  const style = { ...styleDefinitions[0], public: {} } as unknown as StyleEntry;
  const size = { width: 270, height: 480 };
  const frame = frameLayout({ ...size, mode: "voice", captions: null, scene: "closing-card" });
  const parts = frame.card as ClosingCardParts;
  const raw = async (png: Buffer) => sharp(png).raw().toBuffer({ resolveWithObject: true });
  const pixel = (img: { data: Buffer; info: OutputInfo }, x: number, y: number) => {
    const i = (Math.round(y) * img.info.width + Math.round(x)) * img.info.channels;
    return [...img.data.subarray(i, i + 3)];
  };

  it("shows the product photo, price, call to action and shop domain in their boxes", async () => {
    const photo = await sharp({ create: { width: 90, height: 160, channels: 3, background: "#28c83c" } })
      .png()
      .toBuffer();
    const card = {
      title: "Aurora Lamp",
      colors: ["#1e3a8a"],
      price: "$49",
      cta: "Shop now",
      domain: "aurora.shop",
    };
    const img = await raw(await renderClosingCard(card, style, size, frame, photo));
    const p = parts.photo;
    expect(pixel(img, p.x + p.w / 2, p.y + p.h / 2)).toEqual([0x28, 0xc8, 0x3c]);
    for (const box of [parts.price, parts.cta, parts.domain]) expect(edgesIn(img, box)).toBeGreaterThan(0);
  });

  it("shows nothing but the name when the ad has no photo, price, call or domain", async () => {
    const img = await raw(
      await renderClosingCard({ title: "Aurora Lamp", colors: ["#1e3a8a"] }, style, size, frame),
    );
    expect(edgesIn(img, parts.name)).toBeGreaterThan(0);
    for (const box of [parts.photo, parts.price, parts.cta, parts.domain]) expect(edgesIn(img, box)).toBe(0);
  });
});

describe("a Product Ad render", () => {
  let h: RenderHarness;
  beforeAll(async () => {
    h = await createRenderHarness();
  });
  afterAll(() => h.close());

  it("shows the product pictures, then a closing card with the brand colour", async () => {
    const redUrl = await flatImageUrl(h.deps.storage, h.userId, "0xdc2828");
    const greenUrl = await flatImageUrl(h.deps.storage, h.userId, "0x28c83c");
    const row = await h.render({
      type: "PRODUCT_AD",
      story: "Meet Aurora Lamp. It glows warm all night. It charges your phone. Get Aurora Lamp today!",
      image_urls: [redUrl, greenUrl],
      product_name: "Aurora Lamp",
      brand_colors: ["#1e3a8a"],
    });
    const prefix = `renders/${row.id}/v1`;
    const { images } = await readJsonKey<ImagesArtifact>(h, `${prefix}/images.json`);
    expect(images.map((i) => i.source)).toEqual(["user", "user", "user", "renderer"]);
    const card = await sharp(await h.deps.storage.read(images[3]?.key ?? ""))
      .raw()
      .toBuffer({ resolveWithObject: true });
    // The brand colour at the top (the light behind the photo may tint it by a unit or two).
    const [cr, cg, cb] = [...card.data.subarray(0, 3)] as [number, number, number];
    expect(Math.max(Math.abs(cr - 0x1e), Math.abs(cg - 0x3a), Math.abs(cb - 0x8a))).toBeLessThanOrEqual(3);
    // The product's photo (the first picture, red) is framed on the card.
    let red = 0;
    for (let i = 0; i < card.data.length; i += card.info.channels)
      if ((card.data[i] ?? 0) > 200 && (card.data[i + 1] ?? 255) < 60 && (card.data[i + 2] ?? 255) < 60)
        red++;
    expect(red / (card.info.width * card.info.height)).toBeGreaterThan(0.02);

    const video = path.join(h.storageRoot, `${prefix}/video.mp4`);
    const [r0, g0, b0] = await framePixel(video, 0.3, 4, 2);
    expect(r0).toBeGreaterThan(150);
    expect(g0 + b0).toBeLessThan(200);
    const probe = await new Promise<string>((resolve) => {
      const p = spawn("ffprobe", [
        "-v",
        "error",
        "-show_entries",
        "format=duration",
        "-of",
        "csv=p=0",
        video,
      ]);
      let out = "";
      p.stdout.on("data", (d: Buffer) => {
        out += d.toString();
      });
      p.on("close", () => resolve(out.trim()));
    });
    const last = Number(probe) - 0.4;
    expect(last).toBeGreaterThan(1);
    const [r1, g1, b1] = await framePixel(video, last, 0, 15);
    expect(b1).toBeGreaterThan(r1 + 40);
    expect(b1).toBeGreaterThan(g1);
  }, 180_000);
});

describe("product pictures from a shop", () => {
  let fixtures: FixtureServer;
  beforeAll(async () => {
    fixtures = await startProductFixtureServer();
  });
  afterAll(() => fixtures.close());

  it("are fetched like the page (private addresses refused unless allowed) and stored", async () => {
    const story = "Meet the board. It is sturdy. Get it today!";
    const image_urls = [`${fixtures.url}/img/board.png`];
    const refused = await createRenderHarness();
    try {
      const id = await refused.createTask({ type: "PRODUCT_AD", story, image_urls });
      await expect(runTask(refused.deps, id, { stopAfter: 3 })).rejects.toThrow(/private or local/);
    } finally {
      await refused.close();
    }
    const allowed = await createRenderHarness({ env: { FETCH_ALLOW_PRIVATE_HOSTS: fixtures.host } });
    try {
      const id = await allowed.createTask({ type: "PRODUCT_AD", story, image_urls });
      expect(await runTask(allowed.deps, id, { stopAfter: 3 })).toBe("stopped");
      const { images } = await readJsonKey<ImagesArtifact>(allowed, `renders/${id}/v1/images.json`);
      expect(images.map((i) => i.source)).toEqual(["user", "user", "user"]);
      const stored = await sharp(await allowed.deps.storage.read(images[0]?.key ?? ""))
        .raw()
        .toBuffer();
      expect([...stored.subarray(0, 3)]).toEqual([220, 40, 40]);
    } finally {
      await allowed.close();
    }
  }, 120_000);
});
