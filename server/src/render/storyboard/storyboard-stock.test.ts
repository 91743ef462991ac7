import type { Storyboard } from "@reelsmith/contract/storyboard";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getProjectStoryboard } from "../../services/storyboards";
import { startFakePexels } from "../../test/fake-pexels-server";
import { createRenderHarness, type RenderHarness } from "../../test/render/harness";
import { renderNextVersion } from "../../test/render/next-version";
import { readJsonKey } from "../../test/render/read";
import type { TaskRow } from "../task-store";
import type { ImagesArtifact } from "../types";

const KEY = "storyboard-test-pexels-key";
const STORY =
  "Maya baked fresh bread in her tiny bakery. The bread smelled wonderful in the bakery. " +
  "A storm rolled over the dark sea at night. Maya rode her bicycle into the mountains.";

/**
 * A storyboard's stock scene names the pick its render showed (`stockId`); a new version shows
 * that same pick again from the project's render cache without asking the stock service, and only a scene
 * with no pick searches. The service here is a local server speaking Pexels' documented API.
 */
describe("stock pictures in a new version of a storyboard", () => {
  let pexels: Awaited<ReturnType<typeof startFakePexels>>;
  let h: RenderHarness;
  let v1: TaskRow;
  let board: Storyboard;
  const picksOf = async (row: TaskRow) =>
    (
      await readJsonKey<ImagesArtifact>(h, `renders/${v1.id}/v${row.task_draft_version}/images.json`)
    ).images.map((i) => i.stockId ?? null);
  /** Renders `scenes` as the project's next version; the stock service's requests and downloads meanwhile. */
  const version = async (scenes: Storyboard["scenes"]) => {
    const base = await getProjectStoryboard(h.deps, h.userId, v1.id);
    const [requests, downloads] = [pexels.requests.length, pexels.downloads.length];
    const row = await renderNextVersion(h, v1.id, { ...base, scenes });
    return {
      row,
      requests: pexels.requests.slice(requests),
      downloads: pexels.downloads.slice(downloads),
    };
  };

  beforeAll(async () => {
    pexels = await startFakePexels({ apiKey: KEY });
    h = await createRenderHarness({
      env: { PEXELS_API_KEY: KEY, PEXELS_API_URL: pexels.url, FETCH_ALLOW_PRIVATE_HOSTS: pexels.host },
    });
    v1 = await h.render({ story: STORY, image_styles: { themes: ["cinematic"] } });
    board = await getProjectStoryboard(h.deps, h.userId, v1.id);
  }, 900_000);
  afterAll(async () => {
    await h?.close();
    await pexels?.close();
  });

  it("names each stock scene's pick in the storyboard of the render", async () => {
    const picks = await picksOf(v1);
    expect(picks.slice(0, 3).every(Boolean)).toBe(true);
    expect(
      board.scenes.map((s) => (s.picture.kind === "stock" ? (s.picture.stockId ?? null) : null)),
    ).toEqual(picks);
  });

  it("shows the same picks in a new version without searching or downloading again", async () => {
    // The last scene found no stock in the first render: the user makes it an illustration, with new words.
    const scenes = board.scenes.map((s, i) =>
      i === 3 && s.picture.plan
        ? {
            ...s,
            text: "Maya rode home at sunset.",
            picture: { kind: "illustration" as const, plan: s.picture.plan },
          }
        : s,
    );
    const v2 = await version(scenes);
    expect(await picksOf(v2.row)).toEqual(await picksOf(v1));
    expect(v2.requests).toEqual([]);
    expect(v2.downloads).toEqual([]);
  }, 600_000);

  it("searches only for a scene whose pick was cleared, never picking media another scene shows", async () => {
    const before = await picksOf(v1);
    const scenes = board.scenes.map((s) =>
      s.id === board.scenes[0]?.id && s.picture.kind === "stock"
        ? { ...s, picture: { kind: "stock" as const, plan: s.picture.plan } }
        : s,
    );
    const v3 = await version(scenes);
    const picks = await picksOf(v3.row);
    expect(v3.requests.length).toBeGreaterThan(0);
    expect(picks.slice(1)).toEqual(before.slice(1));
    expect(picks[0]).toBeTruthy();
    expect(before.slice(1)).not.toContain(picks[0]);
  }, 600_000);

  it("looks a named pick up by its id when the render cache no longer has its files", async () => {
    const before = await picksOf(v1);
    await h.deps.storage.deletePrefix(`renders/${v1.id}/cache/stock/`);
    // A stock scene with no pick would search: the scene that found none in v1 is an illustration here.
    const v4 = await version(
      board.scenes.map((s) =>
        s.picture.kind === "stock" && !s.picture.stockId && s.picture.plan
          ? { ...s, picture: { kind: "illustration" as const, plan: s.picture.plan } }
          : s,
      ),
    );
    expect(await picksOf(v4.row)).toEqual(before);
    const paths = v4.requests.map((r) => r.path);
    expect(paths.some((p) => p.includes("/search"))).toBe(false);
    expect(paths.filter((p) => /^\/(videos\/videos|v1\/photos)\/\d+$/.test(p))).toHaveLength(
      before.filter(Boolean).length,
    );
  }, 600_000);
});
