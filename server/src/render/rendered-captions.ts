import { captionStylePresets } from "@reelsmith/contract/catalog";
import { introMs } from "./brand";
import { captionChunks } from "./captions";
import { renderFrame } from "./frame";
import { stageContextOf } from "./pipeline";
import { readJson } from "./stages/stage";
import { captionWords } from "./stages/video";
import type { TaskRow } from "./task-store";
import type { AudioConfigArtifact, ImagesArtifact, RenderDeps } from "./types";

/** One caption as the finished video shows it: its lines of words, from its first word to the next caption. */
export interface CaptionCue {
  startMs: number;
  endMs: number;
  lines: string[];
}

/**
 * The captions of a finished render, as its video shows them: the narration's timed words of the render's
 * own files (config.json and images.json under renders/{projectId}/v{version}), grouped and
 * broken into lines by the same layout the video's captions were drawn with, after the template's intro
 * card where it has one. A video made without
 * captions is grouped as the default preset would group it. The caller checks the task is the user's
 * and finished.
 */
export async function renderedCaptionCues(deps: RenderDeps, row: TaskRow): Promise<CaptionCue[]> {
  const ctx = stageContextOf(deps, row);
  const { request } = ctx;
  const config = await readJson<AudioConfigArtifact>(ctx, "config.json");
  const { images } = await readJson<ImagesArtifact>(ctx, "images.json");
  const style = config.captions?.style ?? (captionStylePresets[0] as (typeof captionStylePresets)[number]);
  // The frame as the video was laid out; a video without captions is laid out with the default preset's.
  const frame = renderFrame({ ...request, captionStyle: style });
  const chunks = captionChunks({
    style,
    language: config.captions?.language ?? request.language,
    layout: frame.layers,
    words: await captionWords(ctx, config, images),
  });
  // A template's intro card plays before the first scene: the captions come that much later in the video.
  const lead = introMs(request);
  return chunks.map((c) => {
    const breaks = [0, ...c.lineBreaks, c.words.length];
    const lines = breaks.slice(1).map((end, i) =>
      c.words
        .slice(breaks[i], end)
        .map((w) => w.text)
        .join(" "),
    );
    return { startMs: c.startMs + lead, endMs: c.endMs + lead, lines };
  });
}
