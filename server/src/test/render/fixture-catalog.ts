import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { captionStylePresets } from "@reelsmith/contract/catalog";
import { invalidateCatalog, MANIFEST_KEY } from "../../catalog/catalog";
import { styleDefinitions } from "../../catalog/definitions/styles";
import { voiceDefinitions } from "../../catalog/definitions/voices";
import type { CatalogManifest } from "../../catalog/types";
import { runFfmpeg } from "../../media/run-process";
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

/** The ffmpeg calls that draw the presenter's three mouth frames and the music, each with its file's name. */
function fixtureMediaCalls(): { file: string; args: (dir: string) => string[] }[] {
  const mouths = [6, 40, 80].map((mouth, i) => ({
    file: `mouth-${i}.png`,
    args: (dir: string) => [
      ...["-f", "lavfi", "-i", "color=c=0x6d5dfc:s=512x512:d=1:r=1"],
      ...["-frames:v", "1", "-vf"],
      [
        "drawbox=x=136:y=96:w=240:h=300:color=0xf1c27d:t=fill",
        "drawbox=x=186:y=190:w=36:h=30:color=0x2b2b2b:t=fill",
        "drawbox=x=290:y=190:w=36:h=30:color=0x2b2b2b:t=fill",
        `drawbox=x=206:y=${300 - mouth / 2}:w=100:h=${mouth}:color=0x8a1c1c:t=fill`,
        "drawbox=x=96:y=396:w=320:h=116:color=0x23395d:t=fill",
      ].join(","),
      path.join(dir, `mouth-${i}.png`),
    ],
  }));
  const music = {
    file: "music.wav",
    args: (dir: string) => [
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
      ...["-filter_complex", "[0:a][1:a]amix=inputs=2,volume=0.8,aformat=channel_layouts=stereo"],
      path.join(dir, "music.wav"),
    ],
  };
  return [...mouths, music];
}

/**
 * The folder that holds the fixture's media, drawn once per machine and shared by every test file and
 * process that seeds the fixture (some twenty files do): its name is a hash of the ffmpeg calls, so a
 * changed call draws anew. A process draws into a folder of its own and renames it into place; one that
 * loses that race keeps the winner's, the same files.
 */
async function fixtureMediaDir(): Promise<string> {
  const calls = fixtureMediaCalls();
  const hash = createHash("sha256")
    .update(JSON.stringify(calls.map((c) => c.args("."))))
    .digest("hex")
    .slice(0, 16);
  const dir = path.join(os.tmpdir(), `reelsmith-fixture-media-${hash}`);
  const done = async () =>
    (await Promise.all(calls.map((c) => exists(path.join(dir, c.file))))).every(Boolean);
  if (await done()) return dir;
  const own = await fs.mkdtemp(`${dir}-`);
  for (const c of calls) await runFfmpeg(c.args(own));
  try {
    await fs.rename(own, dir);
    return dir;
  } catch {
    // Another process put the same files in place first; if that folder has lost a file, keep our own.
    if (!(await done())) return own;
    await fs.rm(own, { recursive: true, force: true });
    return dir;
  }
}

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

export async function seedFixtureCatalog(storage: Storage): Promise<CatalogManifest> {
  const dir = await fixtureMediaDir();
  const presenterKeys = [0, 1, 2].map((i) => `catalog/fixture/presenter/mouth-${i}.png`) as [
    string,
    string,
    string,
  ];
  for (const [i, key] of presenterKeys.entries())
    await storage.put(key, await fs.readFile(path.join(dir, `mouth-${i}.png`)), "image/png");
  await storage.put("catalog/fixture/music.wav", await fs.readFile(path.join(dir, "music.wav")), "audio/wav");
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
        mouthFrameKeys: presenterKeys,
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
  invalidateCatalog(storage);
  return manifest;
}
