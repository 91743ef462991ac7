import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { TaskStatus } from "@reelsmith/contract/task-status";
import { createVideoRequestSchema } from "@reelsmith/contract/video";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media } from "../db/schema";
import { ALIGN_RATE, pcmToFloat, soundSpans } from "../lib/audio-features";
import { decodePcm } from "../media/decode-pcm";
import { runFfmpeg, runProcess, withTempDir } from "../media/run-process";
import { getProjectStoryboard, previewStoryboard } from "../services/storyboards";
import { flatImageUrl } from "../test/render/flat-image";
import { createRenderHarness, type RenderHarness } from "../test/render/harness";
import { renderNextVersion } from "../test/render/next-version";
import { loadRenderCatalog } from "./catalog-access";
import { renderPrefix, runTask } from "./pipeline";
import { END_PAUSE_MS } from "./stages/audio";
import { getTask } from "./task-store";
import type { AudioConfigArtifact } from "./types";

/**
 * A video narrated by the creator's own recording (180x320, three short sentences): the recording is
 * said by espeak-ng with a voice and pace unlike the aligner's reference voice, with known pauses between
 * the sentences. The video's sound is the recording (the pauses where they were, its length), each scene's
 * caption words start where its sentence starts in the video's sound, and a recording that leaves a
 * sentence out still renders, with a warning naming that scene.
 */
const SENTENCES = [
  "The old ferry left at dawn.",
  "Gulls followed it across the bay.",
  "By noon it was home.",
];
const STORY = SENTENCES.join(" ");
/** Silence before the first sentence, between sentences, after the last (seconds). */
const LEAD_S = 0.6;
const GAPS_S = [0.9, 1.3];
const TAIL_S = 0.5;
const NARRATOR = "en+m7";

/** Where sound starts after at least `pauseS` of silence, and where the last sound ends (seconds). */
function sentenceOnsets(pcm: Float32Array, pauseS = 0.5) {
  const spans = soundSpans(pcm, 60, -40);
  const onsets: number[] = [];
  let lastEnd = Number.NEGATIVE_INFINITY;
  for (const s of spans) {
    if ((s.start - lastEnd) / ALIGN_RATE >= pauseS) onsets.push(s.start / ALIGN_RATE);
    lastEnd = s.end;
  }
  return { onsets, end: lastEnd / ALIGN_RATE };
}

describe("a video narrated by the creator's own recording", () => {
  let h: RenderHarness;
  let image: string;
  let referenceName: string;

  beforeAll(async () => {
    h = await createRenderHarness();
    image = await flatImageUrl(h.deps.storage, h.userId, "0x1b2330", "180x320");
    referenceName = (await loadRenderCatalog(h.deps.storage)).voice(null, "en").espeakName;
  }, 120_000);
  afterAll(() => h.close());

  /** The sentences said by espeak-ng with the known pauses, as a recording in the user's media library. */
  async function recording(sentences: string[], gaps: number[], wpm = 150) {
    return withTempDir("recording-test", async (dir) => {
      const parts: string[] = [];
      const silence = async (s: number) => {
        const file = path.join(dir, `silence-${parts.length}.wav`);
        await runFfmpeg([
          ...["-v", "error", "-f", "lavfi", "-i", "anullsrc=r=22050:cl=mono", "-t", s.toFixed(3)],
          file,
        ]);
        parts.push(file);
      };
      await silence(LEAD_S);
      for (const [i, text] of sentences.entries()) {
        if (i > 0) await silence(gaps[i - 1] as number);
        const file = path.join(dir, `sentence-${i}.wav`);
        await runProcess("espeak-ng", ["-v", NARRATOR, "-s", String(wpm), "-w", file, text]);
        parts.push(file);
      }
      await silence(TAIL_S);
      const list = path.join(dir, "list.txt");
      await fs.writeFile(list, parts.map((p) => `file '${p}'`).join("\n"));
      const out = path.join(dir, "recording.wav");
      await runFfmpeg(["-v", "error", "-f", "concat", "-safe", "0", "-i", list, "-ac", "1", out]);
      const id = `med_${crypto.randomUUID().slice(0, 12)}`;
      const key = `uploads/${h.userId}/media/${id}/original.wav`;
      await h.deps.storage.put(key, await fs.readFile(out), "audio/wav");
      const pcm = pcmToFloat(await decodePcm(out));
      await h.deps.database.db.insert(media).values({
        id,
        user_id: h.userId,
        kind: "audio",
        name: "take-1.wav",
        mime: "audio/wav",
        status: "ready",
        duration_s: pcm.length / ALIGN_RATE,
        original_key: key,
      });
      return { id, said: sentenceOnsets(pcm), seconds: pcm.length / ALIGN_RATE };
    });
  }

  const configOf = async (taskId: string) =>
    JSON.parse(
      (await h.deps.storage.read(`renders/${taskId}/v1/config.json`)).toString("utf8"),
    ) as AudioConfigArtifact;

  it("follows the recording: its sound, its pauses and each scene's caption words", async () => {
    expect(NARRATOR).not.toBe(referenceName);
    const { id, said } = await recording(SENTENCES, GAPS_S);
    expect(said.onsets).toHaveLength(3);
    const row = await h.render({
      story: STORY,
      image_urls: [image],
      size: "180x320",
      caption_style: "minimalist",
      narration: { kind: "recording", mediaId: id },
    });
    expect(row.warnings).toEqual([]);
    const config = await configOf(row.id);
    expect(config.voice.engine).toBe("recording");
    expect(config.scenes).toHaveLength(3);
    const video = h.fileOf(String(row.task_result?.video_url));
    const heard = sentenceOnsets(pcmToFloat(await decodePcm(video)));
    expect(heard.onsets).toHaveLength(3);
    // The video's sound is the recording: the sentences as far apart as they were said, and it ends the
    // end pause after the last word.
    const shift = (heard.onsets[0] as number) - (said.onsets[0] as number);
    for (const [i, at] of said.onsets.entries())
      expect(Math.abs((heard.onsets[i] as number) - shift - at)).toBeLessThan(0.03);
    expect(Math.abs(heard.end - shift - said.end)).toBeLessThan(0.05);
    const { stdout } = await runProcess("ffprobe", [
      ...["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", video],
    ]);
    expect(Math.abs(Number(stdout) - (heard.end + END_PAUSE_MS / 1000))).toBeLessThan(0.3);
    // Each scene's first caption word starts where its sentence starts in the video's sound.
    const errorsMs = config.scenes.map((s, i) =>
      Math.round(Math.abs(s.startMs + (s.words[0]?.startMs ?? -1e6) - (heard.onsets[i] as number) * 1000)),
    );
    console.info(`recorded narration: first-word caption error per scene ${errorsMs.join(", ")} ms`);
    for (const e of errorsMs) expect(e).toBeLessThan(150);
    // Every word of the script is captioned, in order, inside its scene's slot.
    expect(config.scenes.map((s) => s.words.length)).toEqual(SENTENCES.map((s) => s.split(" ").length));
    for (const s of config.scenes)
      for (const w of s.words) {
        expect(w.startMs).toBeGreaterThanOrEqual(0);
        expect(w.endMs).toBeLessThanOrEqual(s.durationMs);
      }
  }, 240_000);

  it("renders a recording that leaves a scene out, with a silent slot and a warning naming it", async () => {
    const { id } = await recording([SENTENCES[0] as string, SENTENCES[2] as string], [1.1]);
    const taskId = await h.createTask({
      story: STORY,
      image_urls: [image],
      size: "180x320",
      narration: { kind: "recording", mediaId: id },
    });
    await runTask(h.deps, taskId);
    const row = await getTask(h.deps, taskId);
    expect(row?.task_status).toBe(TaskStatus.generated);
    expect(row?.warnings.map((w) => [w.kind, w.sceneId])).toEqual([["skipped", "scene-2"]]);
    expect(row?.warnings[0]?.message).toBe("Scene 2 is not in the recording.");
    const config = await configOf(taskId);
    expect(config.scenes.map((s) => s.words.length)).toEqual([6, 0, 5]);
    expect(config.scenes[1]?.durationMs).toBe(1000);
  }, 240_000);

  it("times the free storyboard's scenes by the recording, in the file's seconds, and marks a skipped one", async () => {
    const { id, said, seconds } = await recording([SENTENCES[0] as string, SENTENCES[2] as string], [1.1]);
    const body = createVideoRequestSchema.parse({
      story: STORY,
      image_urls: [image],
      size: "180x320",
      narrationMode: "voice",
      narration: { kind: "recording", mediaId: id },
    });
    const { storyboard, warnings } = await previewStoryboard(h.deps, h.userId, body);
    const [one, two, three] = storyboard.scenes;
    expect(storyboard.scenes).toHaveLength(3);
    expect(warnings?.map((w) => [w.kind, w.sceneId, w.message])).toEqual([
      ["skipped", two?.id, "Scene 2 is not in the recording."],
    ]);
    // The first stretch starts the file; the third starts just before its first word in the file (the
    // silence before the first sentence is kept, so these are the file's seconds); the skipped scene is
    // an empty stretch where the third begins; the last ends with the file.
    expect(one?.start).toBe(0);
    const onset = said.onsets[1] as number;
    expect(three?.start).toBeGreaterThan(onset - 0.3);
    expect(three?.start).toBeLessThan(onset + 0.05);
    expect(one?.end).toBe(three?.start);
    expect([two?.start, two?.end]).toEqual([three?.start, three?.start]);
    expect(Math.abs((three?.end ?? 0) - seconds)).toBeLessThan(0.05);
    // Without a recording the times are estimated from the words, and there are no warnings.
    const voiced = await previewStoryboard(h.deps, h.userId, { ...body, narration: undefined });
    expect(voiced.warnings).toBeUndefined();
  }, 240_000);

  it("narrates a scene recorded on its own with that recording, the voice the others, and follows a new take", async () => {
    const first = await h.render({
      story: STORY,
      image_urls: [image],
      size: "180x320",
      caption_style: "minimalist",
    });
    const voiced = await configOf(first.id);
    const withTake = async (wpm: number) => {
      const take = await recording([SENTENCES[1] as string], [], wpm);
      const board = await getProjectStoryboard(h.deps, h.userId, first.id);
      const scenes = board.scenes.map((s, i) => (i === 1 ? { ...s, recording: { mediaId: take.id } } : s));
      const row = await renderNextVersion(h, first.id, { ...board, scenes });
      const pcm = pcmToFloat(await decodePcm(h.fileOf(String(row.task_result?.video_url))));
      const config = JSON.parse(
        (await h.deps.storage.read(`${renderPrefix(first.id, row.task_draft_version)}/config.json`)).toString(
          "utf8",
        ),
      ) as AudioConfigArtifact;
      return { row, config, heard: sentenceOnsets(pcm, 0.3) };
    };

    const slow = await withTake(110);
    expect(slow.row.warnings).toEqual([]);
    expect(slow.config.voice.engine).toMatch(/, recording$/);
    // The first and last scenes are the voice's as before; the second is the take, its words all captioned.
    expect(slow.config.scenes[0]?.durationMs).toBe(voiced.scenes[0]?.durationMs);
    expect(slow.config.scenes[2]?.durationMs).toBe(voiced.scenes[2]?.durationMs);
    expect(slow.config.scenes[2]?.audioKey).toBe(voiced.scenes[2]?.audioKey);
    expect(slow.config.scenes[1]?.audioKey).toMatch(/\/scene-recordings\/1\//);
    expect(slow.config.scenes[1]?.words.map((w) => w.text.replace(/\W/g, "").toLowerCase())).toEqual([
      "gulls",
      "followed",
      "it",
      "across",
      "the",
      "bay",
    ]);
    // The second scene's first caption word starts where the take starts in the video's sound.
    const scene = slow.config.scenes[1];
    const captionAtMs = (scene?.startMs ?? 0) + (scene?.words[0]?.startMs ?? -1e6);
    const nearest = Math.min(...slow.heard.onsets.map((o) => Math.abs(o * 1000 - captionAtMs)));
    expect(nearest).toBeLessThan(150);

    // Re-recorded faster: only that scene changes, and it is shorter.
    const fast = await withTake(200);
    expect(fast.config.scenes[0]?.durationMs).toBe(voiced.scenes[0]?.durationMs);
    expect(fast.config.scenes[1]?.durationMs ?? 0).toBeLessThan(
      (slow.config.scenes[1]?.durationMs ?? 0) - 300,
    );
    expect(fast.config.scenes[2]?.startMs).toBe(
      (fast.config.scenes[1]?.startMs ?? 0) + (fast.config.scenes[1]?.durationMs ?? 0),
    );
  }, 480_000);
});
