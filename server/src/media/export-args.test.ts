import { describe, expect, it } from "vitest";
import {
  GIF_MIN_SHORT_SIDE,
  gifExportArgs,
  mp3ExportArgs,
  mp4CopyArgs,
  mp4ExportArgs,
  nextGifTry,
  scaleFilter,
  webmExportArgs,
} from "./export-args";

/** The value after a flag in an argument list. */
const after = (args: string[], flag: string) => args[args.indexOf(flag) + 1];

describe("export argument builders", () => {
  const base = { input: "in.mp4", output: "out", width: 1920, height: 1080 };

  it("makes an MP4 of H.264 High and AAC with the index at the front, scaled to the export's frame", () => {
    const args = mp4ExportArgs({ ...base, output: "out.mp4" });
    expect(after(args, "-i")).toBe("in.mp4");
    expect(after(args, "-c:v")).toBe("libx264");
    expect(after(args, "-profile:v")).toBe("high");
    expect(after(args, "-pix_fmt")).toBe("yuv420p");
    expect(after(args, "-c:a")).toBe("aac");
    expect(after(args, "-movflags")).toBe("+faststart");
    expect(after(args, "-vf")).toBe(scaleFilter(1920, 1080));
    expect(args.at(-1)).toBe("out.mp4");
    // The whole video: no seek, no length.
    expect(args).not.toContain("-ss");
    expect(args).not.toContain("-t");
  });

  it("scales by cover and crop, so no frame gets bars", () => {
    expect(scaleFilter(1080, 1080)).toBe(
      "scale=1080:1080:force_original_aspect_ratio=increase:flags=lanczos,crop=1080:1080,setsar=1",
    );
  });

  it("copies an MP4 that is already the export without re-encoding it", () => {
    const args = mp4CopyArgs({ input: "in.mp4", output: "out.mp4" });
    expect(after(args, "-c")).toBe("copy");
    expect(after(args, "-movflags")).toBe("+faststart");
    expect(args).not.toContain("libx264");
  });

  it("makes a WebM of VP9 and Opus at 48 kHz", () => {
    const args = webmExportArgs({ ...base, output: "out.webm" });
    expect(after(args, "-c:v")).toBe("libvpx-vp9");
    expect(after(args, "-b:v")).toBe("0");
    expect(after(args, "-c:a")).toBe("libopus");
    expect(after(args, "-ar")).toBe("48000");
    expect(after(args, "-f")).toBe("webm");
    expect(args.at(-1)).toBe("out.webm");
  });

  it("makes a silent, looping GIF of the chosen clip through a palette made for it", () => {
    const args = gifExportArgs({ ...base, output: "out.gif", fps: 10, startS: 2.5, durationS: 15 });
    // The seek and the length come before the input (a fast seek, exact since the clip is re-encoded).
    expect(args.indexOf("-ss")).toBeLessThan(args.indexOf("-i"));
    expect(after(args, "-ss")).toBe("2.500");
    expect(after(args, "-t")).toBe("15.000");
    const graph = after(args, "-filter_complex") ?? "";
    expect(graph).toContain("fps=10,");
    expect(graph).toContain("palettegen");
    expect(graph).toContain("paletteuse");
    expect(graph.indexOf("palettegen")).toBeLessThan(graph.indexOf("paletteuse"));
    expect(args).toContain("-an");
    expect(after(args, "-loop")).toBe("0");
    expect(after(args, "-f")).toBe("gif");
  });

  it("makes an over-size GIF again at a lower frame rate, then a smaller frame, and gives up at the smallest", () => {
    const first = { fps: 12.5, width: 480, height: 854 };
    // A little over: a lower rate alone gets under.
    expect(nextGifTry(first, 16_000_000, 15_000_000)).toEqual({ fps: 10, width: 480, height: 854 });
    // Far over: the lowest rate and a frame smaller by the square root of what is still missing.
    const far = nextGifTry(first, 60_000_000, 15_000_000);
    expect(far?.fps).toBe(8);
    expect(far?.width).toBeLessThan(480);
    expect((far?.width ?? 0) % 2).toBe(0);
    expect((far?.height ?? 0) % 2).toBe(0);
    // Predicted bytes (frames x area) land under the limit.
    const predicted = 60_000_000 * (8 / 12.5) * (((far?.width ?? 0) * (far?.height ?? 0)) / (480 * 854));
    expect(predicted).toBeLessThan(15_000_000);
    // Never below the smallest frame, and null once there.
    const floor = nextGifTry({ fps: 8, width: 200, height: 356 }, 900_000_000, 15_000_000);
    expect(floor?.width).toBe(GIF_MIN_SHORT_SIDE);
    expect(nextGifTry({ fps: 8, width: 160, height: 284 }, 20_000_000, 15_000_000)).toBeNull();
  });

  it("makes an MP3 of the video's one sound track alone, without its picture", () => {
    const args = mp3ExportArgs({ input: "in.mp4", output: "out.mp3" }).join(" ");
    expect(args).toContain("-i in.mp4 -map 0:a:0 -vn -c:a libmp3lame -b:a 192k -ar 44100 -ac 2");
    expect(args.endsWith("-f mp3 out.mp3")).toBe(true);
  });
});
