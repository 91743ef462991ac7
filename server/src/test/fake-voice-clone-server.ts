import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { runProcess } from "../media/run-process";
import { espeakWavArgs } from "../media/speech-args";
import { listenOnLoopback } from "./loopback-server";

/**
 * A local HTTP server speaking the ElevenLabs-style API the voice cloner uses, for tests: POST
 * /v1/voices/add (multipart with `name` and `files`) answers a voice id, POST /v1/text-to-speech/{id}
 * answers speech made by espeak-ng (WAV). `failWith` makes every call answer that status.
 */
export async function startFakeVoiceClone(opts: { failWith?: number } = {}) {
  const requests: { path: string; contentType: string; bytes: number; apiKey: string }[] = [];
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "fake-clone-"));
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks);
    const url = req.url ?? "";
    requests.push({
      path: url,
      contentType: String(req.headers["content-type"] ?? ""),
      bytes: raw.length,
      apiKey: String(req.headers["xi-api-key"] ?? ""),
    });
    if (opts.failWith) {
      res.writeHead(opts.failWith, { "content-type": "application/json" });
      return res.end(JSON.stringify({ detail: "refused" }));
    }
    if (req.method === "POST" && url === "/v1/voices/add") {
      const hasSample = raw.includes(Buffer.from('name="files"'));
      res.writeHead(hasSample ? 200 : 400, { "content-type": "application/json" });
      return res.end(
        JSON.stringify(hasSample ? { voice_id: `clone-${requests.length}` } : { detail: "no files" }),
      );
    }
    const tts = /^\/v1\/text-to-speech\/([^/?]+)/.exec(url);
    if (req.method === "POST" && tts) {
      const body = JSON.parse(raw.toString("utf8")) as { text: string };
      const out = path.join(dir, `tts-${requests.length}.wav`);
      await runProcess("espeak-ng", espeakWavArgs("en+f3", body.text, out), { timeoutMs: 30_000 });
      res.writeHead(200, { "content-type": "audio/wav" });
      return res.end(await fs.readFile(out));
    }
    res.writeHead(404);
    res.end();
  });
  return { ...(await listenOnLoopback(server, dir)), requests };
}
