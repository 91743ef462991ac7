import fs from "node:fs/promises";
import path from "node:path";
import { captionStylePresets } from "@reelsmith/contract/catalog";
import { styleDefinitions } from "../../catalog/definitions/styles";
import { voiceDefinitions } from "../../catalog/definitions/voices";
import type { CatalogManifest } from "../../catalog/types";
import { runFfmpeg, withTempDir } from "../../media/run-process";
import { MANIFEST_KEY } from "../../render/catalog-access";
import type { Storage } from "../../storage/storage";

/**
 * A small catalogue for tests and benchmarks, made in a second without the full seed: the real voice and
 * style definitions, one presenter whose mouth frames are drawn by ffmpeg (a face with a closed, half
 * open and open mouth) and one music track (a soft two-note pad).
 */
export const FIXTURE_PRESENTER = "fixture-presenter";
export const FIXTURE_MUSIC = "fixture-music";

/** A create-video body as the editor sends it in voice mode, small (144x256) and with the fixture music. */
export const fixtureVideoRequest = (story: string) => ({
  narrationMode: "voice",
  story,
  image_styles: { themes: ["watercolor"] },
  voice_id: "en-gb-charlotte",
  bgm_name: FIXTURE_MUSIC,
  gen_video: true,
  caption_style: "Minimalist",
  size: "144x256",
});

export async function seedFixtureCatalog(storage: Storage): Promise<CatalogManifest> {
  const presenterKeys = await withTempDir("fixture", async (dir) => {
    const keys: string[] = [];
    for (const [i, mouth] of [6, 40, 80].entries()) {
      const file = path.join(dir, `mouth-${i}.png`);
      await runFfmpeg([
        ...["-f", "lavfi", "-i", "color=c=0x6d5dfc:s=512x512:d=1:r=1"],
        ...["-frames:v", "1", "-vf"],
        [
          "drawbox=x=136:y=96:w=240:h=300:color=0xf1c27d:t=fill",
          "drawbox=x=186:y=190:w=36:h=30:color=0x2b2b2b:t=fill",
          "drawbox=x=290:y=190:w=36:h=30:color=0x2b2b2b:t=fill",
          `drawbox=x=206:y=${300 - mouth / 2}:w=100:h=${mouth}:color=0x8a1c1c:t=fill`,
          "drawbox=x=96:y=396:w=320:h=116:color=0x23395d:t=fill",
        ].join(","),
        file,
      ]);
      const key = `catalog/fixture/presenter/mouth-${i}.png`;
      await storage.put(key, await fs.readFile(file), "image/png");
      keys.push(key);
    }
    const music = path.join(dir, "music.wav");
    await runFfmpeg([
      ...[
        "-f",
        "lavfi",
        "-i",
        "sine=f=220:d=8:sample_rate=48000",
        "-f",
        "lavfi",
        "-i",
        "sine=f=277:d=8:sample_rate=48000",
      ],
      ...["-filter_complex", "[0:a][1:a]amix=inputs=2,volume=0.8,aformat=channel_layouts=stereo", music],
    ]);
    await storage.put("catalog/fixture/music.wav", await fs.readFile(music), "audio/wav");
    return keys as [string, string, string];
  });
  const manifest: CatalogManifest = {
    version: "fixture-1",
    voices: voiceDefinitions.map((d) => ({
      public: {
        id: d.id,
        voice_name: d.name,
        voice_sample: "",
        tags: [`language:${d.language}`, `gender:${d.gender}`],
      },
      language: d.language,
      gender: d.gender,
      espeakName: d.espeakName,
      rate: d.rate,
      pitch: d.pitch,
    })),
    presenters: [
      {
        public: {
          id: FIXTURE_PRESENTER,
          avatar_name: "Fixture",
          avatar_image: "",
          avatar_video: "",
          avatar_voice_id: "en-us-ava",
          tags: ["gender:female"],
        },
        gender: "female",
        portraitKey: presenterKeys[0],
        mouthFrameKeys: presenterKeys as [string, string, string],
      },
    ],
    music: [
      {
        public: {
          id: FIXTURE_MUSIC,
          name: "Fixture Pad",
          url: "",
          preview: "",
          tags: ["calm"],
          priority: { use_case: "story", order: 1 },
        },
        trackKey: "catalog/fixture/music.wav",
        mood: "calm",
      },
    ],
    styles: styleDefinitions.map((d) => ({
      public: {
        id: d.id,
        style_name: d.name,
        description: d.description,
        reference_url: "",
        colors: { primary: d.palette.primary },
        tags: d.tags,
      },
      palette: d.palette,
      fontFamily: d.fontFamily,
    })),
    captionStyles: captionStylePresets,
  };
  await storage.put(MANIFEST_KEY, Buffer.from(JSON.stringify(manifest)), "application/json");
  return manifest;
}
