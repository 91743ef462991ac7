import { z } from "zod";
import type { Config } from "../../config";
import { fetchPage, PageFetchError } from "../../lib/page-fetch";
import type { ScenePlan } from "../../scene-plan/scene-plan-schema";
import { minRelevance, relevanceOf, type StockQuery, stockQueryOf } from "./stock-query";

/**
 * Stock footage from Pexels (https://www.pexels.com/api/documentation/), used when PEXELS_API_KEY is set.
 * The documented requests: GET {PEXELS_API_URL}/videos/search?query=&orientation=portrait&size=&per_page=
 * and GET {PEXELS_API_URL}/v1/search?query=&orientation=portrait&per_page=, each with the header
 * `Authorization: <key>`. The documented answers: `videos[]` with `id`, `url` (its page, whose slug
 * describes it), `duration`, `user.{name,url}` and `video_files[].{link,width,height,file_type}`;
 * `photos[]` with `id`, `url`, `alt`, `photographer`, `photographer_url` and
 * `src.{original,large2x,portrait}`. Pexels' licence asks for no credit but its API guidelines ask to
 * credit the author and Pexels with links where possible: every pick carries its credit.
 *
 * Every request, the API's and the media downloads (links to Pexels' CDN given by the API), goes through
 * the fetch guard (lib/page-fetch.ts: public addresses only, checked after DNS and on every redirect, size
 * and time limits); the key is sent to the API's origin only.
 */
export interface StockCredit {
  provider: "Pexels";
  kind: "video" | "photo";
  /** The videographer's or photographer's name and their page. */
  author: string;
  authorUrl: string;
  /** The media's own page on Pexels. */
  sourceUrl: string;
}

export interface StockPick {
  kind: "video" | "photo";
  /** "video:123" or "photo:456": one video never shows the same media twice. */
  id: string;
  /** The file to download: the best-fitting video file, or the original photo. */
  mediaUrl: string;
  width: number;
  height: number;
  credit: StockCredit;
}

export interface StockMediaProvider {
  name: string;
  /**
   * The most relevant portrait video (else photo) for a scene's plan that is not in `exclude`, or null when
   * nothing relevant is found. Throws when the service fails (the caller draws the scene instead).
   */
  find(input: {
    plan: ScenePlan;
    width: number;
    height: number;
    exclude: ReadonlySet<string>;
  }): Promise<StockPick | null>;
  /**
   * The pick with this id ("video:123", "photo:456") as the service lists it now, for a storyboard scene
   * that names its pick, or null when the service no longer has it. Throws when the service fails.
   */
  byId(input: { id: string; width: number; height: number }): Promise<StockPick | null>;
  download(pick: StockPick): Promise<Buffer>;
}

const PER_PAGE = 15;
const API_TIMEOUT_MS = 10_000;
const MAX_VIDEO_BYTES = 120 * 1024 * 1024;
const MAX_PHOTO_BYTES = 40 * 1024 * 1024;
const JSON_TYPES = new Set(["application/json", ""]);

const videoSchema = z.object({
  id: z.number(),
  url: z.string(),
  width: z.number().optional(),
  height: z.number().optional(),
  duration: z.number().optional(),
  user: z.object({ name: z.string(), url: z.string() }),
  video_files: z.array(
    z.object({
      link: z.string(),
      width: z.number().nullable(),
      height: z.number().nullable(),
      file_type: z.string().nullable(),
    }),
  ),
});
const videoSearchSchema = z.object({ videos: z.array(videoSchema) });

const photoSchema = z.object({
  id: z.number(),
  url: z.string(),
  width: z.number(),
  height: z.number(),
  alt: z.string().nullish(),
  photographer: z.string(),
  photographer_url: z.string(),
  src: z.object({
    original: z.string(),
    large2x: z.string().optional(),
    portrait: z.string().optional(),
  }),
});
const photoSearchSchema = z.object({ photos: z.array(photoSchema) });

type VideoFile = z.infer<typeof videoSchema>["video_files"][number];

/**
 * The file to download for a frame of width x height: the smallest MP4 that covers the frame once scaled
 * (so nothing is upscaled), else the largest there is. Pexels lists several sizes of each video (SD to 4K).
 */
export function bestVideoFile(files: VideoFile[], width: number, height: number): VideoFile | null {
  const mp4 = files.filter(
    (f): f is VideoFile & { width: number; height: number } =>
      (f.file_type ?? "video/mp4") === "video/mp4" && (f.width ?? 0) > 0 && (f.height ?? 0) > 0,
  );
  const area = (f: { width: number; height: number }) => f.width * f.height;
  const covering = mp4
    .filter((f) => f.width >= width && f.height >= height)
    .sort((a, b) => area(a) - area(b));
  return covering[0] ?? mp4.sort((a, b) => area(b) - area(a))[0] ?? null;
}

/** A listed video as a pick for a frame of width x height, or null when it has no usable MP4. */
function videoPick(v: z.infer<typeof videoSchema>, width: number, height: number): StockPick | null {
  const file = bestVideoFile(v.video_files, width, height);
  if (!file) return null;
  const credit = { author: v.user.name, authorUrl: v.user.url, sourceUrl: v.url };
  return {
    kind: "video",
    id: `video:${v.id}`,
    mediaUrl: file.link,
    width: file.width ?? 0,
    height: file.height ?? 0,
    credit: { provider: "Pexels", kind: "video", ...credit },
  };
}

/** A listed photo as a pick (its original file). */
function photoPick(p: z.infer<typeof photoSchema>): StockPick {
  const credit = { author: p.photographer, authorUrl: p.photographer_url, sourceUrl: p.url };
  return {
    kind: "photo",
    id: `photo:${p.id}`,
    mediaUrl: p.src.original,
    width: p.width,
    height: p.height,
    credit: { provider: "Pexels", kind: "photo", ...credit },
  };
}

/** The size parameter of the video search for a frame height (Pexels: small HD, medium Full HD, large 4K). */
const sizeFor = (height: number) => (height > 1920 ? "large" : height > 1280 ? "medium" : "small");

export function pexelsStock(opts: {
  apiKey: string;
  apiUrl: string;
  allowHosts?: readonly string[];
}): StockMediaProvider {
  const base = opts.apiUrl.replace(/\/+$/, "");
  const api = async (path: string, params: Record<string, string>) => {
    const page = await fetchPage(`${base}${path}?${new URLSearchParams(params)}`, {
      maxBytes: 2 * 1024 * 1024,
      timeoutMs: API_TIMEOUT_MS,
      maxRedirects: 2,
      accept: (type) => JSON_TYPES.has(type),
      headers: { authorization: opts.apiKey, accept: "application/json" },
      ...(opts.allowHosts ? { allowHosts: opts.allowHosts } : {}),
    });
    return JSON.parse(page.body.toString("utf8")) as unknown;
  };

  async function videos(
    query: StockQuery,
    text: string,
    width: number,
    height: number,
    exclude: ReadonlySet<string>,
  ) {
    const { videos } = videoSearchSchema.parse(
      await api("/videos/search", {
        query: text,
        orientation: "portrait",
        size: sizeFor(height),
        per_page: String(PER_PAGE),
      }),
    );
    return videos.flatMap((v): (StockPick & { score: number })[] => {
      const pick = videoPick(v, width, height);
      const score = relevanceOf(query, v.url);
      if (!pick || exclude.has(pick.id) || score < minRelevance(query)) return [];
      return [{ ...pick, score }];
    });
  }

  async function photos(query: StockQuery, text: string, exclude: ReadonlySet<string>) {
    const { photos } = photoSearchSchema.parse(
      await api("/v1/search", { query: text, orientation: "portrait", per_page: String(PER_PAGE) }),
    );
    return photos.flatMap((p): (StockPick & { score: number })[] => {
      const pick = photoPick(p);
      const score = relevanceOf(query, `${p.alt ?? ""} ${p.url}`);
      if (exclude.has(pick.id) || score < minRelevance(query)) return [];
      return [{ ...pick, score }];
    });
  }

  /** GET /videos/videos/:id or /v1/photos/:id (Pexels' documented look-ups); a 404 is null. */
  async function byId({ id, width, height }: { id: string; width: number; height: number }) {
    const [kind, num] = id.split(":");
    if (!num || !/^\d{1,20}$/.test(num) || (kind !== "video" && kind !== "photo")) return null;
    try {
      if (kind === "video")
        return videoPick(videoSchema.parse(await api(`/videos/videos/${num}`, {})), width, height);
      return photoPick(photoSchema.parse(await api(`/v1/photos/${num}`, {})));
    } catch (err) {
      if (err instanceof PageFetchError && err.status === 404) return null;
      throw err;
    }
  }

  // The most relevant first; among equals, the service's own order (stable sort).
  const best = (list: (StockPick & { score: number })[]) => {
    const top = [...list].sort((a, b) => b.score - a.score)[0];
    if (!top) return null;
    const { score: _score, ...pick } = top;
    return pick;
  };

  return {
    name: "pexels",
    async find({ plan, width, height, exclude }) {
      const query = stockQueryOf(plan);
      if (!query) return null;
      // A moving picture first, then a photo; the full search, then the narrow one.
      for (const text of query.text === query.narrow ? [query.text] : [query.text, query.narrow]) {
        const video = best(await videos(query, text, width, height, exclude));
        if (video) return video;
        const photo = best(await photos(query, text, exclude));
        if (photo) return photo;
      }
      return null;
    },
    byId,
    async download(pick) {
      const page = await fetchPage(pick.mediaUrl, {
        maxBytes: pick.kind === "video" ? MAX_VIDEO_BYTES : MAX_PHOTO_BYTES,
        timeoutMs: pick.kind === "video" ? 90_000 : 30_000,
        maxRedirects: 5,
        accept: (type) =>
          pick.kind === "video"
            ? type === "video/mp4" || type === "application/octet-stream" || type === ""
            : type.startsWith("image/") || type === "application/octet-stream" || type === "",
        ...(opts.allowHosts ? { allowHosts: opts.allowHosts } : {}),
      });
      return page.body;
    },
  };
}

/** The stock provider the environment names: Pexels with PEXELS_API_KEY, else none (every scene drawn). */
export function getStockProvider(
  config: Pick<Config, "PEXELS_API_KEY" | "PEXELS_API_URL" | "FETCH_ALLOW_PRIVATE_HOSTS">,
): StockMediaProvider | null {
  if (!config.PEXELS_API_KEY) return null;
  return pexelsStock({
    apiKey: config.PEXELS_API_KEY,
    apiUrl: config.PEXELS_API_URL,
    allowHosts: config.FETCH_ALLOW_PRIVATE_HOSTS,
  });
}
