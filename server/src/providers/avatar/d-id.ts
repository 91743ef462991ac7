import fs from "node:fs/promises";
import path from "node:path";
import { fetchPage } from "../../lib/page-fetch";
import type { AvatarProvider } from "./avatar";

/**
 * D-ID's talks API (https://docs.d-id.com/reference/createtalk), a hosted lip-sync engine: a portrait and
 * the narration in, an MP4 of the portrait speaking it out. The documented calls, each with
 * `Authorization: Basic <API key>`:
 * - POST /images, multipart with the picture in the field `image` → `{ id, url }` (D-ID keeps it, so it
 *   need not be reachable from the internet);
 * - POST /audios, multipart with the sound in the field `audio` → `{ id, url, duration }`;
 * - POST /talks, JSON `{ source_url, script: { type: "audio", audio_url }, config: { result_format } }`
 *   → 201 `{ id, object: "talk", status: "created" }`;
 * - GET /talks/{id} → `{ id, status, result_url? , error? }`, status going created → started → done (or
 *   error, rejected); `result_url` is the finished MP4, downloaded here through the fetch guard.
 */
export class HostedAvatarError extends Error {
  override name = "HostedAvatarError";
}

export interface DidOptions {
  apiKey: string;
  apiUrl: string;
  /** Tests only: a fixture server on a private address (FETCH_ALLOW_PRIVATE_HOSTS). */
  allowHosts?: readonly string[];
  /** Time between two looks at a talk's status. */
  pollMs?: number;
  /** The longest a talk may take, created to done. */
  timeoutMs?: number;
}

const MAX_RESULT_BYTES = 300 * 1024 * 1024;

export function didAvatar(opts: DidOptions): AvatarProvider {
  const base = opts.apiUrl.replace(/\/+$/, "");
  const auth = { authorization: `Basic ${opts.apiKey}`, accept: "application/json" };
  const call = async (method: "GET" | "POST", route: string, body?: FormData | object) => {
    const res = await fetch(`${base}${route}`, {
      method,
      headers: body && !(body instanceof FormData) ? { ...auth, "content-type": "application/json" } : auth,
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(60_000),
    });
    const text = await res.text();
    if (!res.ok)
      throw new HostedAvatarError(`D-ID ${method} ${route} answered ${res.status}: ${text.slice(0, 200)}`);
    return JSON.parse(text) as Record<string, unknown>;
  };
  const upload = async (
    route: "/images" | "/audios",
    field: "image" | "audio",
    file: string,
    type: string,
  ) => {
    const form = new FormData();
    form.append(field, new Blob([await fs.readFile(file)], { type }), path.basename(file));
    const answer = await call("POST", route, form);
    if (typeof answer.url !== "string") throw new HostedAvatarError(`D-ID ${route} gave no url`);
    return answer.url;
  };

  return {
    name: "d-id",
    async render({ source, audioPath, outPath }) {
      const image = source.kind === "photo" ? source.imagePath : source.mouthFramePaths[0];
      if (!image) throw new HostedAvatarError("No portrait to animate");
      const imageType = /\.png$/i.test(image) ? "image/png" : "image/jpeg";
      const sourceUrl = await upload("/images", "image", image, imageType);
      const audioUrl = await upload("/audios", "audio", audioPath, "audio/wav");
      const talk = await call("POST", "/talks", {
        source_url: sourceUrl,
        script: { type: "audio", audio_url: audioUrl },
        config: { result_format: "mp4" },
      });
      if (typeof talk.id !== "string") throw new HostedAvatarError("D-ID /talks gave no id");
      const deadline = Date.now() + (opts.timeoutMs ?? 15 * 60_000);
      for (;;) {
        const state = await call("GET", `/talks/${encodeURIComponent(talk.id)}`);
        if (state.status === "done" && typeof state.result_url === "string") {
          const clip = await fetchPage(state.result_url, {
            maxBytes: MAX_RESULT_BYTES,
            timeoutMs: 120_000,
            maxRedirects: 5,
            accept: (type) => type === "video/mp4" || type === "application/octet-stream" || type === "",
            ...(opts.allowHosts ? { allowHosts: opts.allowHosts } : {}),
          });
          await fs.writeFile(outPath, clip.body);
          return;
        }
        if (state.status === "error" || state.status === "rejected")
          throw new HostedAvatarError(
            `D-ID talk ${talk.id} ended ${state.status}: ${JSON.stringify(state.error ?? "")}`,
          );
        if (Date.now() > deadline) throw new HostedAvatarError(`D-ID talk ${talk.id} took too long`);
        await new Promise((resolve) => setTimeout(resolve, opts.pollMs ?? 2000));
      }
    },
  };
}
