/**
 * Prints, as JSON, every layout-dependent output of a render for a matrix of requests (sizes, narration
 * modes, presenter layouts, caption presets, emoji): the frame layouts the pictures are drawn for, the
 * presenter's geometry, the caption blocks, the ASS script and the composition's ffmpeg arguments. Two
 * runs on two versions of the render code are compared with `diff` to show that a change of structure
 * leaves every render byte for byte the same.
 *   npx tsx server/src/test/render/frame-snapshot.ts > out.json
 */
import { captionStylePresets } from "@reelsmith/contract/catalog";
import { platformStrips } from "../../layout/frame-layout";
import { buildAss, captionBlock } from "../../render/captions";
import { avatarPlacement } from "../../render/compose";
import { cameraMove } from "../../render/compose/camera";
import { compositionArgs } from "../../render/compose/composition";
import { sceneFilter } from "../../render/compose/scene-filter";
import { renderFrame } from "../../render/frame";
import type { RenderRequest } from "../../render/types";

const sizes = [
  [1080, 1920],
  [1080, 1350],
  [1080, 1080],
  [1920, 1080],
] as const;
const presenters = [null, "corner", "lower", "full"] as const;
const styles = [null, ...captionStylePresets.slice(0, 4)];
const positions = ["bottom", "top", "center"] as const;
const words = "Maya baked bread at dawn and the whole street smelled it"
  .split(" ")
  .map((text, i) => ({ text, startMs: 200 + i * 410, endMs: 530 + i * 410 }));
const durationsMs = [3000, 4200, 2600, 5100];
const entrance = {
  kind: "pop" as const,
  before: { path: "/d/before.png", x: 10, y: 20 },
  elements: [
    { path: "/d/e0.png", box: { x: 100, y: 300, w: 200, h: 260 }, frame: 12 },
    { path: "/d/e1.png", box: { x: 500, y: 700, w: 300, h: 200 }, frame: null },
  ],
};

const out: Record<string, unknown> = {};
for (const [width, height] of sizes)
  for (const presenter of presenters)
    for (const [si, base] of styles.entries())
      for (const position of base ? positions : ([null] as const))
        for (const emoji of [false, true]) {
          const style = base && position ? { ...base, position } : null;
          const request = {
            width,
            height,
            narrationMode: presenter ? "avatar" : "voice",
            presenterLayout: presenter ?? undefined,
            captionStyle: style,
            captionEmoji: emoji,
          } as RenderRequest;
          const name = `${width}x${height} ${presenter ?? "voice"} ${si}:${position} ${emoji}`;
          // --- adapter: the calls as the render code makes them ---
          const frame = renderFrame(request);
          const story = frame.story;
          const card = frame.closingCard;
          const place = presenter ? avatarPlacement(frame) : null;
          const assInput = style && { style, language: "en", layout: frame.layers, words };
          const backdropBlock = style && captionBlock({ style, layout: frame.plain }).block;
          const ass = assInput ? buildAss(assInput) : null;
          const accent = assInput ? frame.layers.emoji : null;
          const reserved = presenter === null && position === null ? platformStrips(width, height) : null;
          const size = { width, height };
          // --- end of adapter ---
          const args = (range?: { fromF: number; toF: number }) =>
            compositionArgs(
              {
                images: durationsMs.map((_, i) => `/d/scene-${i}.png`),
                entrances: [null, entrance, null, null],
                clips: [null, null, "/d/clip.mp4", null],
                cameras: [null, null, null, cameraMove({ shot: "close", pan: "left" } as never)],
                durationsMs,
                ...size,
                audioPath: null,
                assPath: ass ? "/d/captions.ass" : null,
                avatar: place && {
                  ...place,
                  listPath: "/d/avatar.ffconcat",
                  maskPath: presenter === "full" ? null : "/d/mask.png",
                  ringPath: presenter === "corner" ? "/d/ring.png" : null,
                  cutaways: presenter === "full" ? [[1, 2]] : undefined,
                },
                emoji: accent ? { listPath: "/d/emoji.ffconcat", x: accent.x, y: accent.y } : null,
                out: "/d/out.mp4",
              },
              range,
            ).join(" ");
          out[name] = {
            story,
            card,
            place,
            backdropBlock,
            accent,
            ass,
            reserved,
            whole: args(),
            part: args({ fromF: 100, toF: 300 }),
          };
        }
// The scene filters on their own, over their parameters.
for (const [w, h] of sizes)
  for (const index of [0, 1, 3])
    for (const [offset, count] of [
      [0, undefined],
      [40, 60],
    ] as const)
      for (const move of [undefined, cameraMove({ shot: "wide", pan: "up" } as never)]) {
        const key = `${w}x${h} ${index} ${offset} ${count} ${move ? "cam" : ""}`;
        const scene = { input: index, index, width: w, height: h, frames: 150, offset, count, move };
        out[`scene ${key}`] = sceneFilter(scene);
        out[`entrance ${key}`] = sceneFilter({ ...scene, entrances: entrance });
      }
process.stdout.write(JSON.stringify(out, null, 1));
