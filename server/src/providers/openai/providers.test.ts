import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { imageTypeOf } from "../../lib/safe-fetch";
import { fakeOpenAIConfig, startFakeOpenAI } from "../../test/fake-openai-server";
import { createRenderHarness } from "../../test/render/harness";
import { getImageProvider } from "../scene-images";
import { getSpeechProvider } from "../speech";
import { getWriter } from "../writer";

/** The remote providers, through the AI SDK, against a local server that speaks the OpenAI API. */
describe("OpenAI-compatible providers", () => {
  let server: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let config: ReturnType<typeof loadConfig>;
  beforeAll(async () => {
    server = await startFakeOpenAI();
    config = fakeOpenAIConfig(server.url, {
      WRITER_PROVIDER: "openai",
      SPEECH_PROVIDER: "openai",
      IMAGE_PROVIDER: "openai",
    });
  });
  afterAll(() => server.close());

  it("falls back to the local providers when none is configured", () => {
    const local = loadConfig({ NODE_ENV: "test" });
    expect(getWriter(local).name).toBe("local");
    expect(getSpeechProvider(local).name).toBe("local");
    expect(getImageProvider(local).name).toBe("local");
  });

  it("writes scenes with a model (JSON schema output)", async () => {
    const scenes = await getWriter(config).scenes("Sun rises. Birds sing. Day starts.", "en");
    expect(scenes.map((s) => s.text)).toEqual(["Sun rises.", "Birds sing.", "Day starts."]);
    const request = JSON.parse(
      server.requests.find((r) => r.path.endsWith("/chat/completions"))?.body ?? "{}",
    );
    expect(request.model).toBe("gpt-4o-mini");
    expect(request.response_format?.type).toBe("json_schema");
  });

  it("speaks with a hosted voice and times the words from a transcription", async () => {
    const out = path.join(os.tmpdir(), `remote-speech-${process.pid}.wav`);
    const voice = { espeakName: "en", rate: 175, pitch: 50 } as never;
    const r = await getSpeechProvider(config).synthesize({
      text: "Hello from the hosted voice.",
      language: "en",
      voice,
      outWav: out,
    });
    expect(r.durationMs).toBeGreaterThan(800);
    expect(r.words.map((w) => w.text)).toEqual(["Hello", "from", "the", "hosted", "voice."]);
    expect(r.words[1]?.startMs).toBeGreaterThan(0);
    expect(fs.readFileSync(out).subarray(0, 4).toString()).toBe("RIFF");
    const speech = JSON.parse(server.requests.find((r) => r.path.endsWith("/audio/speech"))?.body ?? "{}");
    expect(speech).toMatchObject({
      model: "gpt-4o-mini-tts",
      voice: "alloy",
      input: "Hello from the hosted voice.",
    });
    fs.rmSync(out, { force: true });
  });

  it("draws scene pictures with an image model", async () => {
    const png = await getImageProvider(config).draw({
      style: {} as never,
      prompt: "A lighthouse at night",
      text: "",
      keywords: [],
      width: 180,
      height: 320,
      seed: 1,
      index: 0,
    });
    expect(imageTypeOf(png)?.ext).toBe("png");
    const req = JSON.parse(server.requests.find((r) => r.path.endsWith("/images/generations"))?.body ?? "{}");
    expect(req).toMatchObject({ model: "gpt-image-1", prompt: "A lighthouse at night", size: "1024x1536" });
  });

  it("renders a whole video with the remote writer, voice and pictures", async () => {
    const h = await createRenderHarness({
      env: {
        WRITER_PROVIDER: "openai",
        SPEECH_PROVIDER: "openai",
        IMAGE_PROVIDER: "openai",
        OPENAI_API_KEY: "test-key",
        OPENAI_BASE_URL: server.url,
      },
    });
    try {
      const row = await h.render({
        story: "Waves roll in. Gulls call out. Night falls.",
        caption_style: "Dynamic",
      });
      const data = JSON.parse(String(row.task_result?.video_data)) as {
        engine: { speech: string; images: string };
      };
      expect(data.engine).toMatchObject({ speech: "openai:gpt-4o-mini-tts", images: "remote" });
      expect(fs.existsSync(h.fileOf(String(row.task_result?.video_url)))).toBe(true);
      // The image model is asked for each scene from its plan: where and when, then the moment as said.
      const prompts = server.requests
        .filter((r) => r.path.endsWith("/images/generations"))
        .map((r) => String(JSON.parse(r.body).prompt));
      expect(
        prompts.some((p) =>
          /Setting: outdoors, sea, in daylight\. In the foreground, large: a bird\. .*The moment: Gulls call out\.$/.test(
            p,
          ),
        ),
      ).toBe(true);
    } finally {
      await h.close();
    }
  }, 60_000);
});
