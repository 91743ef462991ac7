import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { signUpVerifyAndSignIn } from "./accounts";
import { lavfiPicture, rgbFrameAt } from "./ffmpeg-pictures";

/**
 * A story's storyboard before it renders, then a rendered video's storyboard edited (the second
 * scene's words and one of the user's own photos) and rendered as a new version that shows the photo in
 * that scene and the other scenes as before, while the first version stays downloadable.
 */

const story =
  "A small fox lived at the edge of a quiet forest. Every morning she watched the sun rise over the hills. " +
  "One day she followed the river all the way to the sea.";
const newWords = "She found a bright pink flower beside the path.";
/** The photo's one colour (a saturated magenta no illustration of this story draws). */
const PHOTO_RGB = [0xe0, 0x10, 0xc0] as const;

/** Screenshots for docs/images/ when STORYBOARD_SHOTS=1 (the docs' pictures come from this very flow). */
const shotsDir = process.env.STORYBOARD_SHOTS
  ? path.resolve(import.meta.dirname, "..", "docs", "images")
  : null;

interface BoardScene {
  id: string;
  text: string;
  start: number;
  end: number;
  picture: { kind: string; mediaId?: string };
}

const W = 90;
const H = 160;

/** One frame of the video at `t` seconds, scaled to 90x160, as RGB bytes. */
function frameAt(file: string, t: number): Buffer {
  const buf = rgbFrameAt(file, t, W, H);
  expect(buf.length).toBe(W * H * 3);
  return buf;
}

/** The share of a frame's pixels that are the photo's colour. */
function photoShare(frame: Buffer): number {
  let n = 0;
  for (let i = 0; i < frame.length; i += 3) {
    const d =
      Math.abs((frame[i] ?? 0) - PHOTO_RGB[0]) +
      Math.abs((frame[i + 1] ?? 0) - PHOTO_RGB[1]) +
      Math.abs((frame[i + 2] ?? 0) - PHOTO_RGB[2]);
    if (d < 90) n++;
  }
  return n / (W * H);
}

/** Mean absolute difference of two frames, 0..255 per channel. */
function meanDiff(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return sum / a.length;
}

const middle = (s: BoardScene) => (s.start + s.end) / 2;

/** Waits on the preview until its video is there (renders are slow on a shared machine). */
async function waitForVideo(page: Page) {
  await expect(page.getByRole("heading", { name: "Preview & Finalize" })).toBeVisible();
  const video = page.getByTestId("preview-video");
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline && (await video.count()) === 0) {
    await expect(page.getByText("Video generation failed. Please try again.")).toHaveCount(0);
    await page.waitForTimeout(1000);
  }
  await expect(video).toBeVisible();
  await expect(page.getByRole("button", { name: "Download" })).toBeEnabled();
}

/** Downloads the preview's video and answers where it was saved. */
async function download(page: Page, name: string): Promise<string> {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download" }).click(),
  ]);
  const to = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "storyboard-")), name);
  await file.saveAs(to);
  const decode = spawnSync("ffmpeg", ["-v", "error", "-i", to, "-f", "null", "-"], { encoding: "utf8" });
  expect(decode.status).toBe(0);
  return to;
}

async function credits(page: Page): Promise<number> {
  const res = await page.request.get("/api/subscription");
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { available_credits: number }).available_credits;
}

async function boardOf(page: Page, projectId: string): Promise<BoardScene[]> {
  const res = await page.request.get(`/api/projects/${projectId}/storyboard`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { storyboard: { scenes: BoardScene[] } }).storyboard.scenes;
}

/**
 * The page at 1280 and at 375 px wide: on a phone nothing scrolls sideways. With STORYBOARD_SHOTS=1 both
 * are saved for docs/images/.
 */
async function desktopAndPhone(page: Page, name: string) {
  if (shotsDir)
    await page.screenshot({ path: path.join(shotsDir, `storyboard-${name}-desktop.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  if (shotsDir)
    await page.screenshot({ path: path.join(shotsDir, `storyboard-${name}-375.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A measurement for the report: in the test's annotations and the run's output. */
function note(type: string, description: string) {
  test.info().annotations.push({ type, description });
  console.log(`${type}: ${description}`);
}

const sceneButton = (page: Page, n: number) =>
  page.getByRole("list", { name: "Scenes" }).getByRole("button", { name: new RegExp(`^Scene ${n}:`) });

test.describe("Storyboard", () => {
  test.setTimeout(1_500_000);
  test.use({ actionTimeout: 60_000, viewport: { width: 1280, height: 900 } });

  test("a creator edits the second scene's words and picture and renders a new version; the first stays downloadable", async ({
    page,
  }) => {
    const photo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "photo-")), "pink.jpg");
    lavfiPicture(
      `color=c=0x${PHOTO_RGB.map((c) => c.toString(16).padStart(2, "0")).join("")}:s=900x1600`,
      photo,
      ["-q:v", "2"],
    );

    await signUpVerifyAndSignIn(page, "board", "Sana Board");
    await page.goto("/story-reel");
    await page.getByRole("textbox", { name: "Your story" }).fill(story);
    await page.getByText("Voice Narration").click();

    // Before generating: the storyboard costs nothing.
    const before = await credits(page);
    await page.getByRole("button", { name: "Storyboard", exact: true }).click();
    await expect(page).toHaveURL(/\/storyboard\?editor=story-reel$/);
    await expect(page.getByRole("heading", { name: "Storyboard" })).toBeVisible();
    await expect(sceneButton(page, 3)).toBeVisible({ timeout: 180_000 });
    await expect(sceneButton(page, 2)).toHaveAccessibleName(/Every morning she watched the sun rise/);
    expect(await credits(page)).toBe(before);
    await desktopAndPhone(page, "before");

    // Generate renders exactly this storyboard: version 1.
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    await expect(page).toHaveURL(/\/story-reel\/preview\?task=/, { timeout: 60_000 });
    const firstTask = new URL(page.url()).searchParams.get("task") ?? "";
    await waitForVideo(page);
    const v1 = await download(page, "v1.mp4");

    // After: Edit opens the storyboard of the video shown.
    await page.getByRole("link", { name: "Edit", exact: true }).click();
    await expect(page).toHaveURL(/\/storyboard\?editor=story-reel&project=/);
    const projectId = new URL(page.url()).searchParams.get("project") ?? "";
    const board1 = await boardOf(page, projectId);
    expect(board1).toHaveLength(3);
    await expect(sceneButton(page, 3)).toBeVisible();
    await desktopAndPhone(page, "after");

    await sceneButton(page, 2).click();
    const words = page.getByLabel("Words of scene 2");
    await words.fill(newWords);
    await page.getByRole("radio", { name: "My photo or clip" }).click();
    await page.getByLabel("Upload a photo or clip").setInputFiles(photo);
    await expect(page.getByRole("button", { name: /^Photo pink\.jpg/, pressed: true })).toBeVisible({
      timeout: 60_000,
    });
    await expect(sceneButton(page, 2)).toHaveAccessibleName(`Scene 2: ${newWords}`);
    await expect(sceneButton(page, 2)).toContainText("My media");
    await desktopAndPhone(page, "scene-edit");

    // Render new version: the credits are stated first.
    await page.getByRole("button", { name: "Render new version" }).click();
    const dialog = page.getByRole("dialog", { name: "Render new version?" });
    await expect(dialog).toContainText(/costs \d+ credits?/);
    await dialog.getByRole("button", { name: /^Render for \d+ credits?$/ }).click();
    await expect(page).toHaveURL(/\/story-reel\/preview\?task=/, { timeout: 60_000 });
    const secondTask = new URL(page.url()).searchParams.get("task") ?? "";
    expect(secondTask).not.toBe(firstTask);
    await waitForVideo(page);
    const v2 = await download(page, "v2.mp4");

    const board2 = await boardOf(page, projectId);
    expect(board2.map((s) => s.text)).toEqual([board1[0]?.text, newWords, board1[2]?.text]);
    expect(board2[1]?.picture.kind).toBe("media");

    // The second scene shows the photo now (and did not before).
    const [a1, b1, c1] = board1 as [BoardScene, BoardScene, BoardScene];
    const [a2, b2, c2] = board2 as [BoardScene, BoardScene, BoardScene];
    const photoNow = photoShare(frameAt(v2, middle(b2)));
    const photoBefore = photoShare(frameAt(v1, middle(b1)));
    note("scene 2 photo share", `v1 ${photoBefore.toFixed(3)}, v2 ${photoNow.toFixed(3)}`);
    expect(photoNow).toBeGreaterThan(0.3);
    expect(photoBefore).toBeLessThan(0.02);

    // The other scenes look as before.
    const diffs = [
      meanDiff(frameAt(v1, middle(a1)), frameAt(v2, middle(a2))),
      meanDiff(frameAt(v1, middle(c1)), frameAt(v2, middle(c2))),
    ];
    note("scenes 1 and 3 mean difference (0..255)", diffs.map((d) => d.toFixed(2)).join(", "));
    for (const d of diffs) expect(d).toBeLessThan(8);

    // The first version is still there: its preview downloads the same file as before.
    await page.goto(`/story-reel/preview?task=${encodeURIComponent(firstTask)}`);
    await waitForVideo(page);
    const again = await download(page, "v1-again.mp4");
    expect(fs.readFileSync(again).equals(fs.readFileSync(v1))).toBe(true);
  });
});
