import { createHash } from "node:crypto";
import { cp, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  avatarsResponseSchema,
  captionStylesResponseSchema,
  languageCodes,
  musicResponseSchema,
  samplesResponseSchema,
  stylesResponseSchema,
  voicesResponseSchema,
} from "@reelsmith/contract/catalog";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { ffprobe } from "../media/run-process";
import { avatarPlacement } from "../render/compose";
import { runSeed, type SeedResult } from "../seed/seed";
import { samplesVersion } from "../seed/seed-samples";
import { createLocalStorage, type Storage } from "../storage/storage";
import { testFrame } from "../test/render/compose-test-video";
import { grayFrame, isFaststart } from "../test/render/media-checks";
import { createTestContext, type TestContext } from "../test/test-app";
import { audioStats, audioStatsOfEach } from "./audio-stats";
import { SAMPLE_SIZE, sampleDefinitions } from "./definitions/samples";

/**
 * The seeded catalogue, end to end: seeded once into a storage folder kept between runs under data/
 * (the seed is idempotent, so a second run only checks it; CI starts clean and builds it all), served
 * by the real app on a fresh database.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
// CATALOG_TEST_STORAGE lets a test setup that already seeded a storage folder share it (no second build).
const storageDir = process.env.CATALOG_TEST_STORAGE ?? path.join(repoRoot, "data", "test-catalog", "storage");

let ctx: TestContext;
let storage: Storage;
let app: ReturnType<typeof createApp>;
let firstSeed: SeedResult;

const getJson = async (url: string) => {
  const res = await app.request(url);
  expect(res.status, url).toBe(200);
  return res.json();
};

/** The samples at a quarter of their real size (1080x1920): the same pipeline, a quicker seed for CI. */
const TEST_SAMPLE_SIZE = "540x960";

beforeAll(async () => {
  ctx = await createTestContext();
  storage = createLocalStorage(storageDir);
  firstSeed = await runSeed({
    storage,
    database: ctx.deps.database,
    logger: ctx.deps.logger,
    sampleSize: TEST_SAMPLE_SIZE,
  });
  app = createApp({ ...ctx.deps, storage });
}, 900_000);

const copies: string[] = [];
afterAll(async () => {
  await ctx?.close();
  await Promise.all(copies.map((dir) => rm(dir, { recursive: true, force: true })));
});

/**
 * A copy of the seeded catalogue for a test that breaks it: the shared folder stays whole for the
 * end-to-end server, which copies it while these tests run.
 */
async function catalogueCopy(): Promise<Storage> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "reelsmith-catalogue-"));
  copies.push(dir);
  await cp(storageDir, dir, { recursive: true });
  return createLocalStorage(dir);
}

const keysOf = (o: object) => Object.keys(o).sort();
/** Decoding every sample and track with ffmpeg takes a while on a busy 2-core machine. */
const HEAVY_MS = 180_000;

describe("catalogue endpoints", () => {
  it("serve every entry with exactly the spec's fields", async () => {
    const { avatars } = avatarsResponseSchema.parse(await getJson("/api/catalog/avatars"));
    for (const a of avatars)
      expect(keysOf(a)).toEqual([
        "avatar_image",
        "avatar_name",
        "avatar_video",
        "avatar_voice_id",
        "id",
        "tags",
      ]);
    const { voices } = voicesResponseSchema.parse(await getJson("/api/catalog/voices"));
    // The spec's fields plus the engine that speaks and the sample's pitch (the engine is named, so a listener knows which engine they hear).
    // A voice made from another (a lowered or raised one) also says so in a description of its own.
    for (const v of voices) {
      const { description, ...rest } = v;
      expect(keysOf(rest)).toEqual(["engine", "id", "pitch_hz", "tags", "voice_name", "voice_sample"]);
      if (description !== undefined) expect(description).toMatch(/^A .+ voice made from .+\.$/);
    }
    expect(voices.filter((v) => v.description).length).toBeGreaterThan(0);
    // English's best voice by measurement comes first (RHVoice bdl, 8.4 % word error rate in docs/BENCHMARKS.md).
    expect(voices[0]).toMatchObject({ id: "en-us-brian", engine: "rhvoice" });
    const { music } = musicResponseSchema.parse(await getJson("/api/catalog/music"));
    for (const t of music) {
      expect(keysOf(t)).toEqual(["id", "name", "preview", "priority", "tags", "url"]);
      expect(keysOf(t.priority)).toEqual(["order", "use_case"]);
    }
    const { styles } = stylesResponseSchema.parse(await getJson("/api/catalog/styles"));
    for (const s of styles) {
      expect(keysOf(s)).toEqual(["colors", "description", "id", "reference_url", "style_name", "tags"]);
      expect(s.colors.primary).toMatch(/^#[0-9a-f]{6}$/i);
    }
    const { caption_styles } = captionStylesResponseSchema.parse(
      await getJson("/api/catalog/caption-styles"),
    );
    for (const c of caption_styles)
      expect(keysOf(c)).toEqual(["animation", "color", "fontFamily", "fontSize", "id", "name", "position"]);
  });

  it("send cache headers and answer 304 to a matching ETag", async () => {
    for (const name of ["avatars", "voices", "music", "styles", "caption-styles"]) {
      const res = await app.request(`/api/catalog/${name}`);
      expect(res.headers.get("cache-control")).toBe("public, max-age=300");
      const etag = res.headers.get("etag");
      expect(etag).toBeTruthy();
      const again = await app.request(`/api/catalog/${name}`, {
        headers: { "If-None-Match": etag as string },
      });
      expect(again.status).toBe(304);
    }
  });

  it(
    "serve every asset URL with 200 and the right content type",
    async () => {
      const { avatars } = avatarsResponseSchema.parse(await getJson("/api/catalog/avatars"));
      const { voices } = voicesResponseSchema.parse(await getJson("/api/catalog/voices"));
      const { music } = musicResponseSchema.parse(await getJson("/api/catalog/music"));
      const { styles } = stylesResponseSchema.parse(await getJson("/api/catalog/styles"));
      const expected: [string, string][] = [
        ...avatars.flatMap((a): [string, string][] => [
          [a.avatar_image, "image/png"],
          [a.avatar_video, "video/mp4"],
        ]),
        ...voices.map((v): [string, string] => [v.voice_sample, "audio/mpeg"]),
        ...music.flatMap((t): [string, string][] => [
          [t.url, "audio/mpeg"],
          [t.preview, "audio/mpeg"],
        ]),
        ...styles.map((s): [string, string] => [s.reference_url, "image/png"]),
      ];
      expect(expected.length).toBeGreaterThan(150);
      for (const [url, type] of expected) {
        const res = await app.request(url);
        expect(res.status, url).toBe(200);
        expect(res.headers.get("content-type"), url).toBe(type);
        const body = Buffer.from(await res.arrayBuffer());
        expect(body.length, url).toBeGreaterThan(1000);
      }
    },
    HEAVY_MS,
  );
});

describe("voices", () => {
  it("cover all eight languages with female and male voices, tagged as the spec says", async () => {
    const { voices } = voicesResponseSchema.parse(await getJson("/api/catalog/voices"));
    for (const lang of languageCodes) {
      const mine = voices.filter((v) => v.tags.includes(`language:${lang}`));
      expect(mine.filter((v) => v.tags.includes("gender:female")).length, lang).toBeGreaterThanOrEqual(2);
      expect(mine.filter((v) => v.tags.includes("gender:male")).length, lang).toBeGreaterThanOrEqual(2);
    }
    for (const v of voices) {
      expect(v.tags.map((t) => t.split(":")[0])).toEqual(["language", "gender", "flag", "accent"]);
      expect(v.tags.every((t) => t.split(":")[1])).toBe(true);
    }
  });

  it(
    "each have a spoken sample that decodes to non-silent audio of a plausible length",
    async () => {
      const { voices } = voicesResponseSchema.parse(await getJson("/api/catalog/voices"));
      const keys = voices.map((v) => storage.keyFromUrl(v.voice_sample) as string);
      const measured = await audioStatsOfEach(keys.map((key) => path.join(storageDir, key)));
      for (const [i, v] of voices.entries()) {
        const key = keys[i] as string;
        const stats = measured[i];
        if (!stats) throw new Error(`${v.id} not measured`);
        expect(stats.seconds, v.id).toBeGreaterThan(2);
        expect(stats.seconds, v.id).toBeLessThan(12);
        expect(stats.meanDb, v.id).toBeGreaterThan(-35);
        expect(stats.maxDb, v.id).toBeGreaterThan(-15);
        expect((await storage.stat(key))?.size, v.id).toBeLessThan(150_000);
      }
    },
    HEAVY_MS,
  );
});

describe("presenters", () => {
  it("are 50+ distinct portraits with a voice of their language and gender", async () => {
    const { avatars } = avatarsResponseSchema.parse(await getJson("/api/catalog/avatars"));
    const { voices } = voicesResponseSchema.parse(await getJson("/api/catalog/voices"));
    expect(avatars.length).toBeGreaterThanOrEqual(50);
    const hashes = new Set<string>();
    for (const a of avatars) {
      const png = await storage.read(storage.keyFromUrl(a.avatar_image) as string);
      hashes.add(createHash("sha256").update(png).digest("hex"));
      const gender = a.tags.find((t) => t.startsWith("gender:"));
      expect(["gender:female", "gender:male"]).toContain(gender);
      const voice = voices.find((v) => v.id === a.avatar_voice_id);
      expect(voice, a.id).toBeDefined();
      expect(voice?.tags).toContain(gender);
      expect(voice?.tags).toContain(a.tags.find((t) => t.startsWith("language:")));
    }
    expect(hashes.size).toBe(avatars.length);
    const genders = avatars.map((a) => a.tags.find((t) => t.startsWith("gender:")));
    expect(genders.filter((g) => g === "gender:female").length).toBeGreaterThanOrEqual(20);
    expect(genders.filter((g) => g === "gender:male").length).toBeGreaterThanOrEqual(20);
  });

  it(
    "have three different mouth frames the size of the portrait, and a talking clip with sound",
    async () => {
      const { loadCatalog } = await import("./catalog");
      const manifest = await loadCatalog(storage);
      for (const p of manifest.presenters) {
        const portrait = await sharp(await storage.read(p.portraitKey)).metadata();
        expect([portrait.width, portrait.height]).toEqual([540, 960]);
        const frames = await Promise.all(p.mouthFrameKeys.map((k) => storage.read(k)));
        for (const f of frames) {
          const meta = await sharp(f).metadata();
          expect([meta.width, meta.height]).toEqual([540, 960]);
        }
        const distinct = new Set(frames.map((f) => createHash("sha256").update(f).digest("hex")));
        expect(distinct.size, p.public.id).toBe(3);
      }
      const first = manifest.presenters[0];
      const clip = await audioStats(
        path.join(storageDir, storage.keyFromUrl(first?.public.avatar_video ?? "") ?? ""),
      );
      expect(clip.seconds).toBeGreaterThan(2);
      expect(clip.meanDb).toBeGreaterThan(-40);
    },
    HEAVY_MS,
  );
});

describe("music", () => {
  it(
    "has six or more moods of loopable length that are neither silent nor clipping",
    async () => {
      const { music } = musicResponseSchema.parse(await getJson("/api/catalog/music"));
      expect(music.length).toBeGreaterThanOrEqual(6);
      expect(new Set(music.map((t) => t.tags[0])).size).toBe(music.length);
      const fileOf = (url: string) => path.join(storageDir, storage.keyFromUrl(url) as string);
      const measured = await audioStatsOfEach(music.flatMap((t) => [fileOf(t.url), fileOf(t.preview)]));
      for (const [i, t] of music.entries()) {
        const full = measured[2 * i];
        const preview = measured[2 * i + 1];
        if (!full || !preview) throw new Error(`${t.id} not measured`);
        expect(full.seconds, t.id).toBeGreaterThanOrEqual(60);
        expect(full.seconds, t.id).toBeLessThanOrEqual(180);
        expect(full.meanDb, t.id).toBeGreaterThan(-30);
        expect(full.maxDb, t.id).toBeLessThan(-0.5);
        expect(preview.seconds, t.id).toBeGreaterThan(10);
        expect(preview.seconds, t.id).toBeLessThan(full.seconds);
      }
    },
    HEAVY_MS,
  );
});

describe("visual styles", () => {
  it(
    "include the eight named looks, each with its own sample image",
    async () => {
      const { styles } = stylesResponseSchema.parse(await getJson("/api/catalog/styles"));
      expect(styles.map((s) => s.style_name)).toEqual(
        expect.arrayContaining([
          "Cinematic",
          "Anime",
          "Watercolor",
          "3D Render",
          "Comic",
          "Minimal",
          "Neon",
          "Vintage Film",
        ]),
      );
      const hashes = new Set<string>();
      for (const s of styles) {
        const png = await storage.read(storage.keyFromUrl(s.reference_url) as string);
        const meta = await sharp(png).metadata();
        expect([meta.width, meta.height]).toEqual([540, 960]);
        hashes.add(createHash("sha256").update(png).digest("hex"));
      }
      expect(hashes.size).toBe(styles.length);
    },
    HEAVY_MS,
  );
});

describe("caption styles", () => {
  it(
    "are the five presets of the spec's table, exactly",
    async () => {
      const { caption_styles } = captionStylesResponseSchema.parse(
        await getJson("/api/catalog/caption-styles"),
      );
      const table = caption_styles.map((c) => [c.name, c.fontSize, c.color, c.animation, c.position]);
      expect(table).toEqual([
        ["Minimalist", 24, "#ffffff", "fade", "bottom"],
        ["Cinematic", 32, "#ffde59", "slide", "center"],
        ["Professional", 20, "#e0e0e0", "fade", "top"],
        ["Dynamic", 28, "#ff6b6b", "bounce", "center"],
        ["Typewriter", 22, "#ffffff", "typewriter", "bottom"],
      ]);
    },
    HEAVY_MS,
  );
});

/**
 * How much the pixels where a presenter's ring sits change over a video (0-255): the ring stays put for
 * the whole video in avatar mode, while in voice mode the scenes behind that place change.
 */
async function ringSpread(file: string, durationS: number, width: number, height: number) {
  const { size, x, y } = avatarPlacement(testFrame(width, height, { presenter: "corner" }));
  const [cx, cy, r] = [x + size / 2, y + size / 2, size * 0.52];
  const points = [0, 1, 2, 3].map((k) => [
    Math.round(cx + r * Math.cos((k * Math.PI) / 2 + 0.4)),
    Math.round(cy + r * Math.sin((k * Math.PI) / 2 + 0.4)),
  ]);
  const frames = await Promise.all(
    [1, durationS / 2, durationS - 1.5].map((t) => grayFrame(file, t, width, height)),
  );
  const mean = (f: Uint8Array, px: number, py: number) => {
    let sum = 0;
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) sum += f[(py + dy) * width + px + dx] ?? 0;
    return sum / 9;
  };
  return Math.max(
    ...points.map(([px = 0, py = 0]) => {
      const values = frames.map((f) => mean(f, px, py));
      return Math.max(...values) - Math.min(...values);
    }),
  );
}

describe("sample videos", () => {
  it("are the spec's three, in order, with their files served", async () => {
    const { samples } = samplesResponseSchema.parse(await getJson("/api/catalog/samples"));
    expect(samples.map((s) => s.title)).toEqual(["AI Spokesperson", "Product Showcase", "AI Presenter"]);
    for (const s of samples) {
      expect(s.description.length, s.id).toBeGreaterThan(20);
      expect(s.features.length, s.id).toBeGreaterThanOrEqual(2);
      for (const [url, type] of [
        [s.video_url, "video/mp4"],
        [s.poster_url, "image/jpeg"],
      ] as const) {
        const res = await app.request(url);
        expect(res.status, url).toBe(200);
        expect(res.headers.get("content-type"), url).toBe(type);
      }
    }
  });

  it(
    "are vertical H.264/AAC MP4s of the stored duration, with sound and a poster that is not black",
    async () => {
      const { samples } = samplesResponseSchema.parse(await getJson("/api/catalog/samples"));
      const [width, height] = TEST_SAMPLE_SIZE.split("x").map(Number) as [number, number];
      for (const s of samples) {
        const file = path.join(storageDir, storage.keyFromUrl(s.video_url) as string);
        const probe = await ffprobe(file);
        const v = probe.streams.find((x) => x.codec_type === "video");
        const a = probe.streams.find((x) => x.codec_type === "audio");
        expect(v, s.id).toMatchObject({ codec_name: "h264", width, height });
        expect(a?.codec_name, s.id).toBe("aac");
        expect(Math.abs(probe.durationS - s.duration_s), s.id).toBeLessThan(0.1);
        expect(s.duration_s, s.id).toBeGreaterThanOrEqual(10);
        expect(s.duration_s, s.id).toBeLessThanOrEqual(20);
        // Browsers start playing before the whole file is there.
        expect(isFaststart(await storage.read(storage.keyFromUrl(s.video_url) as string)), s.id).toBe(true);
        const sound = await audioStats(file);
        expect(sound.meanDb, s.id).toBeGreaterThan(-35);
        const poster = sharp(await storage.read(storage.keyFromUrl(s.poster_url) as string));
        const meta = await poster.metadata();
        expect([meta.width, meta.height], s.id).toEqual([width, height]);
        const { channels } = await poster.stats();
        const brightness = channels.slice(0, 3).reduce((sum, c) => sum + c.mean, 0) / 3;
        expect(brightness, s.id).toBeGreaterThan(30);
      }
    },
    HEAVY_MS,
  );

  it(
    "show a presenter in avatar mode and none in the voice-mode Product Showcase",
    async () => {
      const { samples } = samplesResponseSchema.parse(await getJson("/api/catalog/samples"));
      const [width, height] = TEST_SAMPLE_SIZE.split("x").map(Number) as [number, number];
      const modes = sampleDefinitions.map((d) => [d.id, d.request.narrationMode]);
      expect(modes).toEqual([
        ["ai-spokesperson", "avatar"],
        ["product-showcase", "voice"],
        ["ai-presenter", "avatar"],
      ]);
      for (const s of samples) {
        const file = path.join(storageDir, storage.keyFromUrl(s.video_url) as string);
        const spread = await ringSpread(file, s.duration_s, width, height);
        if (s.id === "product-showcase") expect(spread, s.id).toBeGreaterThan(30);
        else expect(spread, s.id).toBeLessThan(12);
      }
    },
    HEAVY_MS,
  );
});

describe("seed", () => {
  it("renders the samples at the size a creator posts, and again when the size changes", () => {
    expect(SAMPLE_SIZE).toBe("1080x1920");
    expect(samplesVersion()).not.toBe(samplesVersion(TEST_SAMPLE_SIZE));
  });

  it("is idempotent: a second run rebuilds nothing and keeps the manifest", async () => {
    const before = (await storage.read("catalog/manifest.json")).toString();
    const lines: string[] = [];
    const again = await runSeed({
      storage,
      database: ctx.deps.database,
      logger: ctx.deps.logger,
      sampleSize: TEST_SAMPLE_SIZE,
      progress: (l) => lines.push(l),
    });
    expect(again.built).toEqual([]);
    expect(again.skipped.sort()).toEqual(["music", "presenters", "samples", "styles", "voices"]);
    expect((await storage.read("catalog/manifest.json")).toString()).toBe(before);
    expect(lines.at(-1)).toMatch(/catalogue up to date/);
    expect(firstSeed.built.length + firstSeed.skipped.length).toBe(5);
  });

  it(
    "rebuilds only the part whose file went missing",
    async () => {
      const { styles } = stylesResponseSchema.parse(await getJson("/api/catalog/styles"));
      const copy = await catalogueCopy();
      const key = copy.keyFromUrl(styles[0]?.reference_url ?? "") as string;
      await copy.delete(key);
      const lines: string[] = [];
      const repaired = await runSeed({
        storage: copy,
        database: ctx.deps.database,
        logger: ctx.deps.logger,
        sampleSize: TEST_SAMPLE_SIZE,
        progress: (l) => lines.push(l),
      });
      expect(repaired.built).toEqual(["styles"]);
      expect(await copy.exists(key)).toBe(true);
      expect(lines).toContain("seed: styles 8/8");
    },
    HEAVY_MS,
  );

  it(
    "renders again only the sample whose video went missing, keeping the others (as after a killed seed)",
    async () => {
      const { samples } = samplesResponseSchema.parse(await getJson("/api/catalog/samples"));
      // The voice-mode sample is the quickest to render again.
      const [first, lostSample, last] = samples;
      const copy = await catalogueCopy();
      const keptKeys = [first, last].map((s) => copy.keyFromUrl(s?.video_url ?? "") as string);
      const kept = await Promise.all(keptKeys.map((k) => copy.read(k)));
      const lost = copy.keyFromUrl(lostSample?.video_url ?? "") as string;
      await copy.delete(lost);
      const lines: string[] = [];
      const resumed = await runSeed({
        storage: copy,
        database: ctx.deps.database,
        logger: ctx.deps.logger,
        sampleSize: TEST_SAMPLE_SIZE,
        progress: (l) => lines.push(l),
        onCatalogueReady: () => lines.push("(catalogue ready)"),
      });
      expect(resumed.built).toEqual(["samples"]);
      // The server reports ready before the minutes of sample rendering, and only once.
      expect(lines.filter((l) => l === "(catalogue ready)")).toHaveLength(1);
      expect(lines.indexOf("(catalogue ready)")).toBeLessThan(
        lines.findIndex((l) => l.startsWith("seed: samples product-showcase rendered")),
      );
      expect(lines).toContain("seed: samples ai-spokesperson already rendered");
      expect(lines).toContain("seed: samples ai-presenter already rendered");
      expect(lines.some((l) => /^seed: samples product-showcase rendered in \d+\.\d s/.test(l))).toBe(true);
      expect(await copy.exists(lost)).toBe(true);
      for (const [i, key] of keptKeys.entries())
        expect((await copy.read(key)).equals(kept[i] as Buffer), key).toBe(true);
    },
    // One render on a busy machine can take a few minutes.
    HEAVY_MS * 2,
  );

  it(
    "records each part's version in seed_state, as in the manifest",
    async () => {
      const { seedState } = await import("../db/schema");
      const rows = await ctx.deps.database.db.select().from(seedState);
      const manifest = JSON.parse((await storage.read("catalog/manifest.json")).toString()) as {
        parts: Record<string, string>;
      };
      expect(Object.fromEntries(rows.map((r) => [r.name, r.version]))).toEqual(manifest.parts);
    },
    HEAVY_MS,
  );
});

describe("before seeding", () => {
  it(
    "the catalogues answer 503 with the spec's messages; caption styles still load",
    async () => {
      const empty = await createTestContext();
      try {
        const cases: [string, string][] = [
          ["avatars", "Failed to load avatars. Please try again later."],
          ["voices", "Failed to load voice data. Please try again later."],
          ["music", "Failed to load background music. Please try again later."],
          ["styles", "Failed to load visual styles. Please try again later."],
        ];
        for (const [name, message] of cases) {
          const res = await empty.app.request(`/api/catalog/${name}`);
          expect(res.status).toBe(503);
          expect(await res.json()).toMatchObject({ error: { code: "CATALOG_UNAVAILABLE", message } });
        }
        expect((await empty.app.request("/api/catalog/caption-styles")).status).toBe(200);
        // While the first start builds the parts one by one, a part not built yet is still unavailable.
        const full = JSON.parse((await storage.read("catalog/manifest.json")).toString());
        const partial = { ...full, version: "partial", parts: { voices: full.parts.voices }, presenters: [] };
        await empty.deps.storage.put(
          "catalog/manifest.json",
          Buffer.from(JSON.stringify(partial)),
          "application/json",
        );
        expect((await empty.app.request("/api/catalog/voices")).status).toBe(200);
        expect((await empty.app.request("/api/catalog/avatars")).status).toBe(503);
      } finally {
        await empty.close();
      }
    },
    HEAVY_MS,
  );
});
