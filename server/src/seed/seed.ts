import { captionStylePresets } from "@reelsmith/contract/catalog";
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import { invalidateCatalog, MANIFEST_KEY, tryLoadCatalog } from "../catalog/catalog";
import type { CatalogManifest } from "../catalog/types";
import type { Database } from "../db/client";
import { seedState } from "../db/schema";
import { withTempDir } from "../media/run-process";
import type { Storage } from "../storage/storage";
import { createPool } from "./pool";
import { hashOf, type PartContext, type VoiceSamples } from "./seed-context";
import { musicVersion, seedMusic } from "./seed-music";
import { presentersVersion, seedPresenters } from "./seed-presenters";
import { samplesVersion, seedSamples } from "./seed-samples";
import { seedStyles, stylesVersion } from "./seed-styles";
import { seedVoices, voiceSampleSpeaker, voicesVersion } from "./seed-voices";

export interface SeedOptions {
  storage: Storage;
  database: Database;
  logger: Logger;
  /** Rebuild every part even when its version is current. */
  force?: boolean;
  /** Where progress lines go ("seed: presenters 12/56"); the logger by default. */
  progress?: (line: string) => void;
  /**
   * Called once the catalogue parts the editors need are in place, before the presenters' clips and the
   * optional sample videos (which take minutes on a small machine) are made; the server reports ready
   * from then on.
   */
  onCatalogueReady?: () => void;
  /** The sample videos' size ("WxH"): SAMPLE_SIZE (1080x1920) unless a test renders them smaller. */
  sampleSize?: string;
  /** Only these parts (`npm run seed -- --only styles,music`); every part by default. */
  only?: readonly PartName[];
}

export interface SeedResult {
  built: string[];
  skipped: string[];
  ms: number;
}

export const partNames = ["voices", "presenters", "music", "styles", "samples"] as const;
export type PartName = (typeof partNames)[number];

/** Storage keys a part's manifest entries point at: all must exist for the part to count as seeded. */
function partKeys(m: CatalogManifest, part: PartName, storage: Storage): string[] {
  const fromUrl = (u: string) => storage.keyFromUrl(u) ?? u;
  switch (part) {
    case "voices":
      return m.voices.map((v) => fromUrl(v.public.voice_sample));
    case "presenters":
      return m.presenters.flatMap((p) => [
        p.portraitKey,
        ...p.mouthFrameKeys,
        ...new Set(p.visemeFrameKeys ?? []),
        fromUrl(p.public.avatar_video),
      ]);
    case "music":
      return m.music.flatMap((t) => [t.trackKey, fromUrl(t.public.preview)]);
    case "styles":
      return m.styles.map((s) => fromUrl(s.public.reference_url));
    case "samples":
      return (m.samples ?? []).flatMap((s) => [s.videoKey, s.posterKey]);
  }
}

/** A part is current when the manifest has its version and every file it points at exists. */
async function isCurrent(m: CatalogManifest | null, part: PartName, version: string, storage: Storage) {
  if (!m || m.parts?.[part] !== version) return false;
  const keys = partKeys(m, part, storage);
  if (keys.length === 0) return false;
  const present = await Promise.all(keys.map((k) => storage.exists(k)));
  return present.every(Boolean);
}

/**
 * Builds the catalogues into storage and writes catalog/manifest.json. Idempotent: each part (voices,
 * presenters, music, styles) has a version made from its definitions; a part is rebuilt only when its
 * version changed or one of its files is missing. Those four build side by side, sharing one pool of
 * the cores, and each is served as soon as it is written; once all four are, the catalogue is ready
 * (onCatalogueReady). Then what no video needs: the presenters' clips on the avatars page, and last the
 * sample videos, rendered by the pipeline from the other parts, resumed sample by sample, a failure there
 * leaving the rest usable.
 * The manifest, stored beside the files it describes, decides; the seed_state table records what was
 * built and when, for operators. Presenters' clips speak their voice's sample, so a voices change
 * rebuilds them too.
 */
export async function runSeed(opts: SeedOptions): Promise<SeedResult> {
  if (opts.database.kind !== "postgres") return seedUnlocked(opts);
  // Processes sharing a PostgreSQL database share the storage too (the bucket): a seed started while
  // another runs (two APIs starting on an empty bucket, `npm run seed` beside them) waits for it, then
  // reads the manifest it wrote and finds those parts current instead of building them a second time.
  // A transaction-scoped lock, so it ends with its connection even if this process dies.
  return opts.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('reelsmith:seed'))`);
    return seedUnlocked(opts);
  });
}

interface Part {
  name: PartName;
  version: string;
  /** Builds what the editors need; may return what is left to do once the catalogue is ready. */
  build: (ctx: PartContext) => Promise<AfterReady | undefined>;
  /** Keeps what an interrupted build of the same version stored (the part skips what is done). */
  resumable?: boolean;
  /** A failure is logged and the seed goes on; the next seed tries the part again. */
  optional?: boolean;
}

/** Work a part leaves until the catalogue is ready (no video needs it), with its progress lines' name. */
interface AfterReady {
  name: string;
  run: (ctx: PartContext) => Promise<void>;
}

async function seedUnlocked(opts: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const { storage, database, logger } = opts;
  const say = opts.progress ?? ((line: string) => logger.info(line));
  const previous = await tryLoadCatalog(storage).catch(() => null);
  const manifest: CatalogManifest = {
    version: "",
    parts: { ...(previous?.parts ?? {}) },
    voices: previous?.voices ?? [],
    presenters: previous?.presenters ?? [],
    music: previous?.music ?? [],
    styles: previous?.styles ?? [],
    samples: previous?.samples ?? [],
    captionStyles: captionStylePresets,
  };
  // The editors' parts build side by side, sharing the cores; the sample videos come after them.
  const catalogue: Part[] = [
    {
      name: "voices",
      version: voicesVersion(),
      build: async (ctx) => {
        manifest.voices = await seedVoices(ctx);
        return undefined;
      },
    },
    {
      name: "styles",
      version: stylesVersion(),
      build: async (ctx) => {
        manifest.styles = await seedStyles(ctx);
        return undefined;
      },
    },
    {
      name: "music",
      version: musicVersion(),
      build: async (ctx) => {
        manifest.music = await seedMusic(ctx);
        return undefined;
      },
    },
    {
      name: "presenters",
      version: presentersVersion(),
      build: async (ctx) => {
        const { entries, speakClips } = await seedPresenters(ctx);
        manifest.presenters = entries;
        return { name: "presenters clips", run: speakClips };
      },
    },
  ];
  const samples: Part = {
    // Last: the sample videos are rendered by the pipeline from the parts above.
    name: "samples",
    version: samplesVersion(opts.sampleSize),
    resumable: true,
    optional: true,
    build: async (ctx) => {
      manifest.samples = await seedSamples({
        ...ctx,
        logger,
        say,
        ...(opts.sampleSize ? { size: opts.sampleSize } : {}),
      });
      return undefined;
    },
  };
  const built: string[] = [];
  const skipped: string[] = [];
  const pool = createPool();
  // The manifest and seed_state are written as each part finishes: one write at a time.
  let writes = Promise.resolve();
  const record = (part: Part, prefix: string) => {
    writes = writes.then(async () => {
      (manifest.parts as Record<string, string>)[part.name] = part.version;
      await writeManifest(storage, manifest);
      await recordVersion(database, part.name, part.version);
      // The previous version's files go once the manifest points at the new folder.
      for (const folder of partFolders(previous, part.name, storage))
        if (folder !== prefix) await storage.deletePrefix(folder);
    });
    return writes;
  };
  const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
  /** A part's context; its progress lines are "seed: <name> 12/56" (at most one a second, and the last). */
  const contextOf = (name: string, prefix: string, scratch: string, voiceSamples: VoiceSamples) => {
    let lastLine = 0;
    return {
      storage,
      prefix,
      pool,
      voiceSamples,
      scratch,
      progress: (done: number, total: number) => {
        if (done === total || performance.now() - lastLine > 1000 || done % 10 === 0) {
          lastLine = performance.now();
          say(`seed: ${name} ${done}/${total}`);
        }
      },
    } satisfies PartContext;
  };
  const runPart = async (part: Part, scratch: string, voiceSamples: VoiceSamples) => {
    if (opts.only && !opts.only.includes(part.name)) return undefined;
    if (!opts.force && (await isCurrent(previous, part.name, part.version, storage))) {
      skipped.push(part.name);
      await recordVersion(database, part.name, part.version);
      return undefined;
    }
    const t0 = performance.now();
    say(`seed: ${part.name} building (version ${part.version})`);
    const prefix = `catalog/${part.name}/${hashOf(part.version)}`;
    if (!part.resumable || opts.force) await storage.deletePrefix(prefix);
    let afterReady: AfterReady | undefined;
    try {
      afterReady = await part.build(contextOf(part.name, prefix, scratch, voiceSamples));
    } catch (err) {
      if (!part.optional) throw err;
      logger.warn({ err }, `seed: ${part.name} failed; the next seed tries again`);
      say(`seed: ${part.name} failed: ${err instanceof Error ? err.message : String(err)}`);
      return undefined;
    }
    await record(part, prefix);
    built.push(part.name);
    say(`seed: ${part.name} done in ${seconds(t0)}`);
    return afterReady && { ...afterReady, ctx: contextOf(afterReady.name, prefix, scratch, voiceSamples) };
  };
  await withTempDir("seed", async (scratch) => {
    const voiceSamples = voiceSampleSpeaker(scratch);
    const results = await Promise.allSettled(catalogue.map((part) => runPart(part, scratch, voiceSamples)));
    const failed = results.find((r) => r.status === "rejected");
    if (failed) throw failed.reason;
    if (!previous && built.length === 0) await writeManifest(storage, manifest);
    opts.onCatalogueReady?.();
    for (const result of results) {
      const after = result.status === "fulfilled" ? result.value : undefined;
      if (!after) continue;
      const t0 = performance.now();
      await after.run(after.ctx);
      say(`seed: ${after.name} done in ${seconds(t0)}`);
    }
    await runPart(samples, scratch, voiceSamples);
  });
  const ms = Math.round(performance.now() - started);
  say(
    `seed: ${built.length ? `built ${built.join(", ")}` : "catalogue up to date"} (${(ms / 1000).toFixed(1)} s)`,
  );
  return { built, skipped, ms };
}

/** seed_state mirrors what storage holds (a new database over an existing data folder learns it too). */
async function recordVersion(database: Database, name: string, version: string) {
  await database.db
    .insert(seedState)
    .values({ name, version })
    .onConflictDoUpdate({ target: seedState.name, set: { version, updated_at: new Date() } });
}

async function writeManifest(storage: Storage, manifest: CatalogManifest) {
  manifest.version = hashOf([manifest.parts, manifest.captionStyles]);
  await storage.put(MANIFEST_KEY, Buffer.from(JSON.stringify(manifest)), "application/json");
  invalidateCatalog(storage);
}

/** The folders a manifest's part lives in (catalog/<part>/<hash>). */
const partFolders = (m: CatalogManifest | null, part: PartName, storage: Storage) =>
  new Set(m ? partKeys(m, part, storage).map((k) => k.split("/").slice(0, 3).join("/")) : []);
