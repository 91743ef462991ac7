import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ffprobe, runProcessBytes } from "../media/run-process";
import { FAKE_PEXELS_PHOTOS, FAKE_PEXELS_VIDEOS, startFakePexels } from "../test/fake-pexels-server";
import { createRenderHarness, type RenderHarness } from "../test/render/harness";
import { readJsonKey } from "../test/render/read";
import type { TaskRow } from "./task-store";
import type { AudioConfigArtifact, ImagesArtifact } from "./types";

const KEY = "render-test-pexels-key";
const STORY =
  "Maya baked fresh bread in her tiny bakery. The bread smelled wonderful in the bakery. " +
  "A storm rolled over the dark sea at night. Maya rode her bicycle into the mountains.";

/** The mean colour of a band of a frame (rgb24 at 108x192), rows [y0, y1). */
async function bandColor(
  file: string,
  atS: number,
  y0: number,
  y1: number,
): Promise<[number, number, number]> {
  const { stdout: raw } = await runProcessBytes("ffmpeg", [
    ...["-v", "error", "-ss", atS.toFixed(2), "-i", file, "-frames:v", "1"],
    ...["-vf", "scale=108:192", "-f", "rawvideo", "-pix_fmt", "rgb24", "pipe:1"],
  ]);
  const sum = [0, 0, 0];
  let n = 0;
  // The left quarter of the band: the fake media's colour there, clear of its test pattern in the middle.
  for (let y = y0; y < y1; y++)
    for (let x = 2; x < 27; x++) {
      for (let ch = 0; ch < 3; ch++) sum[ch] = (sum[ch] ?? 0) + (raw[(y * 108 + x) * 3 + ch] ?? 0);
      n++;
    }
  return sum.map((s) => s / n) as [number, number, number];
}

const rgbOf = (hex: string): [number, number, number] => {
  const v = Number.parseInt(hex.replace(/^0x/, ""), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
};
const colorOfStock = (stockId: string) => {
  const [kind, id] = stockId.split(":");
  const list = kind === "video" ? FAKE_PEXELS_VIDEOS : FAKE_PEXELS_PHOTOS;
  return rgbOf(list.find((e) => String(e.id) === id)?.color ?? "0x000000");
};

describe("a render with a Pexels key", () => {
  let pexels: Awaited<ReturnType<typeof startFakePexels>>;
  let h: RenderHarness;
  let row: TaskRow;
  let file: string;
  let images: ImagesArtifact["images"];
  let config: AudioConfigArtifact;
  beforeAll(async () => {
    pexels = await startFakePexels({ apiKey: KEY });
    h = await createRenderHarness({
      env: { PEXELS_API_KEY: KEY, PEXELS_API_URL: pexels.url, FETCH_ALLOW_PRIVATE_HOSTS: pexels.host },
    });
    // A 9:16 frame at a ninth of 1080x1920's pixels: the clips fill it alike (render-aspects.test.ts checks
    // that a ratio renders at its 1080p size).
    row = await h.render({ story: STORY, image_styles: { themes: ["cinematic"] }, size: "360x640" });
    file = h.fileOf(String(row.task_result?.video_url));
    ({ images } = await readJsonKey<ImagesArtifact>(h, `renders/${row.id}/v1/images.json`));
    config = await readJsonKey<AudioConfigArtifact>(h, `renders/${row.id}/v1/config.json`);
  }, 300_000);
  afterAll(async () => {
    await h?.close();
    await pexels?.close();
  });

  it("shows relevant stock media in the scenes whose plan finds some, and never the same media twice", () => {
    expect(images.map((i) => i.source)).toEqual(["stock", "stock", "stock", "renderer"]);
    const ids = images.flatMap((i) => (i.stockId ? [i.stockId] : []));
    expect(new Set(ids).size).toBe(3);
    // The two bakery scenes show the two bakery clips; the storm at sea shows the stormy sea.
    expect(ids.slice(0, 2).sort()).toEqual(["video:3769001", "video:3769002"]);
    expect(ids[2]).toBe("video:3769003");
    expect(images.slice(0, 3).every((i) => i.clipKey)).toBe(true);
  });

  it("makes 9:16 frames filled by each scene's own clip, top to bottom, with no bars", async () => {
    const probe = await ffprobe(file);
    expect(probe.streams.find((s) => s.codec_type === "video")).toMatchObject({ width: 360, height: 640 });
    for (let i = 0; i < 3; i++) {
      const scene = config.scenes[i] as AudioConfigArtifact["scenes"][number];
      const at = (scene.startMs + scene.durationMs / 2) / 1000;
      const want = colorOfStock(images[i]?.stockId ?? "");
      for (const [y0, y1] of [
        [0, 8],
        [184, 192],
      ] as const) {
        const got = await bandColor(file, at, y0, y1);
        for (let ch = 0; ch < 3; ch++) expect(Math.abs((got[ch] ?? 0) - (want[ch] ?? 0))).toBeLessThan(30);
      }
    }
  });

  it("credits each videographer with links in the video's data", () => {
    const data = JSON.parse(String((row.task_result as { video_data?: string }).video_data)) as {
      credits: {
        scene: number;
        provider: string;
        kind: string;
        author: string;
        author_url: string;
        source_url: string;
      }[];
    };
    expect(data.credits).toHaveLength(3);
    for (const c of data.credits) {
      const id = images[c.scene]?.stockId?.split(":")[1];
      expect(c).toMatchObject({
        provider: "Pexels",
        kind: "video",
        author: `Videographer ${id}`,
        author_url: `https://www.pexels.com/@videographer-${id}`,
      });
      expect(c.source_url).toContain(`-${id}/`);
    }
    expect(pexels.requests.every((r) => r.authorization === KEY)).toBe(true);
  });
});

describe("a render with a failing Pexels", () => {
  for (const mode of ["error", "hang"] as const) {
    it(`still finishes, every scene illustrated, when the API ${mode === "error" ? "answers 500" : "never answers"}`, async () => {
      const pexels = await startFakePexels({ apiKey: KEY, mode });
      const h = await createRenderHarness({
        env: { PEXELS_API_KEY: KEY, PEXELS_API_URL: pexels.url, FETCH_ALLOW_PRIVATE_HOSTS: pexels.host },
      });
      try {
        const row = await h.render({ story: STORY, image_styles: { themes: ["cinematic"] } });
        const { images } = await readJsonKey<ImagesArtifact>(h, `renders/${row.id}/v1/images.json`);
        expect(images.map((i) => i.source)).toEqual(["renderer", "renderer", "renderer", "renderer"]);
        // One failure turns stock off for the render: asked by the two scenes drawn at once, not by all four.
        expect(pexels.requests.length).toBeLessThanOrEqual(2);
      } finally {
        await h.close();
        await pexels.close();
      }
    }, 180_000);
  }
});
