import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { ffprobe, runProcess } from "../../media/run-process";
import { espeakWavArgs } from "../../media/speech-args";
import { startFakeVoiceClone } from "../../test/fake-voice-clone-server";
import { getVoiceCloner, VoiceCloneNetworkError } from "./voice-cloner";

/** The remote voice cloner against a local server that speaks the ElevenLabs-style API. */
describe("voice cloner", () => {
  let server: Awaited<ReturnType<typeof startFakeVoiceClone>>;
  let dir: string;
  let sample: string;
  beforeAll(async () => {
    server = await startFakeVoiceClone();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "cloner-test-"));
    sample = path.join(dir, "sample.wav");
    await runProcess("espeak-ng", espeakWavArgs("en+m3", "This is my own voice.", sample));
  });
  afterAll(async () => {
    await server.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("is off unless a cloning service is configured", () => {
    expect(getVoiceCloner(loadConfig({ NODE_ENV: "test" }))).toBeNull();
  });

  it("clones a voice from the sample and speaks a line with it", async () => {
    const cloner = getVoiceCloner(
      loadConfig({ NODE_ENV: "test", VOICE_CLONE_URL: server.url, VOICE_CLONE_API_KEY: "k-123" }),
    );
    if (!cloner) throw new Error("no cloner");
    const { voiceId } = await cloner.clone({ name: "Me", samplePath: sample });
    expect(voiceId).toMatch(/^clone-/);
    const add = server.requests.find((r) => r.path === "/v1/voices/add");
    expect(add?.contentType).toContain("multipart/form-data");
    expect(add?.apiKey).toBe("k-123");
    expect(add?.bytes).toBeGreaterThan((await fs.stat(sample)).size);

    const out = path.join(dir, "line.wav");
    const r = await cloner.synthesize({ text: "Once upon a time.", language: "en", voiceId, outWav: out });
    expect(r.durationMs).toBeGreaterThan(300);
    expect(r.words.map((w) => w.text)).toEqual(["Once", "upon", "a", "time."]);
    const probe = await ffprobe(out);
    expect(probe.streams[0]?.codec_name).toBe("pcm_s16le");
  });

  it("reports a refused or unreachable service as a network error", async () => {
    const refusing = await startFakeVoiceClone({ failWith: 503 });
    const down = `http://127.0.0.1:${new URL(refusing.url).port}`;
    const cloner = getVoiceCloner(loadConfig({ NODE_ENV: "test", VOICE_CLONE_URL: down }));
    await expect(cloner?.clone({ name: "Me", samplePath: sample })).rejects.toBeInstanceOf(
      VoiceCloneNetworkError,
    );
    await refusing.close();
    await expect(cloner?.clone({ name: "Me", samplePath: sample })).rejects.toBeInstanceOf(
      VoiceCloneNetworkError,
    );
  });
});
