import type { StyleEntry } from "../../catalog/types";
import { productSceneParts } from "../../layout/frame-layout";
import { mapLimit } from "../../lib/map-limit";
import { fetchPicture } from "../../lib/page-fetch";
import { seedOf } from "../../lib/random";
import { imageTypeOf } from "../../lib/safe-fetch";
import { getImageProvider } from "../../providers/scene-images";
import type { ScenePlan } from "../../scene-plan/scene-plan-schema";
import { mayRead, ownStorageKey } from "../../storage/access";
import { endsOnClosingCard } from "../brand";
import { loadRenderCatalog } from "../catalog-access";
import { readablePalette, renderClosingCard } from "../closing-card";
import { storeEntrances } from "../entrance-pictures";
import { claimLine, photoColors, renderProductScene } from "../product-scene";
import { stockScenes } from "../stock-scenes";
import { keptPictures } from "../storyboard/kept-pictures";
import { mediaScene } from "../storyboard/media-scenes";
import { userSetScenes } from "../storyboard/product-pictures";
import { cachePrefix, inputsHash, readCached, writeCached } from "../storyboard/render-cache";
import { readStoryboard } from "../storyboard/render-storyboard";
import type { ImagesArtifact, PromptsArtifact, ScenesArtifact, StageContext } from "../types";
import { keyOf, readJson, type Stage, writeJson } from "./stage";

const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const IMAGE_CONCURRENCY = 2;
/** Checked again from the bytes (imageTypeOf); servers that label pictures loosely still count. */
const IMAGE_TYPES = new Set([
  "image/png",
  "image/jpeg",
  "image/jpg",
  "image/webp",
  "application/octet-stream",
  "",
]);

/**
 * Images (stage "images"): the user's image_urls (product images) as the scenes' pictures when given, in order and
 * repeated as needed; otherwise the image provider draws each scene from its plan in the style.
 * Each image is stored as it is made, so a resumed task draws only what is missing.
 */
export const imagesStage: Stage = {
  key: "images",
  doneKey: (ctx) => `${ctx.prefix}/images.json`,
  async run(ctx) {
    const { scenes } = await readJson<ScenesArtifact>(ctx, "scenes.json");
    const { prompts } = await readJson<PromptsArtifact>(ctx, "prompts.json");
    // The storyboard says what each scene shows: its plan's illustration, the user's media or stock.
    const board = await readStoryboard(ctx);
    const provider = getImageProvider(ctx.deps.config);
    const catalog = await loadRenderCatalog(ctx.deps.storage);
    const style = catalog.style(ctx.request.styleId);
    const urls = ctx.request.imageUrls;
    const card = ctx.request.closingCard;
    const product = Boolean(card) && urls.length > 0;
    // Stock footage where PEXELS_API_KEY is set and a scene's plan finds relevant media (stock-scenes.ts);
    // in a Product Ad only where the user chose stock for a scene.
    const stock = urls.length === 0 || product ? stockScenes(ctx) : null;
    await stock?.load(scenes.length, board);
    // A language version shows the original's pictures: taken as they were made, never drawn again.
    const kept = await keptPictures(ctx, board);
    const scene = async (index: number): Promise<ImagesArtifact["images"][number]> => {
      const item = scenes[index];
      if (!item) throw new Error(`No scene ${index + 1}`);
      const picture = board.scenes[index]?.picture;
      const own = picture?.kind === "media" ? await mediaScene(ctx, picture) : null;
      if (own) return own;
      const keptImage = kept?.[index];
      if (keptImage) return keptImage;
      const url = urls.length > 0 && !product ? urls[index % urls.length] : undefined;
      if (url) return { key: await userImage(ctx, url, index), source: "user" };
      const done = await existingScene(ctx, index);
      if (done) return (await stock?.stored(index)) ?? { key: done, source: provider.source };
      const { width, height } = ctx.frame;
      // The scene plan (who, what, where, when): the storyboard's; older renders have none.
      const plan = picture?.plan ?? (item as { plan?: ScenePlan }).plan;
      const stocked =
        picture?.kind === "stock" || !picture ? await stock?.scene(index, plan, picture?.stockId) : null;
      if (stocked) return stocked;
      const drawInput = {
        style,
        prompt: prompts[index]?.prompt ?? item.text,
        text: item.text,
        keywords: item.keywords,
        width,
        height,
        // Seeded by the story and style: the same story draws the same pictures in every render of it.
        seed: seedOf(`${ctx.request.story}|${style.public.id}`),
        index,
        ...(plan ? { plan } : {}),
        // The scene's elements stay clear of the platforms' UI, the captions and the presenter.
        frame: ctx.frame.story,
      };
      // The same inputs draw the same picture: an unchanged scene of an earlier version is taken as it is.
      const { style: _style, ...inputs } = drawInput;
      const name = `${cachePrefix(ctx)}/images/${inputsHash({ v: 1, source: provider.source, style: style.public.id, ...inputs })}`;
      const cached = await readCached<ImagesArtifact["images"][number]>(ctx, `${name}.json`);
      if (cached) return cached;
      const drawn = provider.drawWithEntrances
        ? await provider.drawWithEntrances(drawInput)
        : { picture: await provider.draw(drawInput), entrances: null };
      const type = imageTypeOf(drawn.picture);
      if (!type) throw new Error(`The image provider returned no picture for scene ${index + 1}`);
      const entrances = drawn.entrances ? await storeEntrances(ctx, name, drawn.entrances) : undefined;
      const key = `${name}.${type.ext}`;
      await ctx.deps.storage.put(key, drawn.picture, type.mime);
      const entry = { key, source: provider.source, ...(entrances ? { entrances } : {}) };
      // The entry last: a cache entry that exists is whole.
      await writeCached(ctx, `${name}.json`, entry);
      return entry;
    };
    if (card && product) {
      // The scenes whose picture the user set in the storyboard are drawn as they set it.
      const userSet = await userSetScenes(ctx, board);
      const images = await productImages(ctx, scenes, style, card, (i) => (userSet[i] ? scene(i) : null));
      await writeJson(ctx, "images.json", { images } satisfies ImagesArtifact);
      return;
    }
    // Two scenes at a time: drawing is CPU work (resvg, libvips) and the render machines have 2 cores;
    // remote providers and fetches wait on the network, where two at a time is polite too.
    // A Product Ad ends on its closing card (the call to action's scene), drawn after the others so it can
    // show the product's photo: the first picture, already fetched and stored for the first scene.
    const cardIndex = endsOnClosingCard(ctx.request) && scenes.length > 1 ? scenes.length - 1 : -1;
    const images = await mapLimit(
      scenes.map((_, i) => i).filter((i) => i !== cardIndex),
      IMAGE_CONCURRENCY,
      scene,
    );
    if (card && cardIndex >= 0) {
      const first = images[0];
      const photo = first?.source === "user" ? await ctx.deps.storage.read(first.key) : null;
      const key = keyOf(ctx, `images/scene-${cardIndex}.png`);
      const png = await renderClosingCard(card, style, ctx.frame.closingCard, photo);
      await ctx.deps.storage.put(key, png, "image/png");
      images.push({ key, source: "renderer" });
    }
    await writeJson(ctx, "images.json", { images } satisfies ImagesArtifact);
  },
};

/**
 * A Product Ad with pictures: every scene shows one of the product's photos (the seller's or the page's),
 * turned in order so consecutive scenes differ, framed large on a ground in the brand's colours (the
 * photos' own when the ad has none), with the scene's claim as a short line; the closing card shows the
 * photo the turn reaches, with the same colours. Each photo is fetched once and kept as it came.
 */
async function productImages(
  ctx: StageContext,
  scenes: ScenesArtifact["scenes"],
  style: StyleEntry,
  card: NonNullable<StageContext["request"]["closingCard"]>,
  userScene: (index: number) => Promise<ImagesArtifact["images"][number]> | null,
): Promise<ImagesArtifact["images"]> {
  const { storage } = ctx.deps;
  const urls = ctx.request.imageUrls;
  const photoKeys = await mapLimit(
    urls.map((_, i) => i),
    IMAGE_CONCURRENCY,
    (i) => userImage(ctx, urls[i] as string, i, `images/photo-${i}`),
  );
  const photos = await Promise.all(photoKeys.map((k) => storage.read(k)));
  const colors = card.colors.length > 0 ? card.colors : await photoColors(photos);
  const palette = readablePalette(colors, style.palette);
  const size = { width: ctx.frame.width, height: ctx.frame.height };
  // A template's end card replaces the closing card: then every scene is a product scene.
  const cardIndex = endsOnClosingCard(ctx.request) && scenes.length > 1 ? scenes.length - 1 : -1;
  const photoOf = (i: number) => i % photos.length;
  const scene = async (i: number): Promise<ImagesArtifact["images"][number]> => {
    const own = await userScene(i);
    if (own) return own;
    const photoKey = photoKeys[photoOf(i)] as string;
    const key = keyOf(ctx, `images/scene-${i}.png`);
    if (!(await storage.exists(key))) {
      const png = await renderProductScene({
        photo: photos[photoOf(i)] as Buffer,
        line: claimLine(scenes[i]?.text ?? "", ctx.request.closingCard?.title),
        palette,
        font: style.fontFamily,
        size,
        parts: productSceneParts(ctx.frame.story, i),
      });
      await storage.put(key, png, "image/png");
    }
    return { key, source: "user", photoKey };
  };
  const images = await mapLimit(
    scenes.map((_, i) => i).filter((i) => i !== cardIndex),
    IMAGE_CONCURRENCY,
    scene,
  );
  if (cardIndex >= 0) {
    const key = keyOf(ctx, `images/scene-${cardIndex}.png`);
    // The card shows the user's own photo where they set one for it (their media), else the product's.
    const own = await userScene(cardIndex);
    const photoKey = own?.source === "user" ? own.key : (photoKeys[photoOf(cardIndex)] as string);
    const photo =
      own?.source === "user" ? await storage.read(own.key) : (photos[photoOf(cardIndex)] as Buffer);
    const png = await renderClosingCard({ ...card, colors }, style, ctx.frame.closingCard, photo);
    await storage.put(key, png, "image/png");
    images.push({ key, source: "renderer", photoKey });
  }
  return images;
}

/** A scene picture stored by an earlier, interrupted run of this stage. */
async function existingScene(ctx: StageContext, index: number): Promise<string | null> {
  for (const ext of ["png", "jpg", "webp"]) {
    const key = keyOf(ctx, `images/scene-${index}.${ext}`);
    if (await ctx.deps.storage.exists(key)) return key;
  }
  return null;
}

/**
 * A user's picture: one of ours (a storage URL on our own origin) is read directly, and only when the
 * task's owner may read it (create-video checks this too; a queued task is checked again here); any
 * other is fetched like a product page (public addresses only, checked after DNS and on every redirect;
 * size and time limits), then stored.
 */
async function userImage(
  ctx: StageContext,
  url: string,
  index: number,
  name = `images/scene-${index}`,
): Promise<string> {
  const { storage, config, database } = ctx.deps;
  const own = ownStorageKey(storage, url, config.publicUrl);
  if (own && !(await mayRead(database.db, own, ctx.userId)))
    throw new Error(`Image ${index + 1} is not one of your files`);
  const data = own
    ? await storage.read(own)
    : await fetchPicture(url, {
        types: IMAGE_TYPES,
        maxBytes: MAX_IMAGE_BYTES,
        timeoutMs: 15_000,
        allowHosts: config.FETCH_ALLOW_PRIVATE_HOSTS,
      });
  const type = imageTypeOf(data);
  if (!type) throw new Error(`Image ${index + 1} is not a JPEG, PNG or WebP picture`);
  const key = keyOf(ctx, `${name}.${type.ext}`);
  await ctx.deps.storage.put(key, data, type.mime);
  return key;
}
