import type { Storyboard } from "@reelsmith/contract/storyboard";
import { wordStartMs } from "../scene-motion";
import type { AudioConfigArtifact, ImagesArtifact, StageContext } from "../types";
import { cachePrefix, canonicalJson, inputsHash } from "./render-cache";
import { STORYBOARD_FILE } from "./render-storyboard";

type SceneImage = ImagesArtifact["images"][number];

/**
 * A language version's scene pictures: those of the render it was remade from (`request.picturesFrom`,
 * the original's finished version), taken as they were made instead of drawn again, for every scene that
 * still shows what the original's scene showed (same id, same picture). Each file is copied into the
 * version's own render cache (`kept/`, named by a hash of the original's key), so the version keeps its
 * pictures when the original is deleted. An illustrated scene's elements entered on the original's
 * words, which the version does not say: each enters at the share of its scene it entered at there. Null for a render that is no language version, or whose
 * original's pictures are gone; a scene the version changed is null in the list and drawn as usual.
 */
export async function keptPictures(
  ctx: StageContext,
  board: Storyboard,
): Promise<(SceneImage | null)[] | null> {
  const from = ctx.request.picturesFrom;
  if (!from) return null;
  const { storage } = ctx.deps;
  // Where the pipeline keeps that render (pipeline.ts renderPrefix).
  const prefix = `renders/${from.projectId}/v${from.version}`;
  const imagesKey = `${prefix}/images.json`;
  const boardKey = `${prefix}/${STORYBOARD_FILE}`;
  if (!(await storage.exists(imagesKey)) || !(await storage.exists(boardKey))) return null;
  const { images } = JSON.parse((await storage.read(imagesKey)).toString("utf8")) as ImagesArtifact;
  const original = JSON.parse((await storage.read(boardKey)).toString("utf8")) as Storyboard;
  const configKey = `${prefix}/config.json`;
  const sounds = (await storage.exists(configKey))
    ? (JSON.parse((await storage.read(configKey)).toString("utf8")) as AudioConfigArtifact).scenes
    : [];
  /** When an element of scene i entered in the original, as a share of the scene's time. */
  const entered = (i: number, word: string): number | null => {
    const sound = sounds[i];
    const ms = sound ? wordStartMs(word, sound.words) : null;
    return sound && ms !== null && sound.durationMs > 0 ? Math.min(1, ms / sound.durationMs) : null;
  };
  const copy = async (key: string): Promise<string> => {
    // Only the original's own render files are copied; the catalogue's and the user's uploads stay shared.
    if (!key.startsWith(`renders/${from.projectId}/`)) return key;
    const ext = key.match(/\.[a-z0-9]+$/i)?.[0] ?? "";
    const kept = `${cachePrefix(ctx)}/kept/${inputsHash({ v: 1, key })}${ext}`;
    if (await storage.exists(kept)) return kept;
    const stat = await storage.stat(key);
    if (!stat) throw new Error(`The original's picture ${key} is missing`);
    await storage.put(kept, await storage.read(key), stat.contentType);
    return kept;
  };
  return Promise.all(
    board.scenes.map(async (scene, i) => {
      const was = original.scenes[i];
      const image = images[i];
      if (!was || !image || was.id !== scene.id) return null;
      if (canonicalJson(was.picture) !== canonicalJson(scene.picture)) return null;
      // The user's own clip is framed from their media as the storyboard says: media-scenes.ts does it.
      if (image.userClip) return null;
      const entry: SceneImage = { ...image, key: await copy(image.key) };
      if (image.photoKey) entry.photoKey = await copy(image.photoKey);
      if (image.clipKey) entry.clipKey = await copy(image.clipKey);
      if (image.entrances)
        entry.entrances = {
          before: { ...image.entrances.before, key: await copy(image.entrances.before.key) },
          elements: await Promise.all(
            image.entrances.elements.map(async (el) => ({
              ...el,
              key: await copy(el.key),
              at: el.at !== undefined ? el.at : entered(i, el.word),
            })),
          ),
        };
      return entry;
    }),
  );
}
