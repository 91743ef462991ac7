import { captionStylePresets } from "@reelsmith/contract/catalog";
import { createVideoRequestSchema } from "@reelsmith/contract/video";
import { describe, expect, it } from "vitest";
import { toRenderRequest } from "../services/videos";
import { creditsChargedOf } from "./task-store";
import { renderRequestSchema } from "./types";

/** A request as the first renders stored it (Nov 22), before voice settings, layouts, cards and boards. */
const firstStored = {
  narrationMode: "voice",
  story: "A fox finds a lantern in the snow.",
  title: "A fox finds a lantern",
  language: "en",
  styleId: "cinematic",
  voiceId: "en-us-emma",
  musicId: null,
  musicVolume: 0.5,
  avatarId: null,
  avatarEngine: null,
  imageUrls: [],
  captionStyle: captionStylePresets[0],
  width: 1080,
  height: 1920,
  creditsCharged: 10,
};

describe("the stored render request", () => {
  it("parses as the first renders stored it, without the fields added since", () => {
    expect(renderRequestSchema.parse(firstStored)).toEqual(firstStored);
  });

  it("parses as create-video stores it today, with its credits", () => {
    const request = toRenderRequest(
      createVideoRequestSchema.parse({
        narrationMode: "avatar",
        story: "Meet Lumen. Get yours today!",
        type: "PRODUCT_AD",
        product_name: "Lumen",
        product_price: "$49.00",
      }),
    );
    const stored = JSON.parse(JSON.stringify({ ...request, creditsCharged: 10 }));
    expect(renderRequestSchema.parse(stored)).toEqual(stored);
  });

  it("refuses a request that is not one, naming the field", () => {
    expect(() => renderRequestSchema.parse({ ...firstStored, narrationMode: "mime" })).toThrow(
      /narrationMode/,
    );
  });

  it("gives back the credits it names, and none where it names none", () => {
    expect(creditsChargedOf(firstStored)).toBe(10);
    expect(creditsChargedOf({})).toBe(0);
    expect(creditsChargedOf(null)).toBe(0);
  });
});
