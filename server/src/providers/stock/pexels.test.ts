import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ScenePlan } from "../../scene-plan/scene-plan-schema";
import { FAKE_PEXELS_PHOTOS, startFakePexels } from "../../test/fake-pexels-server";
import { bestVideoFile, pexelsStock } from "./pexels";
import { stockQueryOf } from "./stock-query";

const KEY = "test-pexels-key";
const bakery: ScenePlan = {
  characters: [
    { id: "maya", name: "Maya", kind: "person", gender: "female", age: "adult", icon: "woman", word: "Maya" },
  ],
  objects: [{ icon: "bread", word: "bread" }],
  setting: { place: "bakery", indoor: true },
  time: "day",
  weather: "clear",
  mood: "neutral",
};
const bicycleInMountains: ScenePlan = {
  characters: [],
  objects: [{ icon: "bicycle", word: "bike" }],
  setting: { place: "mountains", indoor: false },
  time: "dawn",
  weather: "clear",
  mood: "joyful",
};

describe("Pexels stock search", () => {
  let pexels: Awaited<ReturnType<typeof startFakePexels>>;
  beforeAll(async () => {
    pexels = await startFakePexels({ apiKey: KEY });
  }, 60_000);
  afterAll(() => pexels.close());
  const provider = () => pexelsStock({ apiKey: KEY, apiUrl: pexels.url, allowHosts: [pexels.host] });

  it("looks a pick up by its id, video or photo, and answers null for one the service no longer has", async () => {
    const video = await provider().byId({ id: "video:3769001", width: 1080, height: 1920 });
    expect(video).toMatchObject({ kind: "video", id: "video:3769001", width: 1080, height: 1920 });
    const photoId = `photo:${FAKE_PEXELS_PHOTOS[0]?.id}`;
    expect(await provider().byId({ id: photoId, width: 1080, height: 1920 })).toMatchObject({
      kind: "photo",
      id: photoId,
    });
    expect(await provider().byId({ id: "video:1", width: 1080, height: 1920 })).toBeNull();
    expect(await provider().byId({ id: "video:../v1/search", width: 1080, height: 1920 })).toBeNull();
  });

  it("searches with the scene's subject, objects, place and mood, not one word", () => {
    expect(stockQueryOf(bakery)?.text).toBe("woman bread bakery");
    expect(stockQueryOf(bicycleInMountains)?.text).toBe("bicycle mountains sunrise happy");
    expect(stockQueryOf({ ...bakery, characters: [], objects: [] })).toBeNull();
  });

  it("asks the documented video search with the key and picks the relevant clip's full-HD file", async () => {
    const pick = await provider().find({ plan: bakery, width: 1080, height: 1920, exclude: new Set() });
    expect(pick).toMatchObject({
      kind: "video",
      id: "video:3769001",
      width: 1080,
      height: 1920,
      credit: {
        provider: "Pexels",
        kind: "video",
        author: "Videographer 3769001",
        authorUrl: "https://www.pexels.com/@videographer-3769001",
        sourceUrl: "https://www.pexels.com/video/woman-baking-bread-in-a-bakery-3769001/",
      },
    });
    expect(pick?.mediaUrl).toMatch(/v3769001-hd\.mp4$/);
    const search = pexels.requests.find((r) => r.path.startsWith("/videos/search"));
    expect(search?.authorization).toBe(KEY);
    const params = new URL(search?.path ?? "", "http://x").searchParams;
    expect(params.get("query")).toBe("woman bread bakery");
    expect(params.get("orientation")).toBe("portrait");
    expect(params.get("size")).toBe("medium");
  });

  it("never picks what the video already shows: the next clip, then a photo", async () => {
    const exclude = new Set(["video:3769001"]);
    const second = await provider().find({ plan: bakery, width: 1080, height: 1920, exclude });
    expect(second?.id).toBe("video:3769002");
    exclude.add("video:3769002");
    const third = await provider().find({ plan: bakery, width: 1080, height: 1920, exclude });
    expect(third).toMatchObject({
      kind: "photo",
      id: "photo:4411001",
      credit: { author: "Photographer 4411001" },
    });
    expect(pexels.requests.some((r) => r.path.startsWith("/v1/search") && r.authorization === KEY)).toBe(
      true,
    );
    const bytes = await provider().download(third as NonNullable<typeof third>);
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it("finds nothing when the service only has unrelated media", async () => {
    const pick = await provider().find({
      plan: bicycleInMountains,
      width: 1080,
      height: 1920,
      exclude: new Set(),
    });
    expect(pick).toBeNull();
  });

  it("takes the smallest file that covers the frame, else the largest", () => {
    const files = [
      { link: "uhd", width: 2160, height: 3840, file_type: "video/mp4" },
      { link: "sd", width: 540, height: 960, file_type: "video/mp4" },
      { link: "hd", width: 1080, height: 1920, file_type: "video/mp4" },
    ];
    expect(bestVideoFile(files, 180, 320)?.link).toBe("sd");
    expect(bestVideoFile(files, 1080, 1920)?.link).toBe("hd");
    expect(bestVideoFile(files.slice(1, 2), 1080, 1920)?.link).toBe("sd");
  });

  it("fails when the API fails, so the render can draw the scene instead", async () => {
    pexels.setMode("error");
    try {
      await expect(
        provider().find({ plan: bakery, width: 1080, height: 1920, exclude: new Set() }),
      ).rejects.toThrow();
    } finally {
      pexels.setMode("ok");
    }
  });

  it("is refused by the fetch guard on a private address that tests did not allow", async () => {
    const guarded = pexelsStock({ apiKey: KEY, apiUrl: pexels.url });
    await expect(
      guarded.find({ plan: bakery, width: 1080, height: 1920, exclude: new Set() }),
    ).rejects.toThrow(/private or local/);
  });
});
