import { avatarMessages } from "@reelsmith/contract/avatars";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CROP_JPEG_QUALITY,
  centredArea,
  cropImage,
  outputSize,
  rotatedSize,
} from "@/shared/custom-avatars/lib/crop-image";

afterEach(() => vi.unstubAllGlobals());

/** A decoded 800x1200 picture and a canvas that records what is drawn (jsdom has neither). */
function fakeBrowser() {
  vi.stubGlobal(
    "createImageBitmap",
    vi.fn(async () => ({ width: 800, height: 1200, close: vi.fn() })),
  );
  const canvases: { width: number; height: number; drawn: unknown[][] }[] = [];
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(function (this: HTMLCanvasElement) {
    const record = { width: this.width, height: this.height, drawn: [] as unknown[][] };
    canvases.push(record);
    return {
      translate: vi.fn(),
      rotate: vi.fn(),
      drawImage: (...args: unknown[]) => record.drawn.push(args),
    } as unknown as CanvasRenderingContext2D;
  });
  const toBlob = vi
    .spyOn(HTMLCanvasElement.prototype, "toBlob")
    .mockImplementation((done, type) => done(new Blob(["x"], { type: type ?? "image/png" })));
  return { canvases, toBlob };
}

describe("cropping the avatar picture", () => {
  it("outputs the chosen area as a JPEG at quality 0.8", async () => {
    const { canvases, toBlob } = fakeBrowser();
    const blob = await cropImage(new Blob(["png"]), {
      area: { x: 100, y: 200, width: 450, height: 800 },
      rotation: 0,
      aspect: 9 / 16,
    });
    expect(blob.type).toBe("image/jpeg");
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), "image/jpeg", CROP_JPEG_QUALITY);
    expect(CROP_JPEG_QUALITY).toBe(0.8);
    const out = canvases.at(-1);
    expect(out).toMatchObject({ width: 450, height: 800 });
    expect(out?.drawn[0]?.slice(1)).toEqual([100, 200, 450, 800, 0, 0, 450, 800]);
  });

  it("crops the centred 9:16 area of the turned picture when the cropper reported none", async () => {
    const { canvases } = fakeBrowser();
    await cropImage(new Blob(["png"]), { area: null, rotation: 90, aspect: 9 / 16 });
    // 800x1200 turned a quarter is 1200x800: the tallest 9:16 area is 450x800.
    expect(canvases[0]).toMatchObject({ width: 1200, height: 800 });
    expect(canvases[1]).toMatchObject({ width: 450, height: 800 });
  });

  it("says 'Could not crop image.' when the picture cannot be decoded", async () => {
    vi.stubGlobal(
      "createImageBitmap",
      vi.fn(async () => Promise.reject(new Error("bad data"))),
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(cropImage(new Blob(["nope"]), { area: null, rotation: 0, aspect: 1 })).rejects.toThrow(
      avatarMessages.cropFailed,
    );
  });

  it("turns sizes by quarter turns and keeps the largest side at 1920", () => {
    expect(rotatedSize(800, 1200, 270)).toEqual({ width: 1200, height: 800 });
    expect(rotatedSize(800, 1200, 180)).toEqual({ width: 800, height: 1200 });
    expect(centredArea(1000, 1000, 16 / 9)).toEqual({ x: 0, y: 218.75, width: 1000, height: 562.5 });
    expect(outputSize({ x: 0, y: 0, width: 2160, height: 3840 })).toEqual({ width: 1080, height: 1920 });
  });
});
