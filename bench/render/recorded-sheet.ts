/**
 * A contact sheet of videos narrated by a creator's own recording beside the same story said by the
 * catalogue voice: the 60 s story of the render bench in English and in Hindi, each rendered once with the
 * language's voice and once narrated by a recording of the story in another voice (espeak-ng "en+m7" or
 * "hi+m7" at 160 words a minute, as an upload). One row per scene, one column per video, each tile the
 * frame in the middle of that scene: the captions must be the scene's words, timed by the recording.
 *
 *   npx tsx bench/render/recorded-sheet.ts [--out docs/images/recording/recorded-en-hi.png]
 *     [--mode avatar|voice] [--size 360x640] [--data ./data/test-catalog]
 */
import { parseArgs } from "node:util";
import { getProjectStoryboard } from "../../server/src/services/storyboards";
import { STORY_60S, sayStory60s } from "../../server/src/test/render/story-60s";
import { addStoryRecording, benchRenderHarness } from "./bench-harness";
import { type SheetColumn, writeVideoSheet } from "./video-sheet";

const { values: args } = parseArgs({
  options: {
    out: { type: "string", default: "docs/images/recording/recorded-en-hi.png" },
    mode: { type: "string", default: "avatar" },
    size: { type: "string", default: "360x640" },
    data: { type: "string" },
  },
});
const mode = args.mode === "voice" ? "voice" : "avatar";
const { h, music, presenter } = await benchRenderHarness(args.data, "reelsmith-recorded-sheet-");

async function renderColumn(label: string, story: string, language: "en" | "hi", mediaId?: string) {
  const row = await h.render({
    story,
    language,
    narrationMode: mode,
    character_ref: { narrator_avatar: presenter },
    size: args.size,
    caption_style: "Minimalist",
    bgm_name: music,
    ...(mediaId ? { narration: { kind: "recording" as const, mediaId } } : {}),
  });
  const board = await getProjectStoryboard(h.deps, h.userId, row.id);
  const warnings = (row.task_result as { warnings?: unknown[] } | null)?.warnings ?? [];
  console.log(
    `${label}: ${board.scenes.length} scenes, ${warnings.length} warnings ${JSON.stringify(warnings)}`,
  );
  return { label, video: String(row.task_result?.video_url), board } satisfies SheetColumn;
}

const english = await renderColumn("en voice", STORY_60S, "en");
const hindiStory = english.board.scenes.map((s) => sayStory60s(s.text, "hi")).join(" ");
const columns = [
  english,
  await renderColumn("en recorded", STORY_60S, "en", await addStoryRecording(h, STORY_60S, "med_rec_en")),
  await renderColumn("hi voice", hindiStory, "hi"),
  await renderColumn(
    "hi recorded",
    hindiStory,
    "hi",
    await addStoryRecording(h, hindiStory, "med_rec_hi", "hi+m7"),
  ),
];
await writeVideoSheet(h, columns, args.out);
await h.close();
