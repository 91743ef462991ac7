import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../config";
import { runFfmpeg } from "../media/run-process";
import { splitSentences } from "../story-writer";
import { synthesizeSpeech, type WordTiming } from "../voice";
import { listenOnLoopback } from "./loopback-server";

/**
 * A local HTTP server that speaks the parts of the OpenAI API the providers use (chat completions with a
 * JSON schema, speech, transcriptions with word timestamps, image generation), for tests: the providers
 * are exercised over HTTP without the internet. Speech is espeak-ng; the transcription returns the
 * words of the last speech it made.
 */
export async function startFakeOpenAI() {
  const requests: { path: string; body: string }[] = [];
  /** Answers a test queues for the next chat completions, in order; without one, the scenes of the prompt. */
  const chatReplies: string[] = [];
  let lastWords: WordTiming[] = [];
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "fake-openai-"));
  const png = path.join(dir, "image.png");
  await runFfmpeg(["-f", "lavfi", "-i", "color=c=0x2a6f97:s=256x448:d=1:r=1", "-frames:v", "1", png]);
  const image = (await fs.readFile(png)).toString("base64");

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks);
    const url = req.url ?? "";
    requests.push({ path: url, body: url.includes("transcriptions") ? "" : raw.toString("utf8") });
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    try {
      if (url.endsWith("/chat/completions")) {
        const body = JSON.parse(raw.toString("utf8")) as { messages: { role: string; content: string }[] };
        const prompt = body.messages.at(-1)?.content ?? "";
        const story = prompt.slice(prompt.indexOf("\n\n") + 2);
        const scenes = splitSentences(story, "en").map((text) => ({
          text,
          keywords: [text.split(" ")[0] ?? ""],
        }));
        return json(200, {
          id: "chatcmpl-1",
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model: "fake",
          choices: [
            {
              index: 0,
              message: { role: "assistant", content: chatReplies.shift() ?? JSON.stringify({ scenes }) },
              finish_reason: "stop",
            },
          ],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        });
      }
      if (url.endsWith("/audio/speech")) {
        const body = JSON.parse(raw.toString("utf8")) as { input: string };
        const wav = path.join(dir, `speech-${requests.length}.wav`);
        const r = await synthesizeSpeech({ text: body.input, language: "en", outWav: wav });
        lastWords = r.words;
        res.writeHead(200, { "content-type": "audio/wav" });
        return res.end(await fs.readFile(wav));
      }
      if (url.endsWith("/audio/transcriptions")) {
        return json(200, {
          text: lastWords.map((w) => w.text).join(" "),
          words: lastWords.map((w) => ({ word: w.text, start: w.startMs / 1000, end: w.endMs / 1000 })),
        });
      }
      if (url.endsWith("/images/generations")) {
        return json(200, { created: 1, data: [{ b64_json: image }] });
      }
      json(404, { error: { message: `not here: ${url}` } });
    } catch (err) {
      json(500, { error: { message: (err as Error).message } });
    }
  });
  const loopback = await listenOnLoopback(server, dir);
  return { ...loopback, url: `${loopback.url}/v1`, requests, chatReplies };
}

/** The server's settings in test mode with the given providers pointed at a fake OpenAI server. */
export const fakeOpenAIConfig = (url: string, providers: Record<string, string>) =>
  loadConfig({ NODE_ENV: "test", ...providers, OPENAI_API_KEY: "test-key", OPENAI_BASE_URL: url });
