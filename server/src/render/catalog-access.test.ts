import { describe, expect, it } from "vitest";
import type { CatalogManifest, MusicEntry } from "../catalog/types";
import { catalogFrom } from "./catalog-access";

const track = (id: string, name: string, tags: string[]): MusicEntry => ({
  public: {
    id,
    name,
    url: `/m/${id}.mp3`,
    preview: `/m/${id}-p.mp3`,
    tags,
    priority: { use_case: "story", order: 1 },
  },
  trackKey: `catalog/music/${id}.mp3`,
  mood: tags[0] ?? "",
});

const manifest = {
  version: "t",
  voices: [],
  presenters: [],
  styles: [],
  captionStyles: [],
  music: [
    track("epic-1", "Epic Rise", ["epic"]),
    track("calm-1", "Still Water", ["calm"]),
    track("up-1", "Sunny", ["upbeat"]),
  ],
} as unknown as CatalogManifest;

describe("music lookup for a render", () => {
  it("finds a track by id or by name, whatever the case", () => {
    const catalog = catalogFrom(manifest);
    expect(catalog.music("calm-1")?.public.name).toBe("Still Water");
    expect(catalog.music("sunny")?.public.id).toBe("up-1");
  });

  it("gives the editor's built-in fallback tracks the catalogue track of the same mood", () => {
    const catalog = catalogFrom(manifest);
    expect(catalog.music("builtin-calm-horizon")?.public.id).toBe("calm-1");
    expect(catalog.music("builtin-bright-steps")?.public.id).toBe("up-1");
  });

  it("means no music for no choice or an unknown track", () => {
    const catalog = catalogFrom(manifest);
    expect(catalog.music(null)).toBeNull();
    expect(catalog.music("nope")).toBeNull();
  });
});
