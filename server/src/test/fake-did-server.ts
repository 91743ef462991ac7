import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { ffprobe, runFfmpeg } from "../media/run-process";
import { listenOnLoopback } from "./loopback-server";

/**
 * A local server speaking D-ID's documented talks API, for tests (`Authorization: Basic <key>` checked,
 * 401 otherwise): POST /images and POST /audios (multipart, fields `image` and `audio`) keep the file and
 * answer `{ id, url }`; POST /talks (`source_url`, `script.type = "audio"`, `script.audio_url` naming what
 * was uploaded) answers 201 `{ id, object: "talk", status: "created" }`; GET /talks/{id} answers
 * created, then started, then done with `result_url`: a real MP4 made with ffmpeg, a magenta square as
 * long as the uploaded audio. `outcome: "error"` ends every talk with status error.
 */
export const FAKE_DID_COLOR = "0xE020C0";

export async function startFakeDid(opts: { apiKey: string; outcome?: "done" | "error" }) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "fake-did-"));
  const requests: { method: string; path: string; authorization: string; body: string }[] = [];
  const uploads = new Map<string, string>();
  const talks = new Map<string, { polls: number; audio: string }>();
  let n = 0;
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks);
    const url = new URL(req.url ?? "/", "http://x");
    const origin = `http://${req.headers.host}`;
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const result = /^\/results\/([\w-]+)\.mp4$/.exec(url.pathname);
    if (req.method === "GET" && result) {
      res.writeHead(200, { "content-type": "video/mp4" });
      return res.end(await fs.readFile(path.join(dir, `${result[1]}.mp4`)));
    }
    requests.push({
      method: req.method ?? "",
      path: url.pathname,
      authorization: String(req.headers.authorization ?? ""),
      body: req.headers["content-type"]?.startsWith("application/json") ? raw.toString("utf8") : "",
    });
    if (req.headers.authorization !== `Basic ${opts.apiKey}`)
      return json(401, { kind: "AuthorizationError", description: "Unauthorized" });
    const field = url.pathname === "/images" ? "image" : url.pathname === "/audios" ? "audio" : null;
    if (req.method === "POST" && field) {
      // The file part of the multipart body, as it came (the boundary's headers end at the blank line).
      const marker = raw.indexOf(Buffer.from(`name="${field}"`));
      if (marker < 0) return json(400, { kind: "ValidationError", description: `${field} is required` });
      const start = raw.indexOf(Buffer.from("\r\n\r\n"), marker) + 4;
      const end = raw.lastIndexOf(Buffer.from("\r\n--"));
      const id = `${field}-${++n}`;
      const file = path.join(dir, id);
      await fs.writeFile(file, raw.subarray(start, end));
      const fileUrl = `s3://d-id-${field}s-prod/fake/${id}`;
      uploads.set(fileUrl, file);
      return json(201, { id, url: fileUrl });
    }
    if (req.method === "POST" && url.pathname === "/talks") {
      const body = JSON.parse(raw.toString("utf8")) as {
        source_url?: string;
        script?: { type?: string; audio_url?: string };
      };
      const audio = uploads.get(body.script?.audio_url ?? "");
      if (!uploads.has(body.source_url ?? "") || body.script?.type !== "audio" || !audio)
        return json(400, { kind: "ValidationError", description: "source_url and script.audio_url" });
      const id = `tlk_${++n}`;
      talks.set(id, { polls: 0, audio });
      return json(201, { id, object: "talk", created_at: new Date().toISOString(), status: "created" });
    }
    const talkId = /^\/talks\/([\w-]+)$/.exec(url.pathname)?.[1];
    const talk = talkId ? talks.get(talkId) : undefined;
    if (req.method === "GET" && talkId && talk) {
      talk.polls++;
      if (talk.polls === 1) return json(200, { id: talkId, object: "talk", status: "created" });
      if (talk.polls === 2) return json(200, { id: talkId, object: "talk", status: "started" });
      if (opts.outcome === "error")
        return json(200, {
          id: talkId,
          status: "error",
          error: { kind: "FaceError", description: "no face" },
        });
      const out = path.join(dir, `${talkId}.mp4`);
      const seconds = (await ffprobe(talk.audio)).durationS;
      await runFfmpeg([
        ...["-f", "lavfi", "-i", `color=c=${FAKE_DID_COLOR}:s=512x512:r=25:d=${seconds.toFixed(2)}`],
        ...["-i", talk.audio, "-shortest", "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p"],
        ...["-c:a", "aac", "-y", out],
      ]);
      return json(200, {
        id: talkId,
        object: "talk",
        status: "done",
        result_url: `${origin}/results/${talkId}.mp4`,
        duration: seconds,
      });
    }
    json(404, { kind: "NotFoundError" });
  });
  return { ...(await listenOnLoopback(server, dir)), requests };
}
