import { describe, expect, it } from "vitest";
import { actualEngineLabel } from "./engine-label";

describe("the engine label of a finished video", () => {
  const created = "local writer + festival speech + local scene renderer + D-ID lip-sync avatar + ffmpeg";

  it("names the hosted avatar engine when it made the avatar", () => {
    expect(actualEngineLabel(created, { avatar: "d-id", stock: false })).toBe(created);
  });

  it("names the local avatar when the hosted engine failed and the local one spoke", () => {
    expect(actualEngineLabel(created, { avatar: "local", stock: false })).toBe(
      "local writer + festival speech + local scene renderer + local avatar + ffmpeg",
    );
  });

  it("adds Pexels stock footage when a scene shows stock media", () => {
    expect(
      actualEngineLabel("local writer + festival speech + local scene renderer + ffmpeg", {
        avatar: null,
        stock: true,
      }),
    ).toBe("local writer + festival speech + local scene renderer + Pexels stock footage + ffmpeg");
  });
});
