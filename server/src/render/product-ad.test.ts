import path from "node:path";
import { captionStylePresets } from "@reelsmith/contract/catalog";
import sharp, { type OutputInfo } from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { styleDefinitions } from "../catalog/definitions/styles";
import type { StyleEntry } from "../catalog/types";
import type { Box, ClosingCardParts } from "../layout/frame-layout";
import { runProcessBytes } from "../media/run-process";
import { type FixtureServer, startProductFixtureServer } from "../test/product-fixtures";
import { testFrame } from "../test/render/compose-test-video";
import { flatImageUrl } from "../test/render/flat-image";
import { createRenderHarness, type RenderHarness } from "../test/render/harness";
import { shareOf, smallFrame } from "../test/render/media-checks";
import { readJsonKey } from "../test/render/read";
import { captionBlock } from "./captions";
import { brandPalette, renderClosingCard } from "./closing-card";
import { runTask } from "./pipeline";
import { claimLine, photoColors, withoutHeadline } from "./product-scene";
import type { AudioConfigArtifact, ImagesArtifact, ScenesArtifact } from "./types";

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
  const frame = testFrame(270, 480).closingCard;
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
    const img = await raw(await renderClosingCard(card, style, frame, photo));
    const p = parts.photo;
    expect(pixel(img, p.x + p.w / 2, p.y + p.h / 2)).toEqual([0x28, 0xc8, 0x3c]);
    for (const box of [parts.price, parts.cta, parts.domain]) expect(edgesIn(img, box)).toBeGreaterThan(0);
  });

  it("shows nothing but the name when the ad has no photo, price, call or domain", async () => {
    const img = await raw(
      await renderClosingCard({ title: "Aurora Lamp", colors: ["#1e3a8a"] }, style, frame),
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

  it("shows a product photo in every scene, turning so consecutive scenes differ, and on the closing card", async () => {
    const colors: [number, number, number][] = [
      [0xdc, 0x28, 0x28],
      [0x28, 0xc8, 0x3c],
      [0xf5, 0xc5, 0x18],
    ];
    const hex = (c: [number, number, number]) =>
      `0x${c.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
    const urls = await Promise.all(
      colors.map((c) => flatImageUrl(h.deps.storage, h.userId, hex(c), "120x160")),
    );
    const row = await h.render({
      type: "PRODUCT_AD",
      story:
        "Meet Aurora Lamp. It glows warm all night. It charges your phone. It folds flat for travel. Get Aurora Lamp today!",
      image_urls: urls,
      product_name: "Aurora Lamp",
      product_price: "$49",
      brand_colors: ["#1e3a8a"],
    });
    const prefix = `renders/${row.id}/v1`;
    const { images } = await readJsonKey<ImagesArtifact>(h, `${prefix}/images.json`);
    expect(images.map((i) => i.source)).toEqual(["user", "user", "user", "user", "renderer"]);
    const { scenes } = await readJsonKey<AudioConfigArtifact>(h, `${prefix}/config.json`);
    const video = path.join(h.storageRoot, `${prefix}/video.mp4`);
    const shown: number[] = [];
    for (const [i, scene] of scenes.entries()) {
      // The middle of the scene's slot, clear of the transitions at either end.
      const frame = await smallFrame(video, (scene.startMs + scene.durationMs / 2) / 1000);
      const shares = colors.map((c) => shareOf(frame, c));
      const best = shares.indexOf(Math.max(...shares));
      // The photo takes a large part of the frame, on the brand's blue ground.
      expect(shares[best], `scene ${i + 1}`).toBeGreaterThan(0.08);
      expect(shareOf(frame, [0x1e, 0x3a, 0x8a], 40), `scene ${i + 1}`).toBeGreaterThan(0.1);
      shown.push(best);
    }
    // Photos in turn: 1, 2, 3, 1, and the closing card shows the one the turn reaches (2).
    expect(shown).toEqual([0, 1, 2, 0, 1]);
    // The card is the card: its photo, and its price pill and button are drawn (edges in their boxes).
    const card = await sharp(await h.deps.storage.read(images[4]?.key ?? ""))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const parts = testFrame(180, 320).closingCard.card as ClosingCardParts;
    expect(edgesIn(card, parts.price)).toBeGreaterThan(0);
  }, 240_000);

  it("prints a whole phrase as the headline and captions the rest of the sentence, not the headline again", async () => {
    const style = captionStylePresets.find((p) => p.name === "Minimalist");
    if (!style) throw new Error("no Minimalist preset");
    const photo = await flatImageUrl(h.deps.storage, h.userId, "0xf5c518", "120x160");
    const body = {
      type: "PRODUCT_AD" as const,
      story: "A double-walled steel bottle that keeps drinks cold for a whole day. Get yours today!",
      image_urls: [photo],
      product_name: "Steel Bottle",
      brand_colors: ["#1e3a8a"],
    };
    const row = await h.render({ ...body, caption_style: style.name });
    const { scenes } = await readJsonKey<AudioConfigArtifact>(h, `renders/${row.id}/v1/config.json`);
    const first = scenes[0];
    if (!first) throw new Error("no scene");
    // The story's first sentence is spread over two scenes; the first scene's headline is the phrase that
    // ends inside it, the second's the rest of the sentence.
    const { scenes: texts } = await readJsonKey<ScenesArtifact>(h, `renders/${row.id}/v1/scenes.json`);
    expect(texts.map((t) => claimLine(t.text)).slice(0, 2)).toEqual([
      "A double-walled steel bottle",
      "Drinks cold for a whole day",
    ]);
    // The caption block, where only the captions' white text is white (the ground is the brand's blue,
    // the photo yellow, and the headline has its own box above).
    const { block } = captionBlock({ style, layout: testFrame(180, 320, { captionStyle: style }).layers });
    const video = h.fileOf(String(row.task_result?.video_url));
    const captionAt = async (word: number) => {
      const w = first.words[word];
      if (!w) throw new Error(`no word ${word}`);
      const at = (first.startMs + (w.startMs + w.endMs) / 2) / 1000;
      const { stdout } = await runProcessBytes("ffmpeg", [
        ...["-v", "error", "-ss", at.toFixed(2), "-i", video, "-frames:v", "1"],
        ...["-f", "rawvideo", "-pix_fmt", "rgb24", "-"],
      ]);
      let white = 0;
      let n = 0;
      for (let y = Math.round(block.y); y < Math.round(block.y + block.h); y++)
        for (let x = Math.round(block.x); x < Math.round(block.x + block.w); x++) {
          const i = (y * 180 + x) * 3;
          n++;
          if (Math.min(stdout[i] ?? 0, stdout[i + 1] ?? 0, stdout[i + 2] ?? 0) > 200) white++;
        }
      return white / n;
    };
    // While the headline's words are said, the headline is on screen and no caption repeats it under it.
    expect(first.words[1]?.text).toBe("double-walled");
    expect(await captionAt(1)).toBe(0);
    expect(await captionAt(3)).toBe(0);
    // Then the captions go on with the rest of the sentence.
    expect(first.words[5]?.text).toBe("keeps");
    expect(await captionAt(5)).toBeGreaterThan(0.005);
  }, 240_000);

  it("takes the product's colours from its photos when the ad has none", async () => {
    const photo = await sharp({
      create: { width: 120, height: 160, channels: 3, background: "#ffffff" },
    })
      .composite([
        {
          input: await sharp({ create: { width: 60, height: 100, channels: 3, background: "#0f9d58" } })
            .png()
            .toBuffer(),
          left: 30,
          top: 30,
        },
      ])
      .png()
      .toBuffer();
    const [ground, accent] = await photoColors([photo]);
    // The white product-shot ground is passed over: the product's green, deepened for the ground.
    const channels = (c = "") => [1, 3, 5].map((i) => Number.parseInt(c.slice(i, i + 2), 16));
    const [r, g, b] = channels(accent) as [number, number, number];
    expect(Math.max(Math.abs(r - 0x0f), Math.abs(g - 0x9d), Math.abs(b - 0x58))).toBeLessThan(12);
    expect(ground).toMatch(/^#[0-9a-f]{6}$/);
    expect(
      await photoColors([
        await sharp({ create: { width: 8, height: 8, channels: 3, background: "#808080" } })
          .png()
          .toBuffer(),
      ]),
    ).toEqual([]);
  });
});

describe("a product scene's short line", () => {
  it("is the first clause of the scene's sentence, without a leading pronoun, at most seven words", () => {
    expect(claimLine("It keeps water cold all day.")).toBe("Keeps water cold all day");
    expect(claimLine("Meet Aurora Lamp.")).toBe("Meet Aurora Lamp");
    expect(
      claimLine("Built from recycled aluminium, it weighs less than a phone and charges in an hour."),
    ).toBe("Built from recycled aluminium");
    expect(claimLine("It keeps water cold for a whole day.")).toBe("Keeps water cold for a whole day");
    expect(claimLine("Three colour temperatures for reading, working or sleeping.")).toBe(
      "Three colour temperatures for reading",
    );
    expect(claimLine("Three colour temperatures for the reader who works late at night.")).toBe(
      "Three colour temperatures for the reader",
    );
    // A scene's text that stops inside its sentence ends its headline where a phrase ends.
    expect(claimLine("A double-walled steel bottle that keeps")).toBe("A double-walled steel bottle");
  });

  it("is a whole phrase: a long clause is cut where a phrase ends, never inside one", () => {
    expect(claimLine("A double-walled steel bottle that keeps drinks cold for a whole day.")).toBe(
      "A double-walled steel bottle",
    );
    expect(claimLine("Designed to keep coffee hot for hours on every trail you love.")).toBe(
      "Designed to keep coffee hot for hours",
    );
    // No place where a phrase ends within seven words: no headline (the caption says it).
    expect(
      claimLine("Unbreakable lightweight titanium shell survives every single drop test imaginable."),
    ).toBe("");
    const sentences = [
      "A double-walled steel bottle that keeps drinks cold for a whole day.",
      "Our soft merino wool blanket with a satin edge keeps the family warm.",
      "This compact espresso machine brews a cafe-quality shot in under thirty seconds.",
      "The foldable solar charger powers two phones at once while you hike.",
      "Handmade ceramic mugs in six glazes that brighten every breakfast table.",
    ];
    for (const sentence of sentences) {
      const line = claimLine(sentence);
      const said = sentence.replace(/[.!?]$/, "").split(" ");
      const shown = line.split(" ");
      expect(shown.length, sentence).toBeLessThanOrEqual(7);
      // The headline is the sentence's opening words (a leading pronoun aside), and the word after it
      // starts a phrase of its own: a relative word, a conjunction or a preposition.
      const from = said.findIndex((w) => w.toLowerCase() === shown[0]?.toLowerCase());
      expect(
        said
          .slice(from, from + shown.length)
          .join(" ")
          .toLowerCase(),
        sentence,
      ).toBe(line.toLowerCase());
      expect(said[from + shown.length] ?? "", sentence).toMatch(
        /^(that|which|who|while|and|for|with|in|on|at|to)$/,
      );
    }
  });

  it("leaves the headline's words out of the captions, keeping the rest of the sentence", () => {
    const words = "A double-walled steel bottle, that keeps".split(" ").map((text) => ({ text }));
    expect(withoutHeadline(words, "A double-walled steel bottle").map((w) => w.text)).toEqual([
      "that",
      "keeps",
    ]);
    expect(withoutHeadline(words, "").map((w) => w.text)).toHaveLength(6);
    expect(withoutHeadline(words, "Keeps water cold").map((w) => w.text)).toHaveLength(6);
  });
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
      await expect(runTask(refused.deps, id, { stopAfter: "images" })).rejects.toThrow(/private or local/);
    } finally {
      await refused.close();
    }
    const allowed = await createRenderHarness({ env: { FETCH_ALLOW_PRIVATE_HOSTS: fixtures.host } });
    try {
      const id = await allowed.createTask({ type: "PRODUCT_AD", story, image_urls });
      expect(await runTask(allowed.deps, id, { stopAfter: "images" })).toBe("stopped");
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
