import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { TaskStatus } from "@reelsmith/contract/task-status";
import { createVideoRequestSchema, videoSizeSchema } from "@reelsmith/contract/video";
import type { Logger } from "pino";
import { SAMPLE_SIZE, type SampleDefinition, sampleDefinitions } from "../catalog/definitions/samples";
import type { SampleEntry } from "../catalog/types";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { userProfiles, users } from "../db/schema";
import { runFfmpeg } from "../media/run-process";
import { thumbnailArgs } from "../render/compose/output";
import { renderPrefix, runTask } from "../render/pipeline";
import { getTask } from "../render/task-store";
import type { AudioConfigArtifact, RenderDeps } from "../render/types";
import { createVideoTask } from "../services/videos";
import { overlayStorage } from "../storage/overlay-storage";
import { createLocalStorage, type Storage } from "../storage/storage";
import { renderProductShot } from "./sample-product-art";
import { hashOf, type PartContext } from "./seed-context";
import { musicVersion } from "./seed-music";
import { presentersVersion } from "./seed-presenters";
import { stylesVersion } from "./seed-styles";

/**
 * Bump the number when the render pipeline's output changes; the definitions and the catalogue parts the
 * samples use (presenters with their voices, music, styles) are hashed in.
 */
export const samplesVersion = (size: string = SAMPLE_SIZE) =>
  `samples-3-${hashOf([sampleDefinitions, size, presentersVersion(), musicVersion(), stylesVersion()])}`;

export interface SamplesContext extends PartContext {
  logger: Logger;
  /** A progress line of the seed's log ("seed: samples ai-spokesperson rendered in 21.3 s"). */
  say: (line: string) => void;
  /** "WxH"; SAMPLE_SIZE unless a test asks for a smaller one to keep its seed quick. */
  size?: string;
}

const SEED_USER = "seed-samples";

/**
 * Renders the sample videos with the real pipeline, exactly as `npm run render` does: each sample is an
 * ordinary create-video task (in a private in-memory database, so no account or project of the real one
 * is touched) run through every stage with the local providers, reading the catalogue just seeded. The
 * render's working files go to a scratch folder; the MP4, its poster and the entry are stored under the
 * part's folder, the entry last. A sample whose entry and files exist is not rendered again, so a seed
 * killed half way resumes with the next sample.
 */
export async function seedSamples(ctx: SamplesContext): Promise<SampleEntry[]> {
  const entries: SampleEntry[] = [];
  let render: ((def: SampleDefinition) => Promise<SampleEntry>) | null = null;
  let close = async () => {};
  try {
    for (const [i, def] of sampleDefinitions.entries()) {
      const entryKey = `${ctx.prefix}/${def.id}.json`;
      const done = await finishedSample(ctx.storage, entryKey);
      if (done) {
        entries.push(done);
        ctx.say(`seed: samples ${def.id} already rendered`);
      } else {
        if (!render) ({ render, close } = await openRenderer(ctx));
        const entry = await render(def);
        await ctx.storage.put(entryKey, Buffer.from(JSON.stringify(entry)), "application/json");
        entries.push(entry);
        ctx.say(
          `seed: samples ${def.id} rendered in ${(entry.renderMs / 1000).toFixed(1)} s (${entry.public.duration_s.toFixed(1)} s of video)`,
        );
      }
      ctx.progress(i + 1, sampleDefinitions.length);
    }
  } finally {
    await close();
  }
  return entries;
}

/** A sample an earlier, interrupted seed of this version finished: its entry and both its files exist. */
async function finishedSample(storage: Storage, entryKey: string): Promise<SampleEntry | null> {
  if (!(await storage.exists(entryKey))) return null;
  const entry = JSON.parse((await storage.read(entryKey)).toString("utf8")) as SampleEntry;
  const files = await Promise.all([entry.videoKey, entry.posterKey].map((k) => storage.exists(k)));
  return files.every(Boolean) ? entry : null;
}

/** The render's surroundings: an in-memory database with one user, scratch storage over the real one. */
async function openRenderer(ctx: SamplesContext) {
  const sampleSize = ctx.size ?? SAMPLE_SIZE;
  const scratchDir = await fs.mkdtemp(path.join(os.tmpdir(), "reelsmith-samples-"));
  const scratch = createLocalStorage(scratchDir);
  const database = await openDatabase({});
  const close = async () => {
    await database.close();
    await fs.rm(scratchDir, { recursive: true, force: true });
  };
  try {
    await database.migrate();
    // The local providers only: the samples are made offline, the same on every machine.
    const config = loadConfig({ LOG_LEVEL: "warn" });
    const deps: RenderDeps = {
      config,
      database,
      storage: overlayStorage(ctx.storage, scratch),
      logger: ctx.logger.child({ part: "samples" }, { level: "warn" }),
    };
    await database.db.insert(users).values({
      id: SEED_USER,
      name: "Reelsmith samples",
      email: "samples@reelsmith.local",
      emailVerified: true,
      username: SEED_USER,
      fullName: "Reelsmith samples",
    });
    await database.db
      .insert(userProfiles)
      .values({ user_id: SEED_USER, available_credits: config.CREDITS_PER_VIDEO * sampleDefinitions.length });
    const render = async (def: SampleDefinition): Promise<SampleEntry> => {
      const started = performance.now();
      const size = videoSizeSchema.parse(sampleSize);
      const image_urls: string[] = [];
      for (let k = 0; k < (def.productShots ?? 0); k++) {
        const key = `uploads/${SEED_USER}/${def.id}-${k}.jpg`;
        await scratch.put(key, await renderProductShot(k, size.width, size.height), "image/jpeg");
        image_urls.push(scratch.publicUrl(key));
      }
      const body = createVideoRequestSchema.parse({ ...def.request, size: sampleSize, image_urls });
      const { task_id } = await createVideoTask(
        deps,
        { enqueue: async () => {} },
        SEED_USER,
        body,
        body.type,
      );
      await runTask(deps, task_id);
      const row = await getTask(deps, task_id);
      if (row?.task_status !== TaskStatus.generated)
        throw new Error(`The ${def.title} sample did not render: ${row?.error ?? "unknown error"}`);
      const fileOf = (url: unknown) => {
        const key = scratch.keyFromUrl(String(url));
        if (!key) throw new Error(`The ${def.title} sample has no file at ${String(url)}`);
        return path.join(scratchDir, key);
      };
      const durationS = Number(row.task_result?.duration_s);
      const video = fileOf(row.task_result?.video_url);
      // The poster: the first scene just after its last word, its whole caption on screen (the
      // pipeline's thumbnail, at 1 s, can catch a caption half typed).
      const config = JSON.parse(
        (
          await scratch.read(
            `${renderPrefix(row.task_draft_id ?? task_id, row.task_draft_version)}/config.json`,
          )
        ).toString("utf8"),
      ) as AudioConfigArtifact;
      const firstSpoken = config.scenes[0]?.words.at(-1)?.endMs;
      const posterAtS = firstSpoken ? Math.min(durationS - 0.2, firstSpoken / 1000 + 0.15) : 1;
      const poster = path.join(scratchDir, `${def.id}-poster.jpg`);
      await runFfmpeg(thumbnailArgs(video, posterAtS, size.width, poster));
      const videoKey = `${ctx.prefix}/${def.id}.mp4`;
      const posterKey = `${ctx.prefix}/${def.id}.jpg`;
      await ctx.storage.putFile(videoKey, video, "video/mp4");
      await ctx.storage.putFile(posterKey, poster, "image/jpeg");
      return {
        public: {
          id: def.id,
          title: def.title,
          description: def.description,
          video_url: ctx.storage.publicUrl(videoKey),
          poster_url: ctx.storage.publicUrl(posterKey),
          duration_s: Math.round(durationS * 100) / 100,
          features: def.features,
        },
        videoKey,
        posterKey,
        renderMs: Math.round(performance.now() - started),
      };
    };
    return { render, close };
  } catch (err) {
    await close();
    throw err;
  }
}
