import type { SceneEntrancePictures } from "../illustration";
import type { ImagesArtifact, StageContext } from "./types";

/**
 * A scene's entrance pictures, stored beside its picture `name` (a storage key without extension; small
 * PNGs: a patch and the elements' boxes).
 */
export async function storeEntrances(
  ctx: StageContext,
  name: string,
  e: SceneEntrancePictures,
): Promise<NonNullable<ImagesArtifact["images"][number]["entrances"]>> {
  const put = async (part: string, png: Buffer) => {
    const key = `${name}-${part}.png`;
    await ctx.deps.storage.put(key, png, "image/png");
    return key;
  };
  const [before, ...elements] = await Promise.all([
    put("before", e.before.png),
    ...e.elements.map((el, k) => put(`element-${k}`, el.png)),
  ]);
  return {
    before: { key: before as string, x: e.before.x, y: e.before.y },
    elements: e.elements.map((el, k) => ({ key: elements[k] as string, word: el.word, box: el.box })),
  };
}
