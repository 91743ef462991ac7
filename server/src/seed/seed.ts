import { captionStylePresets } from "@reelsmith/contract/catalog";
import type { Logger } from "pino";
import { invalidateCatalog, MANIFEST_KEY, tryLoadCatalog } from "../catalog/catalog";
import type { CatalogManifest } from "../catalog/types";
import type { Database } from "../db/client";
import { seedState } from "../db/schema";
import type { Storage } from "../storage/storage";
import { hashOf, type PartContext } from "./seed-context";
import { musicVersion, seedMusic } from "./seed-music";
import { presentersVersion, seedPresenters } from "./seed-presenters";
import { seedStyles, stylesVersion } from "./seed-styles";
import { seedVoices, voicesVersion } from "./seed-voices";

export interface SeedOptions {
  storage: Storage;
  database: Database;
  logger: Logger;
  /** Rebuild every part even when its version is current. */
  force?: boolean;
  /** Where progress lines go ("seed: presenters 12/56"); the logger by default. */
  progress?: (line: string) => void;
}

export interface SeedResult {
  built: string[];
  skipped: string[];
  ms: number;
}

type PartName = "voices" | "presenters" | "music" | "styles";

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
        fromUrl(p.public.avatar_video),
      ]);
    case "music":
      return m.music.flatMap((t) => [t.trackKey, fromUrl(t.public.preview)]);
    case "styles":
      return m.styles.map((s) => fromUrl(s.public.reference_url));
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
 * version changed or one of its files is missing. The manifest, stored beside the files it describes,
 * decides; the seed_state table records what was built and when, for operators. Presenters' clips speak
 * their voice's sample, so a voices change rebuilds them too.
 */
export async function runSeed(opts: SeedOptions): Promise<SeedResult> {
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
    captionStyles: captionStylePresets,
  };
  const parts: { name: PartName; version: string; build: (ctx: PartContext) => Promise<void> }[] = [
    {
      name: "voices",
      version: voicesVersion(),
      build: async (ctx) => {
        manifest.voices = await seedVoices(ctx);
      },
    },
    {
      name: "styles",
      version: stylesVersion(),
      build: async (ctx) => {
        manifest.styles = await seedStyles(ctx);
      },
    },
    {
      name: "music",
      version: musicVersion(),
      build: async (ctx) => {
        manifest.music = await seedMusic(ctx);
      },
    },
    {
      name: "presenters",
      version: presentersVersion(),
      build: async (ctx) => {
        manifest.presenters = await seedPresenters(ctx);
      },
    },
  ];
  const built: string[] = [];
  const skipped: string[] = [];
  for (const part of parts) {
    if (!opts.force && (await isCurrent(previous, part.name, part.version, storage))) {
      skipped.push(part.name);
      await recordVersion(database, part.name, part.version);
      continue;
    }
    const t0 = performance.now();
    say(`seed: ${part.name} building (version ${part.version})`);
    const prefix = `catalog/${part.name}/${hashOf(part.version)}`;
    await storage.deletePrefix(prefix);
    let lastLine = 0;
    await part.build({
      storage,
      prefix,
      progress: (done, total) => {
        if (done === total || performance.now() - lastLine > 1000 || done % 10 === 0) {
          lastLine = performance.now();
          say(`seed: ${part.name} ${done}/${total}`);
        }
      },
    });
    (manifest.parts as Record<string, string>)[part.name] = part.version;
    await writeManifest(storage, manifest);
    await recordVersion(database, part.name, part.version);
    // The previous version's files go once the manifest points at the new folder.
    for (const folder of partFolders(previous, part.name, storage))
      if (folder !== prefix) await storage.deletePrefix(folder);
    built.push(part.name);
    say(`seed: ${part.name} done in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  if (!previous && built.length === 0) await writeManifest(storage, manifest);
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
