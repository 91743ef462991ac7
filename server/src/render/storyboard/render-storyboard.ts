import type { Language } from "@reelsmith/contract/catalog";
import { type ScenePlan, scenePlanSchema } from "@reelsmith/contract/scene-plan";
import type { ScenePicture, Storyboard, StoryboardScene } from "@reelsmith/contract/storyboard";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { taskStatus } from "../../db/schema";
import type { Scene } from "../../scene-plan/scene";
import { keywordsOf } from "../../story-writer";
import { readJson, writeJson } from "../stages/stage";
import type { ImagesArtifact, ScenesArtifact, StageContext } from "../types";

/**
 * The storyboard as the render's own plan. Stage 2 writes it (`storyboard.json`, and the task's
 * `storyboard` column for the API): the scenes the writer split and the planner drew, or exactly the
 * storyboard the user gave. Stages 3-5 draw, speak and compose from it; stage 6 adds the scenes' times and
 * thumbnails.
 */
export const STORYBOARD_FILE = "storyboard.json";

/** A scene's id in a storyboard made by the render: stable for the same story. */
export const sceneIdOf = (index: number) => `scene-${index + 1}`;

/** The plan as the contract has it (extra fields dropped), so a plan sent back hashes like the one made. */
export const cleanPlan = (plan: ScenePlan): ScenePlan => scenePlanSchema.parse(plan);

/** The plan a picture draws when it is illustrated (a media picture keeps the one it replaced). */
export const planOfPicture = (p: ScenePicture): ScenePlan | undefined => p.plan;

/**
 * The storyboard of the writer's scenes: each an illustration of its plan, or stock footage found from it
 * where a stock service is configured; times are filled in once the narration is made.
 */
export function storyboardOfScenes(
  scenes: Scene[],
  language: Language,
  baseVersion: number,
  stock: boolean,
): Storyboard {
  return {
    baseVersion,
    language,
    scenes: scenes.map((s, i) => ({
      id: sceneIdOf(i),
      text: s.text,
      start: 0,
      end: 0,
      thumbnailUrl: null,
      picture: s.plan
        ? { kind: stock ? "stock" : "illustration", plan: cleanPlan(s.plan) }
        : { kind: "illustration", plan: fallbackPlan() },
    })),
  };
}

/**
 * The scenes stage 0 hands on for a given storyboard: its words with their key words and the plan each
 * picture draws (`plans[i]` for a media picture that keeps none, from the planner).
 */
export function scenesOfStoryboard(
  board: Storyboard,
  language: string,
  plans: (ScenePlan | null)[] = [],
): Scene[] {
  return board.scenes.map((s, i) => {
    const plan = planOfPicture(s.picture) ?? plans[i] ?? undefined;
    return { text: s.text, keywords: keywordsOf(s.text, language), ...(plan ? { plan } : {}) };
  });
}

/** A storyboard scene's picture with the plan a media picture falls back to, where it had none. */
export function withPlan(scene: StoryboardScene, plan: ScenePlan | undefined): StoryboardScene {
  if (scene.picture.kind !== "media" || scene.picture.plan || !plan) return scene;
  return { ...scene, picture: { ...scene.picture, plan: cleanPlan(plan) } };
}

/** A plain outdoor daytime scene, for a scene the planner could not place. */
export function fallbackPlan(): ScenePlan {
  return {
    characters: [],
    objects: [],
    setting: { place: "countryside", indoor: false },
    time: "day",
    weather: "clear",
    mood: "neutral",
  };
}

/** This render's storyboard; a render planned before storyboards existed, from its scenes. */
export async function readStoryboard(ctx: StageContext): Promise<Storyboard> {
  const key = `${ctx.prefix}/${STORYBOARD_FILE}`;
  if (await ctx.deps.storage.exists(key)) return readJson<Storyboard>(ctx, STORYBOARD_FILE);
  const { scenes } = await readJson<ScenesArtifact>(ctx, "scenes.json");
  return storyboardOfScenes(scenes, ctx.request.language, ctx.version, false);
}

/** Stores the storyboard with its task: the render's artifact and the task row the API reads. */
export async function saveStoryboard(ctx: StageContext, board: Storyboard): Promise<void> {
  await writeJson(ctx, STORYBOARD_FILE, board);
  await ctx.deps.database.db
    .update(taskStatus)
    .set({ storyboard: board as unknown as Record<string, unknown> })
    .where(eq(taskStatus.id, ctx.taskId));
}

/** This render's storyboard where stage 2 wrote one (a recomposition or an older render has none). */
export async function storyboardIfAny(ctx: StageContext): Promise<Storyboard | null> {
  const key = `${ctx.prefix}/${STORYBOARD_FILE}`;
  return (await ctx.deps.storage.exists(key)) ? readJson<Storyboard>(ctx, STORYBOARD_FILE) : null;
}

/** The width of a storyboard's scene thumbnails (their height follows the video's ratio). */
export const THUMB_WIDTH = 216;

/**
 * The storyboard as rendered: each scene's times on the video's timeline, a small thumbnail of its picture
 * (stored beside the version, so only the project's owner reads it) and, for stock footage, the pick it
 * showed (`stockId`: a new version shows it again). Stage 6 stores it with the task.
 */
export async function finishStoryboard(
  ctx: StageContext,
  board: Storyboard,
  times: { startMs: number; durationMs: number }[],
  pictureKeys: string[],
): Promise<Storyboard> {
  const { storage } = ctx.deps;
  const images = (await storage.exists(`${ctx.prefix}/images.json`))
    ? (await readJson<ImagesArtifact>(ctx, "images.json")).images
    : [];
  const scenes = await Promise.all(
    board.scenes.map(async (scene, i) => {
      const stockId = scene.picture.kind === "stock" ? images[i]?.stockId : undefined;
      const t = times[i];
      const picture = pictureKeys[i];
      let thumbnailUrl = scene.thumbnailUrl;
      if (picture) {
        const key = `${ctx.prefix}/storyboard/${i}-${scene.id.replace(/[^\w-]/g, "_")}.jpg`;
        const jpeg = await sharp(await storage.read(picture))
          .resize(THUMB_WIDTH)
          .jpeg({ quality: 80 })
          .toBuffer();
        await storage.put(key, jpeg, "image/jpeg");
        thumbnailUrl = storage.publicUrl(key);
      }
      return {
        ...scene,
        start: t ? round(t.startMs / 1000) : scene.start,
        end: t ? round((t.startMs + t.durationMs) / 1000) : scene.end,
        thumbnailUrl,
        ...(stockId && scene.picture.kind === "stock" ? { picture: { ...scene.picture, stockId } } : {}),
      };
    }),
  );
  return { ...board, scenes };
}

const round = (s: number) => Math.round(s * 1000) / 1000;
