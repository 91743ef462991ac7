import {
  type CaptionStyle,
  captionStylePresets,
  musicTrackSchema,
  type SampleVideo,
  sampleVideoSchema,
  stockAvatarSchema,
  visualStyleSchema,
  voiceSchema,
} from "@reelsmith/contract/catalog";
import type { Storage } from "../storage/storage";
import type { CatalogManifest, MusicEntry, PresenterEntry, StyleEntry, VoiceEntry } from "./types";

/** The seed writes the whole catalogue here; everything else reads it through loadCatalog(). */
export const MANIFEST_KEY = "catalog/manifest.json";

export class CatalogNotSeededError extends Error {
  constructor() {
    super("The catalogue is not seeded (catalog/manifest.json is missing): run npm run seed");
    this.name = "CatalogNotSeededError";
  }
}

interface CacheEntry {
  manifest: CatalogManifest;
  checkedAt: number;
}

/** Per storage: the parsed manifest, re-read at most every RECHECK_MS and replaced when its version changes. */
const cache = new WeakMap<Storage, CacheEntry>();
const RECHECK_MS = 2_000;

/** The manifest or null when the catalogue has not been seeded. */
export async function tryLoadCatalog(storage: Storage): Promise<CatalogManifest | null> {
  const hit = cache.get(storage);
  if (hit && Date.now() - hit.checkedAt < RECHECK_MS) return hit.manifest;
  if (!(await storage.exists(MANIFEST_KEY))) {
    cache.delete(storage);
    return null;
  }
  const raw = JSON.parse((await storage.read(MANIFEST_KEY)).toString("utf8")) as CatalogManifest;
  const manifest = hit && hit.manifest.version === raw.version ? hit.manifest : raw;
  cache.set(storage, { manifest, checkedAt: Date.now() });
  return manifest;
}

export async function loadCatalog(storage: Storage): Promise<CatalogManifest> {
  const manifest = await tryLoadCatalog(storage);
  if (!manifest) throw new CatalogNotSeededError();
  return manifest;
}

/** Forgets the cached manifest (the seed calls this after writing a new one). */
export const invalidateCatalog = (storage: Storage) => cache.delete(storage);

/** The public JSON of each catalogue: the spec's fields only, nothing of the engine's details. */
export const publicAvatars = (m: CatalogManifest) =>
  m.presenters.map((p) => stockAvatarSchema.parse(p.public));
export const publicVoices = (m: CatalogManifest) => m.voices.map((v) => voiceSchema.parse(v.public));
export const publicMusic = (m: CatalogManifest) => m.music.map((t) => musicTrackSchema.parse(t.public));
export const publicStyles = (m: CatalogManifest) => m.styles.map((s) => visualStyleSchema.parse(s.public));
/** The sample videos in the seed's order; none until the seed has rendered them. */
export const publicSamples = (m: CatalogManifest | null): SampleVideo[] =>
  (m?.samples ?? []).map((s) => sampleVideoSchema.parse(s.public));
export const publicCaptionStyles = (m: CatalogManifest | null): CaptionStyle[] =>
  m?.captionStyles.length ? m.captionStyles : captionStylePresets;

export function publicCatalog(m: CatalogManifest) {
  return {
    avatars: publicAvatars(m),
    voices: publicVoices(m),
    music: publicMusic(m),
    styles: publicStyles(m),
    caption_styles: publicCaptionStyles(m),
  };
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const findVoice = (m: CatalogManifest, id: string): VoiceEntry | undefined =>
  m.voices.find((v) => v.public.id === id);

export const findPresenter = (m: CatalogManifest, id: string): PresenterEntry | undefined =>
  m.presenters.find((p) => p.public.id === id);

/** By id or by name (the create-video call sends bgm_name). */
export const findMusic = (m: CatalogManifest, idOrName: string): MusicEntry | undefined =>
  m.music.find((t) => same(t.public.id, idOrName) || same(t.public.name, idOrName));

/** By id or by name (image_styles.themes carries either). */
export const findStyle = (m: CatalogManifest, idOrName: string): StyleEntry | undefined =>
  m.styles.find((s) => same(s.public.id, idOrName) || same(s.public.style_name, idOrName));

/** The first voice of the language with the gender asked for, else any voice of the language. */
export function closestVoice(
  m: CatalogManifest,
  language: string,
  gender?: "male" | "female",
): VoiceEntry | undefined {
  const inLanguage = m.voices.filter((v) => v.language === language);
  return (gender && inLanguage.find((v) => v.gender === gender)) || inLanguage[0];
}
