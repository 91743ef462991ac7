import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { LanguageVersionList } from "@reelsmith/contract/language-versions";
import type { Storyboard } from "@reelsmith/contract/storyboard";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { voiceDefinitions } from "../catalog/definitions/voices";
import { taskStatus } from "../db/schema";
import { runFfmpeg } from "../media/run-process";
import { fixtureVideoRequest } from "../test/render/fixture-catalog";
import { type SignedInApp, startAppWithSignedInUser } from "../test/signed-in-app";

const STORY =
  "Mara's small boat leaves the harbour with 12 nets. The wind fills its sail. It comes home at dusk.";
/**
 * Each scene's words, in order: the Hindi ones longer than the English, the Spanish ones shorter; the
 * first holds a name and a number as each language writes them.
 */
const WORDS = {
  hi: [
    "मारा की छोटी सी नाव 12 जाल लेकर सुबह सुबह बंदरगाह से धीरे धीरे बाहर निकलती है।",
    "तेज़ हवा उसकी सफ़ेद पाल को पूरी तरह भर देती है और वह आगे बढ़ती है।",
    "शाम ढलते ही वह थकी हुई नाव अपने घर लौट आती है।",
  ],
  es: ["Mara sale con 12 redes.", "El viento sopla.", "Vuelve de noche."],
} as const;

const DEVANAGARI = /[\u0900-\u097f]/;
const LATIN = /[A-Za-z]/;

/**
 * A finished English video remade in Hindi and Spanish through the API with the user's words, rendered
 * for real (espeak-ng, ffmpeg, small frames). Each version keeps the scenes and their pictures, speaks and
 * captions the new words in its language's voice, and times its scenes by its own narration. Burnt-in
 * captions are off (the subtitles still carry the words), so each scene's frame can be compared with the
 * original's. PGlite only: it renders.
 */
describe("a finished video remade in Hindi and Spanish", () => {
  let app: SignedInApp;
  let original = "";
  let source: Storyboard;
  const made: Record<"hi" | "es", { projectId: string; board: Storyboard; srt: string; voiceId: string }> =
    {} as never;

  /** Waits on the task's event stream, which ends when the task does. */
  const finish = async (taskId: string) => {
    await (await app.client.get(`/api/tasks/${taskId}/events`)).text();
    const [row] = await app.ctx.deps.database.db.select().from(taskStatus).where(eq(taskStatus.id, taskId));
    if (row?.task_status !== 8) throw new Error(`task ${taskId} ended at ${row?.task_status}: ${row?.error}`);
    return row;
  };
  const storyboardOf = async (projectId: string) =>
    (
      (await (await app.client.get(`/api/projects/${projectId}/storyboard`)).json()) as {
        storyboard: Storyboard;
      }
    ).storyboard;

  beforeAll(async () => {
    app = await startAppWithSignedInUser({}, { renders: true });
    const res = await app.client.post("/api/functions/create-video", {
      ...fixtureVideoRequest(STORY),
      caption_style: "none",
    });
    expect(res.status).toBe(201);
    original = ((await res.json()) as { task_id: string }).task_id;
    await finish(original);
    source = await storyboardOf(original);
    expect(source.scenes).toHaveLength(3);
    const texts = (words: readonly string[]) =>
      Object.fromEntries(source.scenes.map((s, i) => [s.id, words[i]]));
    const batch = await app.client.post(`/api/projects/${original}/languages/batch`, {
      languages: ["hi", "es"],
      texts: { hi: texts(WORDS.hi), es: texts(WORDS.es) },
    });
    expect(batch.status).toBe(201);
    const { versions } = (await batch.json()) as {
      versions: { language: "hi" | "es"; project_id: string; task_id: string }[];
    };
    for (const v of versions) {
      const row = await finish(v.task_id);
      const srt = await (await app.client.get(`/api/projects/${v.project_id}/subtitles?format=srt`)).text();
      made[v.language] = {
        projectId: v.project_id,
        board: await storyboardOf(v.project_id),
        srt,
        voiceId: String((row.request as { voiceId?: string }).voiceId),
      };
    }
  }, 600_000);
  afterAll(() => app.close());

  it("keeps the scenes and what each shows: the same ids, picture kinds and plans", () => {
    for (const language of ["hi", "es"] as const) {
      const { board } = made[language];
      expect(board.language).toBe(language);
      expect(board.scenes.map((s) => s.id)).toEqual(source.scenes.map((s) => s.id));
      expect(board.scenes.map((s) => s.picture)).toEqual(source.scenes.map((s) => s.picture));
    }
  });

  it("says and captions the new words: Devanagari in Hindi, the Spanish words in Spanish", () => {
    expect(made.hi.board.scenes.map((s) => s.text)).toEqual(WORDS.hi);
    expect(made.es.board.scenes.map((s) => s.text)).toEqual(WORDS.es);
    const captions = (srt: string) =>
      srt
        .split(/\r?\n/)
        .filter((line) => line.trim() !== "" && !/^\d+$/.test(line) && !line.includes("-->"))
        .join(" ");
    const hi = captions(made.hi.srt);
    expect(hi).toMatch(DEVANAGARI);
    expect(hi).not.toMatch(LATIN);
    expect(hi).toContain("बंदरगाह");
    const es = captions(made.es.srt);
    expect(es).toContain("viento");
    expect(es).not.toMatch(/harbour|wind|dusk/i);
    // Names and numbers carry over as the new language writes them.
    expect(hi).toMatch(/मारा की छोटी सी नाव 12 जाल/);
    expect(es).toMatch(/Mara sale con 12 redes/);
  });

  it("narrates each in its language's default voice", () => {
    for (const language of ["hi", "es"] as const) {
      const voice = voiceDefinitions.find((v) => v.id === made[language].voiceId);
      expect(voice?.language).toBe(language);
      expect(made[language].voiceId).toBe(voiceDefinitions.find((v) => v.language === language)?.id);
    }
  });

  it("times the scenes by the new narration: the longer Hindi lasts longer, the shorter Spanish less", () => {
    const length = (b: Storyboard) => b.scenes.at(-1)?.end ?? 0;
    expect(length(made.hi.board)).toBeGreaterThan(length(source));
    expect(length(made.es.board)).toBeLessThan(length(source));
    for (const language of ["hi", "es"] as const) {
      const scenes = made[language].board.scenes;
      expect(scenes.every((s, i) => s.end > s.start && s.start >= (scenes[i - 1]?.end ?? 0) - 1)).toBe(true);
    }
  });

  it("shows each scene's picture as the original does: SSIM of the mid-scene frames at least 0.95", async () => {
    const list = (await (
      await app.client.get(`/api/projects/${original}/languages`)
    ).json()) as LanguageVersionList;
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "language-frames-"));
    const videoOf = async (language: string) => {
      const file = path.join(dir, `${language}.mp4`);
      const url = list.versions.find((v) => v.language === language)?.url ?? "";
      await fs.writeFile(file, Buffer.from(await (await app.client.get(url)).arrayBuffer()));
      return file;
    };
    const en = await videoOf("en");
    const mid = (b: Storyboard, i: number) => {
      const s = b.scenes[i] as Storyboard["scenes"][number];
      return ((s.start + s.end) / 2).toFixed(3);
    };
    for (const language of ["hi", "es"] as const) {
      const version = await videoOf(language);
      for (const i of source.scenes.keys()) {
        const { stderr } = await runFfmpeg([
          ...["-ss", mid(source, i), "-i", en, "-ss", mid(made[language].board, i), "-i", version],
          ...["-filter_complex", "[0:v]trim=end_frame=1[a];[1:v]trim=end_frame=1[b];[a][b]ssim"],
          ...["-f", "null", "-"],
        ]);
        const all = Number(/All:([\d.]+)/.exec(stderr)?.[1]);
        expect(all, `${language} scene ${i + 1}`).toBeGreaterThanOrEqual(0.95);
      }
    }
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("lists the original and both versions, each ready with its video", async () => {
    const list = (await (
      await app.client.get(`/api/projects/${original}/languages`)
    ).json()) as LanguageVersionList;
    expect(list.versions.map((v) => [v.language, v.original, v.status])).toEqual([
      ["en", true, "ready"],
      ["hi", false, "ready"],
      ["es", false, "ready"],
    ]);
    for (const v of list.versions) {
      expect(v.url).toMatch(/\.mp4$/);
      expect((await app.client.get(v.url ?? "")).status).toBe(200);
    }
  });
});
