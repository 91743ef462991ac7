import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runFfmpeg } from "../../media/run-process";
import { createLanguageVersions } from "../../services/language-versions";
import { getProjectStoryboard } from "../../services/storyboards";
import { createRenderHarness, type RenderHarness } from "../../test/render/harness";
import { runTask } from "../pipeline";
import { getTask, type TaskRow } from "../task-store";
import type { ImagesArtifact } from "../types";

const STORY = "A small boat leaves the harbour. The wind fills its sail.";
/** Words for each scene, in order (the planner may split a sentence across scenes). */
const WORDS = ["Un barco pequeño sale.", "Deja el puerto.", "El viento llena su vela.", "Sopla el viento."];

/** The mean colour of a video's frame at `atS`. */
async function colourAt(h: RenderHarness, url: string, atS: number): Promise<[number, number, number]> {
  const png = path.join(h.dataDir, `frame-${Math.random().toString(36).slice(2)}.png`);
  await runFfmpeg(["-ss", atS.toFixed(2), "-i", h.fileOf(url), "-frames:v", "1", png]);
  const { channels } = await sharp(await fs.readFile(png)).stats();
  return [channels[0]?.mean ?? 0, channels[1]?.mean ?? 0, channels[2]?.mean ?? 0];
}

/**
 * A language version shows the pictures its original's render made, taken from that render instead of
 * drawn again: the original's first picture is painted red after its render (a picture the renderer
 * would never draw), and the Spanish version shows that red scene; its second scene, untouched, shows what
 * the original's does. Real render (voice mode, small frame, no captions), PGlite.
 */
describe("a language version keeps its original's pictures", () => {
  let h: RenderHarness;
  let original: TaskRow;
  let version: TaskRow;
  let keys: { original: string[]; version: string[] };

  beforeAll(async () => {
    h = await createRenderHarness();
    original = await h.render({ story: STORY, caption_style: "none", size: "144x256" });
    const prefix = `renders/${original.id}/v1`;
    const images = JSON.parse((await h.deps.storage.read(`${prefix}/images.json`)).toString("utf8"))
      .images as ImagesArtifact["images"];
    const first = images[0] as ImagesArtifact["images"][number];
    const red = await sharp({ create: { width: 144, height: 256, channels: 3, background: "#e01010" } })
      .png()
      .toBuffer();
    await h.deps.storage.put(first.key, red, "image/png");
    // Its elements entered over the picture: without them the scene is the red picture alone.
    const { entrances: _gone, ...plain } = first;
    await h.deps.storage.put(
      `${prefix}/images.json`,
      Buffer.from(JSON.stringify({ images: [plain, ...images.slice(1)] })),
      "application/json",
    );
    const board = await getProjectStoryboard(h.deps, h.userId, original.id);
    const [made] = await createLanguageVersions(h.deps, { enqueue: async () => {} }, h.userId, original.id, [
      {
        language: "es",
        texts: Object.fromEntries(board.scenes.map((s, i) => [s.id, WORDS[i] ?? "Sopla el viento."])),
        fields: { texts: "texts", voice: "voice_id" },
      },
    ]);
    await runTask(h.deps, made?.task_id ?? "");
    version = (await getTask(h.deps, made?.task_id ?? "")) as TaskRow;
    const keysOf = async (id: string) =>
      (
        JSON.parse((await h.deps.storage.read(`renders/${id}/v1/images.json`)).toString("utf8"))
          .images as ImagesArtifact["images"]
      ).map((i) => i.key);
    keys = { original: await keysOf(original.id), version: await keysOf(version.id) };
  }, 300_000);
  afterAll(() => h.close());

  it("shows the original's picture as it was made, not one drawn again", async () => {
    expect(version.task_status).toBe(8);
    const board = await getProjectStoryboard(h.deps, h.userId, version.id);
    const scene = board.scenes[0] as (typeof board.scenes)[number];
    const [r, g, b] = await colourAt(
      h,
      String(version.task_result?.video_url),
      (scene.start + scene.end) / 2,
    );
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(80);
    expect(b).toBeLessThan(80);
  });

  it("shows the untouched scene as the original's video does", async () => {
    const at = async (row: TaskRow) => {
      const s = (await getProjectStoryboard(h.deps, h.userId, row.id)).scenes[1] as {
        start: number;
        end: number;
      };
      return colourAt(h, String(row.task_result?.video_url), (s.start + s.end) / 2);
    };
    const [a, b] = [await at(original), await at(version)];
    for (const c of [0, 1, 2]) expect(Math.abs((a[c] ?? 0) - (b[c] ?? 0))).toBeLessThan(12);
    expect(a[0]).toBeLessThan(150);
  });

  it("keeps its own copies, so the original can go", () => {
    for (const key of keys.version) expect(key.startsWith(`renders/${version.id}/`)).toBe(true);
    expect(keys.version).not.toEqual(keys.original);
  });
});
