import { loadCatalog } from "../catalog/catalog";
import type { CatalogManifest, MusicEntry, PresenterEntry, StyleEntry, VoiceEntry } from "../catalog/types";
import type { Storage } from "../storage/storage";

/**
 * The catalogue as the renderer reads it: the manifest the seed writes to storage, loaded (and cached) by
 * loadCatalog(), with the look-ups a render needs and forgiving fallbacks (a voice in the request's
 * language when the chosen one is missing or speaks another language).
 */

export interface RenderCatalog {
  manifest: CatalogManifest;
  voice(id: string | null, language: string): VoiceEntry;
  presenter(id: string | null): PresenterEntry | null;
  music(idOrName: string | null): MusicEntry | null;
  style(idOrName: string | null): StyleEntry;
}

export async function loadRenderCatalog(storage: Storage): Promise<RenderCatalog> {
  return catalogFrom(await loadCatalog(storage));
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function catalogFrom(manifest: CatalogManifest): RenderCatalog {
  return {
    manifest,
    voice(id, language) {
      const byId = id ? manifest.voices.find((v) => v.public.id === id) : undefined;
      if (byId && byId.language === language) return byId;
      const sameGender = manifest.voices.find(
        (v) => v.language === language && (!byId || v.gender === byId.gender),
      );
      const any =
        sameGender ?? manifest.voices.find((v) => v.language === language) ?? byId ?? manifest.voices[0];
      if (!any) throw new Error("The catalogue has no voices");
      return any;
    },
    presenter(id) {
      if (!id) return manifest.presenters[0] ?? null;
      return manifest.presenters.find((p) => p.public.id === id) ?? null;
    },
    music(idOrName) {
      if (!idOrName) return null;
      return (
        manifest.music.find((m) => m.public.id === idOrName) ??
        manifest.music.find((m) => same(m.public.name, idOrName)) ??
        builtInFallback(manifest, idOrName) ??
        null
      );
    },
    style(idOrName) {
      const found = idOrName
        ? (manifest.styles.find((s) => s.public.id === idOrName) ??
          manifest.styles.find((s) => same(s.public.style_name, idOrName)))
        : undefined;
      const style = found ?? manifest.styles[0];
      if (!style) throw new Error("The catalogue has no visual styles");
      return style;
    },
  };
}

/**
 * The editor's two built-in tracks (shown when the music catalogue fails to load) map to the catalogue's
 * calm and upbeat moods, so the video still gets the music the user picked.
 */
const builtInMoods: Record<string, string> = {
  "builtin-calm-horizon": "calm",
  "builtin-bright-steps": "upbeat",
};

function builtInFallback(manifest: CatalogManifest, id: string) {
  const mood = builtInMoods[id];
  if (!mood) return undefined;
  return manifest.music.find((m) => m.public.tags.includes(mood)) ?? manifest.music[0];
}
