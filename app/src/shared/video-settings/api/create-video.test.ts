import { captionStylePresets } from "@reelsmith/contract/catalog";
import { createVideoRequestSchema } from "@reelsmith/contract/video";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildCreateVideoBody, createVideo } from "@/shared/video-settings/api/create-video";
import type { VideoSettings } from "@/shared/video-settings/lib/types";

/** Every setting the editors can hold filled in, so any field a builder adds is sent. */
function fullSettings(narrationMode: VideoSettings["narrationMode"]): VideoSettings {
  return {
    size: "9:16",
    avatar: {
      id: "en-grace",
      name: "Grace",
      imageUrl: "/storage/catalog/presenters/en-grace.png",
      voiceId: "en-us-ava",
      category: "ai",
      videoUrl: "/storage/catalog/presenters/en-grace.mp4",
    },
    voice: { id: "en-us-noah", name: "Noah", language: "en", gender: "male", previewUrl: "/v.wav" },
    voiceSettings: { pitch: 1, speed: 1 },
    music: {
      id: "night-drive",
      title: "Night Drive",
      artist: "Reelsmith",
      duration: 180,
      category: "calm",
      previewUrl: "/m.mp3",
    },
    musicSettings: { volume: 0.4 },
    startTime: 0,
    endTime: null,
    style: { id: "neon", name: "Neon", colors: { primary: "#ff00aa" }, tags: ["night"] },
    captionStyle: captionStylePresets[0] ?? null,
    captionEmoji: true,
    story: "  Streets glow pink and blue as the last train rolls by.  ",
    imageUrls: ["https://shop.example/a.jpg", "/storage/avatars/u1/avatar_1.jpeg"],
    language: "en",
    narrationMode,
    recording: null,
    progress: 0,
    rendering: false,
    error: null,
    lastVideo: null,
  };
}

/** The server refuses any field it does not know: the app's own bodies must carry none. */
describe("the create-video bodies the editors send", () => {
  for (const mode of ["avatar", "voice"] as const) {
    it(`are accepted as they are by the server's strict schema (Story Reel, ${mode} mode)`, () => {
      const parsed = createVideoRequestSchema.safeParse(buildCreateVideoBody(fullSettings(mode)));
      expect(parsed.error?.issues ?? []).toEqual([]);
    });

    it(`are accepted as they are by the server's strict schema (Product Ad, ${mode} mode)`, () => {
      const body = buildCreateVideoBody(fullSettings(mode), {
        type: "PRODUCT_AD",
        story: "Meet Lumen. Order today!",
        imageUrls: ["https://shop.example/a.jpg"],
        product: {
          product_name: "Lumen Bottle",
          brand_colors: ["#0f766e", "#fbbf24"],
          price: "49.00 USD",
          price_amount: "49.00",
          currency: "USD",
          url: "https://www.lumen.example/products/bottle",
        },
      });
      const parsed = createVideoRequestSchema.safeParse(body);
      expect(parsed.error?.issues ?? []).toEqual([]);
    });
  }
});

describe("the creator's own recording", () => {
  it("is sent as the narration, in either mode, and accepted by the server's schema", () => {
    for (const mode of ["avatar", "voice"] as const) {
      const settings = {
        ...fullSettings(mode),
        recording: { mediaId: "m-1", name: "narration.webm", seconds: 12 },
      };
      const body = buildCreateVideoBody(settings);
      expect(body.narration).toEqual({ kind: "recording", mediaId: "m-1" });
      expect(createVideoRequestSchema.safeParse(body).error?.issues ?? []).toEqual([]);
    }
  });

  it("is not sent when the voice narrates", () => {
    expect(buildCreateVideoBody(fullSettings("voice")).narration).toBeUndefined();
  });
});

describe("a Product Ad's closing card", () => {
  it("carries the price in the video's language, the product page and the script's closing line", () => {
    const body = buildCreateVideoBody(
      { ...fullSettings("voice"), language: "de" },
      {
        type: "PRODUCT_AD",
        story: "Meet Lumen. It keeps water cold all day. Get yours today!",
        imageUrls: [],
        product: {
          product_name: "Lumen",
          price_amount: "49.5",
          currency: "EUR",
          url: "https://lumen.example/p/1",
        },
      },
    );
    expect(body.product_price?.replace(/\s/g, " ")).toBe("49,50 €");
    expect(body.product_url).toBe("https://lumen.example/p/1");
    expect(body.call_to_action).toBe("Get yours today!");
  });

  it("says no price, page or call to action the seller did not give (a long closing sentence is no button)", () => {
    const body = buildCreateVideoBody(fullSettings("voice"), {
      type: "PRODUCT_AD",
      story: "Meet Lumen. Order it today and have it at your door by the weekend, with free returns.",
      imageUrls: [],
      product: { product_name: "Lumen" },
    });
    expect(body).not.toHaveProperty("product_price");
    expect(body).not.toHaveProperty("product_url");
    expect(body).not.toHaveProperty("call_to_action");
  });
});

describe("emoji accents", () => {
  it("are asked for with captions on, and never without captions", () => {
    expect(buildCreateVideoBody(fullSettings("voice")).caption_emoji).toBe(true);
    const off = { ...fullSettings("voice"), captionStyle: null };
    expect(buildCreateVideoBody(off).caption_emoji).toBe(false);
  });
});

describe("the narration's pitch and speed", () => {
  it("are sent as the user set them, with the story and product ad alike", () => {
    const settings = { ...fullSettings("voice"), voiceSettings: { pitch: 1.2, speed: 0.85 } };
    expect(buildCreateVideoBody(settings).voice_settings).toEqual({ pitch: 1.2, speed: 0.85 });
    const ad = buildCreateVideoBody(settings, {
      type: "PRODUCT_AD",
      story: "Meet Lumen.",
      imageUrls: [],
      product: { product_name: "Lumen", brand_colors: [] },
    });
    expect(ad.voice_settings).toEqual({ pitch: 1.2, speed: 0.85 });
  });

  it("outside the range the controls offer are refused by the server", () => {
    const body = { ...buildCreateVideoBody(fullSettings("voice")), voice_settings: { pitch: 3, speed: 1 } };
    expect(createVideoRequestSchema.safeParse(body).success).toBe(false);
  });
});

describe("the create-video answer", () => {
  afterEach(() => vi.restoreAllMocks());
  const answer = (body: unknown, status = 201) =>
    vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(
        new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
      );
  const body = buildCreateVideoBody(fullSettings("voice"));

  it("gives the task id the server created", async () => {
    answer({ task_id: "task-7" });
    await expect(createVideo(body)).resolves.toBe("task-7");
  });

  it("says 'No task ID received from server' when the task id is missing, empty or not text", async () => {
    for (const reply of [{}, { task_id: "" }, { task_id: 7 }, null]) {
      answer(reply);
      await expect(createVideo(body)).rejects.toThrow("No task ID received from server");
    }
  });

  it("shows the error a successful answer reports in its body", async () => {
    answer({ error: "The studio is busy" }, 200);
    await expect(createVideo(body)).rejects.toThrow("The studio is busy");
  });
});
