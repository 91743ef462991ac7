import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runProcessBytes } from "../media/run-process";
import { FAKE_DID_COLOR, startFakeDid } from "../test/fake-did-server";
import { testFrame } from "../test/render/compose-test-video";
import { FIXTURE_PRESENTER } from "../test/render/fixture-catalog";
import { createRenderHarness } from "../test/render/harness";
import { avatarPlacement } from "./compose";

const KEY = "ZmFrZTprZXk=";
const STORY = "The lighthouse keeper climbed the stairs. A small boat waited in the storm. He lit the lamp.";
const SIZE = { width: 360, height: 640 };

/** The colour at the middle of the avatar bubble, half-way through the video. */
async function bubbleColor(file: string, atS: number): Promise<[number, number, number]> {
  const place = avatarPlacement(testFrame(SIZE.width, SIZE.height, { presenter: "corner" }));
  const cx = Math.round(place.x + place.size / 2);
  const cy = Math.round(place.y + place.size / 2);
  const { stdout } = await runProcessBytes("ffmpeg", [
    ...["-v", "error", "-ss", atS.toFixed(2), "-i", file, "-frames:v", "1"],
    ...["-vf", `crop=4:4:${cx - 2}:${cy - 2}`, "-f", "rawvideo", "-pix_fmt", "rgb24", "pipe:1"],
  ]);
  const px = (ch: number) => [0, 1, 2, 3].reduce((a, i) => a + (stdout[i * 3 * 4 + ch] ?? 0), 0) / 4;
  return [px(0), px(1), px(2)];
}
const magenta = (c: [number, number, number]) => {
  const want = [
    (Number(FAKE_DID_COLOR) >> 16) & 255,
    (Number(FAKE_DID_COLOR) >> 8) & 255,
    Number(FAKE_DID_COLOR) & 255,
  ];
  return c.every((v, i) => Math.abs(v - (want[i] ?? 0)) < 30);
};

async function renderWith(outcome: "done" | "error") {
  const did = await startFakeDid({ apiKey: KEY, outcome });
  const h = await createRenderHarness({
    env: {
      LIPSYNC_PROVIDER: "d-id",
      DID_API_KEY: KEY,
      DID_API_URL: did.url,
      FETCH_ALLOW_PRIVATE_HOSTS: did.host,
    },
  });
  const row = await h.render({
    story: STORY,
    narrationMode: "avatar",
    character_ref: { narrator_avatar: FIXTURE_PRESENTER },
    size: `${SIZE.width}x${SIZE.height}`,
  });
  const file = h.fileOf(String(row.task_result?.video_url));
  const durationS = Number((row.task_result as { duration_s?: number }).duration_s);
  const color = await bubbleColor(file, durationS / 2);
  return { did, h, row, color };
}

describe("an avatar render with D-ID configured", () => {
  let run: Awaited<ReturnType<typeof renderWith>>;
  beforeAll(async () => {
    run = await renderWith("done");
  }, 240_000);
  afterAll(async () => {
    await run?.h.close();
    await run?.did.close();
  });

  it("uploads the portrait and the narration, creates a talk and polls it until done, with the key", () => {
    const calls = run.did.requests.map((r) => `${r.method} ${r.path.replace(/tlk_\d+/, "{id}")}`);
    expect(calls).toEqual([
      "POST /images",
      "POST /audios",
      "POST /talks",
      "GET /talks/{id}",
      "GET /talks/{id}",
      "GET /talks/{id}",
    ]);
    expect(run.did.requests.every((r) => r.authorization === `Basic ${KEY}`)).toBe(true);
    const talk = JSON.parse(run.did.requests[2]?.body ?? "{}") as { script?: { type?: string } };
    expect(talk.script?.type).toBe("audio");
  });

  it("shows the MP4 D-ID returned as the avatar", () => {
    expect(magenta(run.color)).toBe(true);
  });

  it("records D-ID as the avatar engine of the task and the video", () => {
    expect(run.row.engine).toContain("D-ID lip-sync avatar");
    const data = JSON.parse(String((run.row.task_result as { video_data?: string }).video_data)) as {
      engine: { avatar: string };
    };
    expect(data.engine.avatar).toBe("d-id");
  });
});

describe("an avatar render when D-ID fails", () => {
  it("still finishes with the local avatar, and the task says so", async () => {
    const run = await renderWith("error");
    try {
      expect(magenta(run.color)).toBe(false);
      expect(run.row.engine).toContain("local avatar");
      expect(run.row.engine).not.toContain("D-ID");
    } finally {
      await run.h.close();
      await run.did.close();
    }
  }, 240_000);
});
