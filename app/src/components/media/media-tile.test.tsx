import type { MediaItem } from "@reelsmith/contract/media";
import { describe, expect, it } from "vitest";
import { mediaDetail } from "@/components/media/media-tile";

const item = (over: Partial<MediaItem>): MediaItem => ({
  id: "m1",
  kind: "photo",
  name: "photo.jpg",
  mime: "image/jpeg",
  status: "ready",
  progress: 1,
  width: 1920,
  height: 1080,
  duration: null,
  hasAudio: false,
  bytes: 2_400_000,
  url: "/storage/media/m1.jpg",
  posterUrl: "/storage/media/m1-poster.jpg",
  error: null,
  createdAt: "2026-03-12T10:00:00.000Z",
  ...over,
});

describe("a media tile's detail", () => {
  it("tells two files of the same name apart by their size in pixels and bytes, and the upload day", () => {
    const a = mediaDetail(item({}));
    const b = mediaDetail(
      item({ id: "m2", width: 800, height: 600, bytes: 90_000, createdAt: "2026-03-14T10:00:00Z" }),
    );
    expect(a).toContain("1920×1080");
    expect(a).toMatch(/12\sMar/);
    expect(b).toContain("800×600");
    expect(a).not.toBe(b);
  });

  it("gives a clip its length first", () => {
    expect(mediaDetail(item({ kind: "clip", duration: 7.2 }))).toMatch(/^0:07 · 1920×1080 · /);
  });
});
