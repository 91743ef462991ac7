import { projectMessages } from "@reelsmith/contract/projects";
import { subtitlesQuerySchema } from "@reelsmith/contract/subtitles";
import { createAuthedRouter } from "../http/create-router";
import { documentedRouter } from "../http/documented-router";
import { parseWith } from "../http/validate";
import { notFound } from "../lib/app-error";
import { projectSubtitles } from "../services/subtitles";

/** Ids the server made (task ids, UUIDs); anything else names nothing. */
const projectIdOf = (raw: string) => {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(raw)) throw notFound(projectMessages.notFound);
  return raw;
};

/** A finished video's captions as a subtitle file. Owner only: another user's project is a 404. */
export const subtitleRoutes = documentedRouter(createAuthedRouter(), { base: "/api", tag: "Exports" }).get(
  "/projects/:projectId/subtitles",
  {
    operationId: "getSubtitles",
    summary: "The finished video's captions as subtitles (SRT or WebVTT)",
    description:
      "The words of the video's captions as they are timed in the finished video, in the same groups and " +
      "lines the video shows (a video made without captions is grouped as the Minimalist preset would). " +
      "`format` is srt (SubRip) or vtt (WebVTT); another is a 400 that names `format`. `version` is the " +
      "project's version (GET .../versions lists them), the newest by default; a version the project lacks " +
      "is a 400 that names `version`, one without a finished video a 409 VIDEO_NOT_READY. Downloaded as " +
      "story-reel-video.srt or story-reel-video.vtt. Free.",
    query: subtitlesQuerySchema,
    response: {
      status: 200,
      description: "The subtitle file (application/x-subrip or text/vtt)",
      mediaType: "text/plain",
    },
    errors: ["NOT_FOUND", "VALIDATION_ERROR", "VIDEO_NOT_READY"],
  },
  async (c) => {
    const query = parseWith(subtitlesQuerySchema, c.req.query());
    const id = projectIdOf(c.req.param("projectId"));
    const file = await projectSubtitles(c.var.deps, c.var.user.id, id, query);
    return new Response(file.text, {
      headers: {
        "Content-Type": file.contentType,
        "Content-Disposition": `attachment; filename="${file.fileName}"`,
        "Cache-Control": "private, no-store",
      },
    });
  },
);
