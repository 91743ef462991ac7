import type { Language } from "@reelsmith/contract/catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { flatImageUrl } from "../test/render/flat-image";
import { createRenderHarness, type RenderHarness } from "../test/render/harness";
import { grayFrame, inkShare } from "../test/render/media-checks";
import { readJsonKey } from "../test/render/read";
import type { AudioConfigArtifact } from "./types";

/**
 * One render per language: the speech is not empty, libass finds every glyph of the script in the fonts
 * (no "Glyph 0x... not found" in ffmpeg's log) and the caption area of a frame has ink.
 */
const W = 180;
const H = 320;
const stories: Record<Language, string> = {
  en: "The river runs to the sea. Boats sail home.",
  es: "El río corre hacia el mar. Los barcos vuelven.",
  fr: "La rivière coule vers la mer. Les bateaux rentrent.",
  de: "Der Fluss fließt zum Meer. Die Boote kehren heim.",
  hi: "नदी समुद्र की ओर बहती है। नावें घर लौटती हैं।",
  kn: "ನದಿ ಸಮುದ್ರದ ಕಡೆಗೆ ಹರಿಯುತ್ತದೆ. ದೋಣಿಗಳು ಮನೆಗೆ ಮರಳುತ್ತವೆ.",
  ta: "நதி கடலை நோக்கி ஓடுகிறது. படகுகள் வீடு திரும்புகின்றன.",
  te: "నది సముద్రం వైపు ప్రవహిస్తుంది. పడవలు ఇంటికి తిరిగి వస్తాయి.",
};

describe("narration and captions in every language", () => {
  let h: RenderHarness;
  let image: string;
  beforeAll(async () => {
    h = await createRenderHarness();
    image = await flatImageUrl(h.deps.storage, h.userId);
  }, 60_000);
  afterAll(() => h.close());

  for (const [language, story] of Object.entries(stories) as [Language, string][]) {
    it(`speaks and captions ${language}`, async () => {
      const row = await h.render({
        story,
        language,
        caption_style: "Minimalist",
        image_urls: [image],
        size: `${W}x${H}`,
      });
      const prefix = `renders/${row.id}/v1`;
      const config = await readJsonKey<AudioConfigArtifact>(h, `${prefix}/config.json`);
      const speechMs = config.scenes.reduce((a, s) => a + s.speechMs, 0);
      expect(speechMs).toBeGreaterThan(1000);
      expect(config.scenes.flatMap((s) => s.words).length).toBeGreaterThan(4);
      const video = await readJsonKey<{ missingGlyphs: string[] }>(h, `${prefix}/video.json`);
      expect(video.missingGlyphs).toEqual([]);
      const firstWordEnd = config.scenes[0]?.words[1]?.endMs ?? 500;
      const frame = await grayFrame(h.fileOf(String(row.task_result?.video_url)), firstWordEnd / 1000, W, H);
      expect(inkShare(frame, W, { x0: 0.05, y0: 0.62, x1: 0.95, y1: 0.82 })).toBeGreaterThan(0.004);
      expect(inkShare(frame, W, { x0: 0.05, y0: 0.1, x1: 0.95, y1: 0.5 })).toBe(0);
    }, 60_000);
  }
});
