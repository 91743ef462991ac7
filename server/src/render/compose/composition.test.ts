import { describe, expect, it } from "vitest";
import { compositionArgs } from "./composition";
import { muxArgs, plainEncodeArgs } from "./output";

/** One second of one picture, small, with no captions or presenter. */
const oneSecondUncaptioned = {
  images: ["a.png"],
  durationsMs: [1000],
  width: 180,
  height: 320,
  assPath: null,
  avatar: null,
};

describe("the composition's command", () => {
  it("builds the composition: local xfades, avatar, captions with complex shaping, H.264 in yuv420p", () => {
    const args = compositionArgs({
      images: ["a.png", "b.png", "c.png"],
      durationsMs: [2000, 2000, 2000],
      width: 1080,
      height: 1920,
      audioPath: "audio.wav",
      assPath: "/tmp/x/captions.ass",
      avatar: { listPath: "av.ffconcat", maskPath: "m.png", ringPath: "r.png", size: 388, x: 76, y: 1130 },
      out: "out.mp4",
    });
    const graph = args[args.indexOf("-filter_complex") + 1] ?? "";
    // Each transition blends only its own frames: the tail of one scene's pan with the head of the next.
    // Scene 0's stream (60 frames and a 12-frame tail) is cut into body and tail, scene 1's into its
    // 12-frame head, body and tail.
    expect(graph).toContain("[s0]segment=frames=60[b0r][t0r]");
    expect(graph).toContain("[s1]segment=frames=12|60[h1r][b1r][t1r]");
    expect(graph).toContain("[t0r]setpts=PTS-STARTPTS[t0]");
    expect(graph).toContain("[t0][h1]xfade=transition=fade:duration=0.4000:offset=0[x0]");
    expect(graph).toContain("[t1][h2]xfade=transition=smoothleft:duration=0.4000:offset=0[x1]");
    expect(graph).toContain("[b0][x0][b1][x1][b2]concat=n=5:v=1:a=0[scenes]");
    expect(graph).not.toMatch(/yuv444|format=yuv420p,trim/);
    expect(graph).toContain("alphamerge");
    expect(graph).toContain("overlay=x=76:y=1130:eof_action=pass:format=yuv420");
    expect(args).toEqual(expect.arrayContaining(["-f", "concat", "-i", "av.ffconcat"].slice(2)));
    expect(graph).toContain("ass=filename='/tmp/x/captions.ass':shaping=complex");
    expect(args).toEqual(
      expect.arrayContaining(["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-r", "30"]),
    );
    expect(args).toEqual(
      expect.arrayContaining(["-c:a", "aac", "-ar", "48000", "-ac", "2", "-movflags", "+faststart"]),
    );
    expect(args.at(-1)).toBe("out.mp4");
    expect(args[args.indexOf("-t") + 1]).toBe("6.000");
  });

  it("renders video only when the audio is muxed in afterwards, and the floor encodes like the composition", () => {
    const video = compositionArgs({ ...oneSecondUncaptioned, audioPath: null, out: "v.mp4" });
    expect(video).toContain("-an");
    expect(video).not.toContain("aac");
    expect(muxArgs("v.mp4", "a.m4a", 1, "o.mp4")).toEqual(
      expect.arrayContaining(["-c", "copy", "-movflags", "+faststart"]),
    );
    const encoder = (a: string[]) => a.slice(a.indexOf("libx264") - 1, a.indexOf("yuv420p") + 1);
    const floor = plainEncodeArgs("still.png", 1080, 1920, 10, "floor.mp4");
    expect(encoder(floor)).toEqual(encoder(video));
    expect(floor.join(" ")).toContain("loop=loop=299");
  });

  it("has no captions layer when captions are off", () => {
    const args = compositionArgs({ ...oneSecondUncaptioned, audioPath: "a.wav", out: "o.mp4" });
    expect(args.join(" ")).not.toMatch(/ass=|subtitles=/);
  });
});
