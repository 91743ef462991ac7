import type { Storyboard, StoryboardScene } from "@reelsmith/contract/storyboard";

/**
 * An English storyboard of these sentences for a render to take, its scenes `s1`, `s2`... untimed and not yet
 * drawn, each with what `scene(i)` gives it (its picture at least).
 */
export const storyboardOf = (
  texts: string[],
  scene: (i: number) => Pick<StoryboardScene, "picture"> & Partial<StoryboardScene>,
): Storyboard => ({
  baseVersion: 0,
  language: "en",
  scenes: texts.map((text, i) => ({
    id: `s${i + 1}`,
    text,
    start: 0,
    end: 0,
    thumbnailUrl: null,
    ...scene(i),
  })),
});
