import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { runFfmpeg } from "../media/run-process";
import { listenOnLoopback } from "./loopback-server";

/**
 * A local server speaking Pexels' documented API, for tests: GET /videos/search and GET /v1/search
 * (query, orientation, size, per_page; `Authorization: <key>` checked, 401 otherwise) answer the documented
 * shapes from a small catalogue, and the media links serve real files made with ffmpeg (portrait MP4s in
 * three sizes, JPEG photos). A search returns the catalogue entries that share a word with the query, best
 * first, then one unrelated entry, as a loose search engine does. `mode` makes the API fail: 500, or no
 * answer at all (the client's time limit). GET /videos/videos/:id and /v1/photos/:id look one entry up (404
 * for an unknown id).
 */
export interface FakePexelsEntry {
  id: number;
  /** The page slug, which describes the media as Pexels' slugs do. */
  slug: string;
  /** Background colour of the media (each entry is visibly different). */
  color: string;
}

export const FAKE_PEXELS_VIDEOS: FakePexelsEntry[] = [
  { id: 3769001, slug: "woman-baking-bread-in-a-bakery", color: "0xC0803A" },
  { id: 3769002, slug: "fresh-bread-on-a-bakery-shelf", color: "0x8A5A2B" },
  { id: 3769003, slug: "boat-on-a-stormy-sea-at-night", color: "0x1E3A5F" },
  { id: 3769004, slug: "a-cat-sleeping-on-a-sofa", color: "0x7A7A7A" },
];
export const FAKE_PEXELS_PHOTOS: FakePexelsEntry[] = [
  { id: 4411001, slug: "baker-holding-bread-in-a-bakery", color: "0xE0B060" },
  { id: 4411002, slug: "waves-of-a-stormy-sea-at-night", color: "0x20304A" },
  { id: 4411003, slug: "a-cat-sleeping-on-a-sofa", color: "0x909090" },
];

export async function startFakePexels(opts: { apiKey: string; mode?: "ok" | "error" | "hang" }) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "fake-pexels-"));
  const requests: { path: string; authorization: string }[] = [];
  const downloads: string[] = [];
  let mode = opts.mode ?? "ok";
  const sizes = [
    { name: "sd", width: 540, height: 960 },
    { name: "hd", width: 1080, height: 1920 },
    { name: "uhd", width: 2160, height: 3840 },
  ];
  // Real files: each video 2 s of moving test pattern on its colour, hd and sd made (uhd answers hd's
  // bytes: its size is only listed); each photo a 1200x1800 JPEG (2:3, not 9:16, so it must be cropped).
  for (const v of FAKE_PEXELS_VIDEOS)
    for (const s of sizes.slice(0, 2))
      await runFfmpeg([
        ...["-f", "lavfi", "-i", `color=c=${v.color}:s=${s.width}x${s.height}:d=2:r=30`],
        ...[
          "-f",
          "lavfi",
          "-i",
          `testsrc2=s=${Math.round(s.width / 2)}x${Math.round(s.height / 4)}:d=2:r=30`,
        ],
        ...["-filter_complex", "[0:v][1:v]overlay=x='(W-w)/2+40*sin(t*3)':y=(H-h)/2,format=yuv420p[v]"],
        ...[
          "-map",
          "[v]",
          "-c:v",
          "libx264",
          "-preset",
          "ultrafast",
          "-y",
          path.join(dir, `v${v.id}-${s.name}.mp4`),
        ],
      ]);
  for (const p of FAKE_PEXELS_PHOTOS)
    await runFfmpeg([
      ...["-f", "lavfi", "-i", `color=c=${p.color}:s=1200x1800:d=1`],
      ...["-f", "lavfi", "-i", "testsrc2=s=500x500:d=1"],
      ...["-filter_complex", "[0:v][1:v]overlay=(W-w)/2:(H-h)/2[v]", "-map", "[v]", "-frames:v", "1"],
      ...["-y", path.join(dir, `p${p.id}.jpg`)],
    ]);

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const origin = `http://${req.headers.host}`;
    const media = /^\/media\/([\w.-]+)$/.exec(url.pathname);
    if (media) {
      downloads.push(url.pathname);
      const file = path.join(dir, (media[1] ?? "").replace("-uhd.", "-hd."));
      try {
        const body = await fs.readFile(file);
        res.writeHead(200, { "content-type": file.endsWith(".mp4") ? "video/mp4" : "image/jpeg" });
        return res.end(body);
      } catch {
        res.writeHead(404);
        return res.end();
      }
    }
    requests.push({
      path: `${url.pathname}${url.search}`,
      authorization: String(req.headers.authorization ?? ""),
    });
    if (mode === "hang") return; // never answers: the client's time limit ends the request
    if (mode === "error") {
      res.writeHead(500, { "content-type": "application/json" });
      return res.end(JSON.stringify({ error: "Internal Server Error" }));
    }
    if (req.headers.authorization !== opts.apiKey) {
      res.writeHead(401, { "content-type": "application/json" });
      return res.end(JSON.stringify({ error: "Unauthorized" }));
    }
    const words = (url.searchParams.get("query") ?? "").toLowerCase().split(/\s+/).filter(Boolean);
    const hits = (entries: FakePexelsEntry[]) => {
      const scored = entries
        .map((e) => ({ e, n: words.filter((w) => e.slug.includes(w.slice(0, 4))).length }))
        .filter((x) => x.n > 0 && !x.e.slug.includes("cat"))
        .sort((a, b) => b.n - a.n)
        .map((x) => x.e);
      const unrelated = entries.find((e) => e.slug.includes("cat"));
      return unrelated ? [...scored, unrelated] : scored;
    };
    const perPage = Number(url.searchParams.get("per_page") ?? 15);
    const videoJson = (v: FakePexelsEntry) => ({
      id: v.id,
      width: 1080,
      height: 1920,
      duration: 2,
      url: `https://www.pexels.com/video/${v.slug}-${v.id}/`,
      image: `${origin}/media/p${FAKE_PEXELS_PHOTOS[0]?.id}.jpg`,
      user: { id: 1, name: `Videographer ${v.id}`, url: `https://www.pexels.com/@videographer-${v.id}` },
      video_files: sizes.map((s, i) => ({
        id: v.id * 10 + i,
        quality: s.name,
        file_type: "video/mp4",
        width: s.width,
        height: s.height,
        fps: 30,
        link: `${origin}/media/v${v.id}-${s.name}.mp4`,
      })),
      video_pictures: [],
    });
    const photoJson = (p: FakePexelsEntry) => ({
      id: p.id,
      width: 1200,
      height: 1800,
      url: `https://www.pexels.com/photo/${p.slug}-${p.id}/`,
      alt: p.slug.replace(/-/g, " "),
      photographer: `Photographer ${p.id}`,
      photographer_url: `https://www.pexels.com/@photographer-${p.id}`,
      photographer_id: 2,
      avg_color: `#${p.color.slice(2)}`,
      src: {
        original: `${origin}/media/p${p.id}.jpg`,
        large2x: `${origin}/media/p${p.id}.jpg`,
        portrait: `${origin}/media/p${p.id}.jpg`,
      },
    });
    const json = (body: unknown) => {
      res.writeHead(200, { "content-type": "application/json; charset=utf-8" });
      res.end(JSON.stringify(body));
    };
    const lookup = /^\/(videos\/videos|v1\/photos)\/(\d+)$/.exec(url.pathname);
    if (lookup) {
      const id = Number(lookup[2]);
      const isVideo = lookup[1] === "videos/videos";
      const entry = (isVideo ? FAKE_PEXELS_VIDEOS : FAKE_PEXELS_PHOTOS).find((e) => e.id === id);
      if (entry) return json(isVideo ? videoJson(entry) : photoJson(entry));
      res.writeHead(404, { "content-type": "application/json" });
      return res.end(JSON.stringify({ error: "Not Found" }));
    }
    if (url.pathname === "/videos/search") {
      const videos = hits(FAKE_PEXELS_VIDEOS).slice(0, perPage).map(videoJson);
      return json({ page: 1, per_page: perPage, total_results: videos.length, videos });
    }
    if (url.pathname === "/v1/search") {
      const photos = hits(FAKE_PEXELS_PHOTOS).slice(0, perPage).map(photoJson);
      return json({ page: 1, per_page: perPage, total_results: photos.length, photos });
    }
    res.writeHead(404);
    res.end();
  });
  return {
    ...(await listenOnLoopback(server, dir)),
    requests,
    downloads,
    setMode(next: "ok" | "error" | "hang") {
      mode = next;
    },
  };
}
