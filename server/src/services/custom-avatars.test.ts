import { sniffAudio, sniffImage } from "@reelsmith/contract/file-kinds";
import { describe, expect, it } from "vitest";
import { photo, tone } from "../test/avatar-test-media";
import { renditionKey } from "./custom-avatars";

const bytes = (...b: (number | string)[]) =>
  Buffer.concat(b.map((x) => (typeof x === "string" ? Buffer.from(x, "latin1") : Buffer.from([x]))));

describe("file types by content", () => {
  it("knows JPEG, PNG and WebP photos whatever they are called", async () => {
    expect(sniffImage(await photo("jpeg"))).toBe("jpeg");
    expect(sniffImage(await photo("png"))).toBe("png");
    expect(sniffImage(await photo("webp"))).toBe("webp");
    expect(sniffImage(await tone("wav"))).toBeNull();
    expect(sniffImage(bytes("GIF89a", 0, 0))).toBeNull();
  });

  it("knows MP3 (ID3 tag or bare frames), WAV, OGG and WebM recordings", async () => {
    expect(sniffAudio(await tone("mp3"))).toBe("mp3");
    expect(sniffAudio(bytes(0xff, 0xfb, 0x90, 0x64))).toBe("mp3");
    expect(sniffAudio(await tone("wav"))).toBe("wav");
    expect(sniffAudio(await tone("ogg"))).toBe("ogg");
    expect(sniffAudio(await tone("webm"))).toBe("webm");
  });

  it("does not take pictures, AAC or RIFF video for audio", async () => {
    expect(sniffAudio(await photo("png"))).toBeNull();
    expect(sniffAudio(await photo("jpeg"))).toBeNull();
    expect(sniffAudio(await photo("webp"))).toBeNull();
    expect(sniffAudio(bytes(0xff, 0xf1, 0x50, 0x80))).toBeNull();
    expect(sniffAudio(bytes("RIFF", 0, 0, 0, 0, "AVI "))).toBeNull();
    expect(sniffAudio(Buffer.alloc(0))).toBeNull();
  });
});

describe("cached crops", () => {
  it("sit beside an avatar photo (owner-only) and under cache/ for catalogue pictures", () => {
    expect(renditionKey("avatars/u1/avatar_1.jpeg")).toBe("avatars/u1/cache/avatar_1_1080x1920.jpeg");
    expect(renditionKey("catalog/presenters/a.png")).toMatch(
      /^cache\/images\/[0-9a-f]{16}_a_1080x1920\.jpeg$/,
    );
  });
});
