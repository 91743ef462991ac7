import { describe, expect, it } from "vitest";
import { sniffMedia } from "./media";

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("what a media upload is, by its first bytes", () => {
  it("knows JPEG, PNG and WebP photos", () => {
    expect(sniffMedia(bytes([0xff, 0xd8, 0xff, 0xe0]))?.mime).toBe("image/jpeg");
    expect(sniffMedia(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a]))?.mime).toBe("image/png");
    expect(sniffMedia(bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "))?.mime).toBe("image/webp");
  });

  it("knows MP4, MOV and WebM clips", () => {
    expect(sniffMedia(bytes([0, 0, 0, 0x20], "ftypisom"))?.mime).toBe("video/mp4");
    expect(sniffMedia(bytes([0, 0, 0, 0x14], "ftypqt  "))?.mime).toBe("video/quicktime");
    expect(sniffMedia(bytes([0, 0, 0, 0x08], "wide"))?.mime).toBe("video/quicktime");
    expect(sniffMedia(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], "webm"))?.mime).toBe(
      "video/webm",
    );
  });

  it("refuses text named like a photo, a GIF and a Matroska file", () => {
    expect(sniffMedia(bytes("hello, I am not a JPEG at all"))).toBeNull();
    expect(sniffMedia(bytes("GIF89a"))).toBeNull();
    expect(sniffMedia(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], "matroska"))).toBeNull();
  });
});

describe("sizes as the library shows them", () => {
  it("says an empty library uses 0 KB, and rounds larger sizes to KB, MB and GB", async () => {
    const { formatBytes } = await import("./media");
    expect(formatBytes(0)).toBe("0 KB");
    expect(formatBytes(300)).toBe("1 KB");
    expect(formatBytes(626 * 1024)).toBe("626 KB");
    expect(formatBytes(3 * 1024 * 1024)).toBe("3.0 MB");
    expect(formatBytes(1024 * 1024 * 1024)).toBe("1.0 GB");
  });
});
