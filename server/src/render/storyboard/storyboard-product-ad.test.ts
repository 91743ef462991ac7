import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getProjectStoryboard } from "../../services/storyboards";
import { flatImageUrl } from "../../test/render/flat-image";
import { createRenderHarness, type RenderHarness } from "../../test/render/harness";
import { addLibraryPhoto } from "../../test/render/library-photo";
import { shareOf, smallFrame } from "../../test/render/media-checks";
import { renderNextVersion } from "../../test/render/next-version";
import { readJsonKey } from "../../test/render/read";
import type { TaskRow } from "../task-store";
import type { AudioConfigArtifact, ImagesArtifact } from "../types";

type Rgb = [number, number, number];

const PRODUCT: Rgb[] = [
  [0xdc, 0x28, 0x28],
  [0x28, 0xc8, 0x3c],
];
const OWN: Rgb = [0xa0, 0x20, 0xd0];
const hex = (c: Rgb) => `0x${c.map((v) => v.toString(16).padStart(2, "0")).join("")}`;

/**
 * A Product Ad's storyboard with one scene set to the user's own photo renders that scene with the
 * photo, and the product scenes around it as before; a scene whose illustration plan the user edited is
 * drawn from that plan instead of a product photo.
 */
describe("a Product Ad's storyboard with scenes the user set", () => {
  let h: RenderHarness;
  let v1: TaskRow;
  let v2: TaskRow;
  const photoId = "med_violetphoto1";
  const OWN_SCENE = 1;
  const PLAN_SCENE = 2;

  beforeAll(async () => {
    h = await createRenderHarness();
    const own = hex(OWN).replace("0x", "#");
    const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: own } })
      .png()
      .toBuffer();
    await addLibraryPhoto(h, photoId, photo, "violet.jpg");
    const urls = await Promise.all(
      PRODUCT.map((c) => flatImageUrl(h.deps.storage, h.userId, hex(c), "120x160")),
    );
    v1 = await h.render({
      type: "PRODUCT_AD",
      story:
        "Meet Aurora Lamp. It glows warm all night. It charges your phone. It folds flat for travel. Get Aurora Lamp today!",
      image_urls: urls,
      product_name: "Aurora Lamp",
      brand_colors: ["#1e3a8a"],
    });
    const board = await getProjectStoryboard(h.deps, h.userId, v1.id);
    const scenes = board.scenes.map((s, i) => {
      if (i === OWN_SCENE)
        return { ...s, picture: { kind: "media" as const, mediaId: photoId, plan: s.picture.plan } };
      if (i === PLAN_SCENE && s.picture.kind === "illustration")
        return {
          ...s,
          picture: {
            ...s.picture,
            plan: {
              ...s.picture.plan,
              time: s.picture.plan.time === "night" ? ("day" as const) : ("night" as const),
            },
          },
        };
      return s;
    });
    v2 = await renderNextVersion(h, v1.id, { ...board, scenes });
  }, 600_000);
  afterAll(() => h.close());

  const prefixOf = (row: TaskRow) => `renders/${v1.id}/v${row.task_draft_version}`;
  /** Each scene's middle frame, scaled down. */
  const framesOf = async (row: TaskRow) => {
    const { scenes } = await readJsonKey<AudioConfigArtifact>(h, `${prefixOf(row)}/config.json`);
    const file = h.fileOf(String(row.task_result?.video_url));
    return Promise.all(scenes.map((s) => smallFrame(file, (s.startMs + s.durationMs / 2) / 1000)));
  };

  it("shows the user's photo in the scene they set it for", async () => {
    const frames = await framesOf(v2);
    expect(shareOf(frames[OWN_SCENE] as Buffer, OWN)).toBeGreaterThan(0.5);
    const { images } = await readJsonKey<ImagesArtifact>(h, `${prefixOf(v2)}/images.json`);
    expect(images[OWN_SCENE]).toMatchObject({ source: "user" });
    expect(images[OWN_SCENE]?.photoKey).toBeUndefined();
  });

  it("draws the scene whose plan the user edited from that plan, not a product photo", async () => {
    const { images } = await readJsonKey<ImagesArtifact>(h, `${prefixOf(v2)}/images.json`);
    expect(images[PLAN_SCENE]?.source).toBe("renderer");
    const frame = (await framesOf(v2))[PLAN_SCENE] as Buffer;
    for (const c of PRODUCT) expect(shareOf(frame, c)).toBeLessThan(0.02);
  });

  it("keeps every other scene's product photo as the first version showed it", async () => {
    const [before, after] = await Promise.all([framesOf(v1), framesOf(v2)]);
    expect(after).toHaveLength(before.length);
    for (const [i, frame] of after.entries()) {
      if (i === OWN_SCENE || i === PLAN_SCENE) continue;
      const shown = (f: Buffer) => PRODUCT.map((c) => shareOf(f, c) > 0.08);
      expect(shown(frame), `scene ${i + 1}`).toEqual(shown(before[i] as Buffer));
      expect(shown(frame).some(Boolean), `scene ${i + 1}`).toBe(true);
      expect(shareOf(frame, OWN), `scene ${i + 1}`).toBeLessThan(0.02);
    }
    // In the first version the two scenes were product scenes too.
    for (const i of [OWN_SCENE, PLAN_SCENE])
      expect(PRODUCT.some((c) => shareOf(before[i] as Buffer, c) > 0.08)).toBe(true);
  });
});
