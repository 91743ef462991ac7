import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { signUpVerifyAndSignIn } from "./accounts";
import { rgbFrameAt } from "./ffmpeg-pictures";
import { openSection, sectionHeader } from "./settings-sections";
import { expectItPlays } from "./video-playback";

const story =
  "A small fox lived at the edge of a quiet forest. Every morning she watched the sun rise over the hills. " +
  "One day she followed the river all the way to the sea.";

const storyBox = (page: Page) => page.getByRole("textbox", { name: "Your story" });

async function chooseStyleMusicAndCaptions(page: Page) {
  await openSection(page, "Visual Style");
  await page
    .getByRole("list", { name: "Visual styles" })
    .getByRole("button", { name: /^Minimal/ })
    .click();
  await expect(sectionHeader(page, "Visual Style")).toContainText("Minimal");

  await openSection(page, "Background Music");
  const tracks = page.getByRole("list", { name: "Background music" }).getByRole("listitem");
  await expect(tracks.nth(1)).toBeVisible();
  const track = tracks.nth(1).getByRole("button", { pressed: false }).last();
  const trackName = (await track.locator("span.block").first().textContent())?.trim() ?? "";
  await track.click();
  await expect(sectionHeader(page, "Background Music")).toContainText(trackName);

  await openSection(page, "Captions");
  await page
    .getByRole("list", { name: "Caption styles" })
    .getByRole("button", { name: /^Cinematic/ })
    .click();
  await expect(sectionHeader(page, "Captions")).toContainText("Cinematic");
}

/** Clicks Preview, then follows the preview through its stages to the player. Answers the stages seen. */
async function generateAndWatch(page: Page): Promise<string[]> {
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await expect(page).toHaveURL(/\/story-reel\/preview\?task=[\w-]+$/, { timeout: 60_000 });
  await expect(page.getByRole("heading", { name: "Preview & Finalize" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Download" })).toBeDisabled();
  const seen: string[] = [];
  const video = page.getByTestId("preview-video");
  const deadline = Date.now() + 480_000;
  while (Date.now() < deadline && (await video.count()) === 0) {
    await expect(page.getByText("Video generation failed. Please try again.")).toHaveCount(0);
    const stage = (
      await page
        .getByTestId("stage-name")
        .textContent()
        .catch(() => null)
    )?.trim();
    // "Starting..." is the placeholder until the first status arrives, not a stage of the table.
    if (stage && stage !== "Starting..." && seen.at(-1) !== stage) seen.push(stage);
    await page.waitForTimeout(500);
  }
  await expect(video).toBeVisible();
  return seen;
}

/**
 * The preview showed the render's stages from the spec's table before the player (a fast render may pass
 * several between two updates, so at least one), and ends at generated, 100%.
 */
function expectStagesThenDone(stages: string[]) {
  test.info().annotations.push({ type: "stages seen", description: stages.join(" > ") });
  const table = [
    "story generation",
    "character references",
    "image prompts",
    "images",
    "audio and video config",
    "video generation started",
    "processing",
    "generated",
  ];
  expect(stages.length).toBeGreaterThan(0);
  for (const stage of stages) expect(table.map((t) => t.toLowerCase())).toContain(stage.toLowerCase());
}

async function playIt(page: Page) {
  await expect(page.getByTestId("stage-name")).toHaveText(/generated/i);
  await expect(page.getByTestId("stage-percent")).toHaveText("100%");
  const video = page.getByTestId("preview-video");
  await expectItPlays(video);
  await video.evaluate((v: HTMLVideoElement) => v.pause());
}

interface Probe {
  format: { format_name: string; duration: string };
  streams: { codec_type: string; codec_name: string; width?: number; height?: number }[];
}

/** Downloads the video and checks with ffprobe that it is a playable 9:16 MP4 with sound. */
async function downloadAndProbe(page: Page): Promise<{ file: string; probe: Probe }> {
  await expect(page.getByRole("button", { name: "Download" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Share" })).toBeEnabled();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("story-reel-video.mp4");
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "reel-")), "story-reel-video.mp4");
  await download.saveAs(file);
  const out = spawnSync(
    "ffprobe",
    ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", file],
    { encoding: "utf8" },
  );
  expect(out.status).toBe(0);
  const probe = JSON.parse(out.stdout) as Probe;
  expect(probe.format.format_name).toContain("mp4");
  expect(Number(probe.format.duration)).toBeGreaterThan(2);
  const videoStream = probe.streams.find((s) => s.codec_type === "video");
  expect(videoStream?.codec_name).toBe("h264");
  expect((videoStream?.height ?? 0) / (videoStream?.width ?? 1)).toBeCloseTo(16 / 9, 1);
  expect(probe.streams.some((s) => s.codec_type === "audio")).toBe(true);
  // Decoding the whole file proves it plays to the end.
  const decode = spawnSync("ffmpeg", ["-v", "error", "-i", file, "-f", "null", "-"], { encoding: "utf8" });
  expect(decode.status).toBe(0);
  return { file, probe };
}

/** Pixels of the Cinematic preset's colour (#ffde59) in the middle band of frames across the video. */
function cinematicCaptionPixels(file: string, duration: number): number {
  let best = 0;
  for (const at of [0.2, 0.35, 0.5, 0.65, 0.8]) {
    const buf = rgbFrameAt(file, duration * at, 270, 480);
    let count = 0;
    for (let y = Math.floor(480 * 0.3); y < Math.floor(480 * 0.7); y++) {
      for (let x = 0; x < 270; x++) {
        const i = (y * 270 + x) * 3;
        const d =
          Math.abs((buf[i] ?? 0) - 0xff) +
          Math.abs((buf[i + 1] ?? 0) - 0xde) +
          Math.abs((buf[i + 2] ?? 0) - 0x59);
        if (d < 90) count++;
      }
    }
    best = Math.max(best, count);
  }
  return best;
}

/**
 * The video file is private (a guest gets 404); Share makes a public link to it that a browser with no
 * session plays, byte ranges included, until the owner stops sharing.
 */
async function shareThenStop(page: Page, browser: Browser) {
  const privateSrc = await page.getByTestId("preview-video").getAttribute("src");
  expect(privateSrc).toMatch(/^\/storage\/renders\//);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByText("Link copied to clipboard.")).toBeVisible();
  const link = await page.getByRole("textbox", { name: "Link to the video" }).inputValue();
  expect(link).toMatch(/\/share\/[A-Za-z0-9_-]{32}\/video\.mp4$/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  const guest = await browser.newContext();
  try {
    expect((await guest.request.get(new URL(privateSrc ?? "", link).toString())).status()).toBe(404);
    const shared = await guest.request.get(link, { headers: { range: "bytes=0-1023" } });
    expect(shared.status()).toBe(206);
    expect(shared.headers()["content-type"]).toBe("video/mp4");
    expect((await shared.body()).subarray(4, 8).toString("latin1")).toBe("ftyp");

    await page.getByRole("button", { name: "Stop sharing" }).click();
    await expect(page.getByText("Sharing is off: the link no longer plays the video.")).toBeVisible();
    expect((await guest.request.get(link)).status()).toBe(404);
  } finally {
    await guest.close();
  }
}

test.describe("Story Reel", () => {
  test.setTimeout(900_000);
  // Renders are slow on a busy machine, single clicks and fills are not.
  test.use({ actionTimeout: 60_000 });

  test("a creator writes a story, picks a voice, style, music and captions, downloads a playable MP4 and shares it", async ({
    page,
    browser,
  }) => {
    await signUpVerifyAndSignIn(page, "reel", "Rhea Reel");
    await page.goto("/story-reel");
    await expect(page.getByRole("heading", { name: "Create Your Story Reel" })).toBeVisible();
    await storyBox(page).fill(story);
    await expect(page.getByTestId("story-counter")).toHaveText(`${story.length}/1500`);

    await page.getByText("Voice Narration").click();
    await openSection(page, "Voice");
    const voices = page.getByRole("list", { name: "Voices" });
    await expect(voices.getByRole("listitem").first()).toBeVisible();
    const voiceButton = voices.getByRole("listitem").first().getByRole("button", { pressed: false }).last();
    const voiceName = (await voiceButton.locator("span.block").first().textContent())?.trim() ?? "";
    await voiceButton.click();
    await expect(sectionHeader(page, "Voice")).toContainText(voiceName);
    await chooseStyleMusicAndCaptions(page);

    const stages = await generateAndWatch(page);
    expectStagesThenDone(stages);
    await expect(page.getByText("Video Settings")).toBeVisible();
    await expect(page.getByText(voiceName, { exact: true })).toBeVisible();

    await playIt(page);
    const { file, probe } = await downloadAndProbe(page);
    expect(cinematicCaptionPixels(file, Number(probe.format.duration))).toBeGreaterThan(60);
    await shareThenStop(page, browser);
  });

  test("the same in avatar mode with a stock presenter", async ({ page }) => {
    await signUpVerifyAndSignIn(page, "reel", "Rhea Reel");
    await page.goto("/story-reel");
    await storyBox(page).fill(story);
    await expect(page.getByRole("radio", { name: /Avatar Narration/ })).toBeChecked();
    await openSection(page, "AI Avatar");
    const presenters = page.getByRole("list", { name: "Stock avatars" }).getByRole("button");
    await expect(presenters.first()).toBeVisible();
    const presenterName = (await presenters.first().textContent())?.trim() ?? "";
    await presenters.first().click();
    await expect(sectionHeader(page, "AI Avatar")).toContainText(presenterName);
    await chooseStyleMusicAndCaptions(page);

    const stages = await generateAndWatch(page);
    expectStagesThenDone(stages);
    await expect(page.getByText(presenterName, { exact: true })).toBeVisible();
    await playIt(page);
    await downloadAndProbe(page);
  });

  test("reloading the editor mid-edit keeps the text", async ({ page }) => {
    await signUpVerifyAndSignIn(page, "reel", "Rhea Reel");
    await page.goto("/story-reel");
    const text = "Half a thought, typed just now";
    await storyBox(page).fill(text);
    // Well inside the 3 s before the server copy is written: this browser's copy must carry it.
    await page.reload();
    await expect(storyBox(page)).toHaveValue(text);
    // After the server save, a new browser on another device gets it too.
    await page.waitForTimeout(3_500);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(storyBox(page)).toHaveValue(text);
  });
});
