import fs from "node:fs/promises";
import path from "node:path";
import type { Config } from "../../config";
import { monoWavArgs } from "../../media/audio-args";
import { runFfmpeg } from "../../media/run-process";
import type { SpeechResult } from "../../voice";
import { alignWords } from "./openai-speech";

/**
 * A voice made from a user's own sample, and speech in it. Chosen from the environment here, in one place:
 * VOICE_CLONE_URL set means an ElevenLabs-style API (POST /v1/voices/add with the sample, then
 * POST /v1/text-to-speech/{voice_id}); unset means no cloning (custom avatars narrate with the closest
 * stock voice).
 */
export interface VoiceCloner {
  name: string;
  /** Creates a voice from the sample; its id is kept as the avatar's voice_clone_id. */
  clone(input: { name: string; samplePath: string; signal?: AbortSignal }): Promise<{ voiceId: string }>;
  /** Speaks `text` in a cloned voice into a 16-bit mono WAV; words are timed by their length. */
  synthesize(input: {
    text: string;
    language: string;
    voiceId: string;
    outWav: string;
  }): Promise<SpeechResult>;
}

/** The remote service could not be reached or refused the request. */
export class VoiceCloneNetworkError extends Error {
  override name = "VoiceCloneNetworkError";
}

export function getVoiceCloner(
  config: Pick<Config, "VOICE_CLONE_URL" | "VOICE_CLONE_API_KEY" | "VOICE_CLONE_MODEL">,
): VoiceCloner | null {
  if (!config.VOICE_CLONE_URL) return null;
  return remoteVoiceCloner({
    baseUrl: config.VOICE_CLONE_URL,
    apiKey: config.VOICE_CLONE_API_KEY ?? "",
    model: config.VOICE_CLONE_MODEL,
  });
}

const audioTypes: Record<string, string> = {
  ".mp3": "audio/mpeg",
  ".wav": "audio/wav",
  ".ogg": "audio/ogg",
};

export function remoteVoiceCloner(opts: { baseUrl: string; apiKey: string; model: string }): VoiceCloner {
  const base = opts.baseUrl.replace(/\/+$/, "");
  const headers: Record<string, string> = opts.apiKey ? { "xi-api-key": opts.apiKey } : {};
  async function call(url: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
    let res: Response;
    try {
      res = await fetch(url, {
        ...init,
        headers: { ...headers, ...(init.headers as Record<string, string>) },
        signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(55_000)]) : AbortSignal.timeout(55_000),
      });
    } catch (err) {
      throw new VoiceCloneNetworkError(`The voice service could not be reached: ${(err as Error).message}`);
    }
    if (!res.ok) {
      const text = (await res.text().catch(() => "")).slice(0, 200);
      throw new VoiceCloneNetworkError(`The voice service answered ${res.status}: ${text}`);
    }
    return res;
  }
  return {
    name: `voice-clone:${new URL(base).host}`,
    async clone({ name, samplePath, signal }) {
      const form = new FormData();
      form.set("name", name);
      const ext = path.extname(samplePath).toLowerCase();
      const blob = new Blob([new Uint8Array(await fs.readFile(samplePath))], {
        type: audioTypes[ext] ?? "application/octet-stream",
      });
      form.append("files", blob, `sample${ext}`);
      const res = await call(`${base}/v1/voices/add`, { method: "POST", body: form }, signal);
      const json = (await res.json().catch(() => ({}))) as { voice_id?: unknown };
      if (typeof json.voice_id !== "string" || !json.voice_id) {
        throw new VoiceCloneNetworkError("The voice service answered without a voice_id");
      }
      return { voiceId: json.voice_id };
    },
    async synthesize({ text, language, voiceId, outWav }) {
      const res = await call(`${base}/v1/text-to-speech/${encodeURIComponent(voiceId)}`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "audio/mpeg" },
        body: JSON.stringify({ text, model_id: opts.model, language_code: language }),
      });
      const raw = `${outWav}.source`;
      await fs.writeFile(raw, new Uint8Array(await res.arrayBuffer()));
      try {
        await runFfmpeg(monoWavArgs(raw, outWav, { sampleRate: 24_000 }), { timeoutMs: 60_000 });
      } finally {
        await fs.rm(raw, { force: true });
      }
      const data = await fs.readFile(outWav);
      const bytesPerSecond = data.readUInt32LE(28);
      const dataAt = data.indexOf("data");
      const size = dataAt > 0 ? data.readUInt32LE(dataAt + 4) : data.length - 44;
      const durationMs = bytesPerSecond > 0 ? Math.round((size / bytesPerSecond) * 1000) : 0;
      return { durationMs, words: alignWords(text, [], durationMs) };
    },
  };
}
