import { createHash } from "node:crypto";
import type { VoiceDefinition } from "../catalog/definitions/voices";
import type { Storage } from "../storage/storage";
import type { SpeechResult } from "../voice";
import type { Pool } from "./pool";

/** A voice's introduction, spoken with its own engine into `wav` (voiceSampleSpeaker). */
export interface VoiceSample {
  wav: string;
  spoken: SpeechResult;
}
export type VoiceSamples = (voice: VoiceDefinition) => Promise<VoiceSample>;

export interface PartContext {
  storage: Storage;
  /** Folder of this part's assets in storage, versioned so that browsers never see a stale file. */
  prefix: string;
  progress: (done: number, total: number) => void;
  /** The cores, shared by the parts that build side by side: each voice, presenter, style, track takes one. */
  pool: Pool;
  /** Each voice's sample, spoken once per seed: the voices part stores it, the presenters' clips speak it. */
  voiceSamples: VoiceSamples;
  /** A folder for working files that lasts the whole seed (removed at its end). */
  scratch: string;
}

/** A short hash of anything JSON-serialisable: part versions change when their definitions do. */
export const hashOf = (value: unknown) =>
  createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 10);
