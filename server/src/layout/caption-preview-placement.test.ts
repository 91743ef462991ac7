import { ASPECTS, frameSizeForShortSide } from "@reelsmith/contract/aspect";
import { captionStylePresets } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import {
  captionLookOf,
  captionPlacement,
  templateCaptionsOf,
} from "../../../app/src/shared/templates/lib/caption-look";
import { captionBlock } from "../render/captions";
import { frameLayout } from "./frame-layout";

/** The app's caption preview (caption-look.ts) places captions where the render draws them. */
describe("the caption preview's placement", () => {
  it("is the render's caption block and anchor for every ratio, position and size", () => {
    for (const aspect of ASPECTS) {
      const { width, height } = frameSizeForShortSide(aspect, 1080);
      for (const position of ["top", "center", "bottom"] as const) {
        for (const fontSize of [20, 24, 32, 48, 64]) {
          const style = {
            ...(captionStylePresets[0] as (typeof captionStylePresets)[0]),
            position,
            fontSize,
          };
          const layout = frameLayout({
            width,
            height,
            mode: "voice",
            captions: { position, fontSize },
          } as Parameters<typeof frameLayout>[0]);
          const server = captionBlock({ style, layout });
          const preview = captionPlacement(style, aspect);
          expect(preview.block, `${aspect} ${position} ${fontSize}`).toEqual(server.block);
          expect(preview.anchor).toEqual(server.anchor);
          expect(preview.size).toBe(server.size);
        }
      }
    }
  });
});

describe("a template's captions", () => {
  it("keep every change when read back as a look and saved again", () => {
    const captions = {
      preset: "cinematic",
      font: "Oswald",
      font_size: 40,
      color: "#ff00ff",
      highlight_color: "#00ff00",
      background: "box" as const,
      position: "top" as const,
      words_per_line: 2,
      uppercase: true,
    };
    const look = captionLookOf(captions);
    expect(look?.style).toMatchObject({
      fontFamily: "Oswald",
      fontSize: 40,
      color: "#ff00ff",
      position: "top",
    });
    expect(templateCaptionsOf(look)).toEqual(captions);
  });

  it("are off with the none preset", () => {
    expect(captionLookOf({ preset: "none" })).toBeNull();
    expect(templateCaptionsOf(null)).toEqual({ preset: "none" });
  });
});
