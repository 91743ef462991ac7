import type { Palette } from "../styles/style-module";
import type { DerivedVoice, FestivalVoice, PicoLanguage, RhvoiceVoice } from "./engine-voices";
import type {
  CaptionStyle,
  Language,
  MusicTrack,
  SampleVideo,
  StockAvatar,
  Visual,
  Voice,
} from "./public-types";

/**
 * The catalogue as the engine sees it: the public entries (spec fields only, served as JSON) plus the
 * engine details that never leave the server. Written by the seed to storage as
 * `catalog/manifest.json`; read with loadCatalog() in catalog.ts.
 */
export interface VoiceEntry {
  public: Voice;
  language: Language;
  gender: "male" | "female";
  /** The engine that speaks it; absent in manifests written before Festival voices existed (espeak-ng). */
  engine?: "festival" | "pico" | "rhvoice" | "espeak-ng";
  /** Festival's voice and its kind, for engine "festival". */
  festival?: FestivalVoice;
  /** SVOX Pico's language (its one voice per language), for engine "pico". */
  pico?: PicoLanguage;
  /** RHVoice's voice, for engine "rhvoice" (only the LGPL ones: alan, bdl, clb, slt). */
  rhvoice?: RhvoiceVoice;
  /** A voice made from another of its engine (a man from Pico's one woman per language). */
  derived?: DerivedVoice;
  /** espeak-ng voice name with variant, e.g. "en-us+f3": the voice itself, or the fallback of another engine. */
  espeakName: string;
  /** Words per minute and pitch 0-99 passed to espeak-ng. */
  rate: number;
  pitch: number;
  /** Median pitch (Hz) of its spoken sample, measured at seed time: custom avatars are matched on it. */
  f0Hz?: number;
}

export interface PresenterEntry {
  public: StockAvatar;
  gender: "male" | "female";
  /** Storage keys: the portrait and the mouth frames [closed, half open, open], same size as the portrait. */
  portraitKey: string;
  mouthFrameKeys: [string, string, string];
  /**
   * The face per viseme (VISEMES order) with the eyes open, then the same with the eyes shut (blinks):
   * storage keys, a picture shared by visemes the style draws alike listed under each. Absent in
   * catalogues seeded before visemes, whose presenters talk with the three loudness frames.
   */
  visemeFrameKeys?: string[];
}

export interface MusicEntry {
  public: MusicTrack;
  /** Storage key of the full track (seamlessly loopable). */
  trackKey: string;
  mood: string;
}

/** A visual style; its look, motion and places are its module's (server/src/styles/<id>.ts). */
export interface StyleEntry {
  public: Visual;
  /** The colours the scene composer, closing card and product scenes paint with. */
  palette: Palette;
  fontFamily: string;
}

/** A sample video rendered by the pipeline at seed time (landing carousel, /showcase). */
export interface SampleEntry {
  public: SampleVideo;
  /** Storage keys of the MP4 and its poster (JPEG). */
  videoKey: string;
  posterKey: string;
  /** How long the seed took to render it, for the seed's log and benchmarks. */
  renderMs: number;
}

export interface CatalogManifest {
  version: string;
  /** Version of each seeded part (voices, presenters, music, styles): the seed rebuilds a part when it changes. */
  parts?: Record<string, string>;
  voices: VoiceEntry[];
  presenters: PresenterEntry[];
  music: MusicEntry[];
  styles: StyleEntry[];
  /** Absent in manifests written before the samples part existed. */
  samples?: SampleEntry[];
  captionStyles: CaptionStyle[];
}
