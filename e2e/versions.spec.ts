import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { signUpVerifyAndSignIn } from "./accounts";

/**
 * A project's versions: with two versions, an export made on version 1's preview is version 1's video and
 * is listed as version 1; version 1's preview lists both and says version 1 is playing, and the storyboard
 * opened from version 1 shows the same list and version 1's words.
 */

const story = "A red kite rises over the hill. The wind carries it away.";
/** Version 2's second scene: many more words, so version 2 is seconds longer than version 1. */
const longerWords =
  "The wind carries it far over the fields, past the river and the old mill, until it is a dot in the sky.";

/** Screenshots for docs/images/versions/ when VERSIONS_SHOTS=1. */
const shotsDir = process.env.VERSIONS_SHOTS
  ? path.resolve(import.meta.dirname, "..", "docs", "images", "versions")
  : null;

/** Waits for a task to end (renders are slow on a shared machine); answers its video's length. */
async function finished(page: Page, taskId: string): Promise<number> {
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/tasks/${taskId}`)).json()) as { task_status: number })
          .task_status,
      { timeout: 600_000, intervals: [2000] },
    )
    .toBeGreaterThanOrEqual(7);
  const task = (await (await page.request.get(`/api/tasks/${taskId}`)).json()) as {
    task_status: number;
    task_result: { duration_s: number };
  };
  expect(task.task_status).toBe(8);
  return task.task_result.duration_s;
}

/**
 * A new user's project with two versions: version 1 from the story, version 2 with its second scene's
 * words changed to many more (so it runs seconds longer).
 */
async function projectWithTwoVersions(page: Page) {
  await signUpVerifyAndSignIn(page, "versions", "Vera Versions");
  const created = await page.request.post("/api/functions/create-video", {
    data: { narrationMode: "voice", story, size: "360x640" },
  });
  expect(created.status()).toBe(201);
  const first = ((await created.json()) as { task_id: string }).task_id;
  const firstS = await finished(page, first);
  const projectId = first;
  const board = (await (await page.request.get(`/api/projects/${projectId}/storyboard`)).json()) as {
    storyboard: { scenes: { text: string }[] };
  };
  expect(board.storyboard.scenes.length).toBeGreaterThanOrEqual(2);
  const firstWords = board.storyboard.scenes[1]?.text ?? "";
  const edited = structuredClone(board.storyboard);
  if (edited.scenes[1]) edited.scenes[1].text = longerWords;
  const rendered = await page.request.post(`/api/projects/${projectId}/versions`, {
    data: { storyboard: edited },
  });
  expect(rendered.status()).toBe(201);
  const second = ((await rendered.json()) as { task_id: string }).task_id;
  const secondS = await finished(page, second);
  expect(secondS - firstS).toBeGreaterThan(2);
  return { projectId, first, second, firstWords, firstS, secondS };
}

/** Opens a version's preview and waits for its video. */
async function openPreview(page: Page, taskId: string) {
  await page.goto(`/story-reel/preview?task=${encodeURIComponent(taskId)}`);
  await expect(page.getByTestId("preview-video")).toBeVisible({ timeout: 120_000 });
}

/** The length of a downloaded file in seconds, as ffprobe reads it. */
function secondsOf(file: string): number {
  const out = spawnSync(
    "ffprobe",
    ["-v", "error", "-show_entries", "format=duration", "-of", "default=nw=1:nk=1", file],
    { encoding: "utf8" },
  );
  expect(out.status).toBe(0);
  return Number(out.stdout.trim());
}

/** The page at 1280 and at 375 px wide: nothing scrolls sideways on a phone; saved with VERSIONS_SHOTS=1. */
async function desktopAndPhone(page: Page, name: string) {
  const region = page.getByRole("region", { name: "Versions" });
  for (const [label, width] of [
    ["1280", 1280],
    ["375", 375],
  ] as const) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await region.scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(width);
    if (shotsDir) await page.screenshot({ path: path.join(shotsDir, `${name}-${label}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe("Project versions", () => {
  test.setTimeout(1_500_000);
  test.use({ actionTimeout: 60_000, viewport: { width: 1280, height: 900 } });

  test("a GIF exported on version 1's preview is version 1's video and is listed as version 1", async ({
    page,
  }) => {
    const made = await projectWithTwoVersions(page);
    await openPreview(page, made.first);
    const card = page.getByRole("region", { name: "Export Settings" });
    await card.getByRole("radio", { name: /9:16/ }).check({ force: true });
    await card.getByRole("radio", { name: /Low/ }).check({ force: true });
    await card.getByRole("radio", { name: /GIF/ }).check({ force: true });
    await card.getByRole("button", { name: "Export video" }).click();
    const exports = page.getByRole("region", { name: "Your exports" });
    const link = exports.getByRole("link", { name: /Download/ });
    await expect(link).toBeVisible({ timeout: 300_000 });
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    const gif = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "versions-")), "v1.gif");
    await download.saveAs(gif);
    const gifS = secondsOf(gif);
    const lengths = `v1 ${made.firstS}, v2 ${made.secondS}, GIF ${gifS}`;
    test.info().annotations.push({ type: "lengths (s)", description: lengths });
    console.log(`lengths (s): ${lengths}`);
    // Version 1's length, not version 2's (seconds longer).
    expect(Math.abs(gifS - made.firstS)).toBeLessThan(0.6);
    await expect(exports.getByText(/^Version 1 · 9:16 · 720p · GIF/)).toBeVisible();
  });

  test("version 1's preview and its storyboard list both versions and say which one is playing", async ({
    page,
  }) => {
    if (shotsDir) fs.mkdirSync(shotsDir, { recursive: true });
    const made = await projectWithTwoVersions(page);
    await openPreview(page, made.first);
    const versions = page.getByRole("region", { name: "Versions" });
    await expect(versions.getByText("Playing version 1 of 2.")).toBeVisible();
    const v1 = versions.getByRole("listitem", { name: "Version 1" });
    const v2 = versions.getByRole("listitem", { name: "Version 2" });
    await expect(v1).toHaveAttribute("aria-current", "true");
    await expect(v1.getByText("Playing")).toBeVisible();
    await expect(v1).toContainText("First version");
    await expect(v2).not.toHaveAttribute("aria-current", "true");
    await expect(v2).toContainText("Scene 2 changed");
    await expect(v2.getByRole("link", { name: "Play version 2" })).toBeVisible();
    await desktopAndPhone(page, "preview-version-1");

    // Edit from version 1: the storyboard shows the list too, and version 1's words.
    await v1.getByRole("link", { name: "Edit from this version (1)" }).click();
    await expect(page).toHaveURL(/\/storyboard\?editor=story-reel&project=.+&version=1$/);
    const onBoard = page.getByRole("region", { name: "Versions" });
    await expect(onBoard.getByText("Editing from version 1. Rendering makes version 3.")).toBeVisible({
      timeout: 60_000,
    });
    await expect(onBoard.getByRole("listitem", { name: "Version 1" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(onBoard.getByRole("listitem", { name: "Version 2" })).toContainText("Scene 2 changed");
    await expect(
      page.getByRole("list", { name: "Scenes" }).getByRole("button", { name: /^Scene 2:/ }),
    ).toHaveAccessibleName(new RegExp(made.firstWords.slice(0, 20)));
    await desktopAndPhone(page, "storyboard-version-1");

    // Play version 2 from the list: its preview says so.
    await onBoard.getByRole("link", { name: "Play version 2" }).click();
    await expect(
      page.getByRole("region", { name: "Versions" }).getByText("Playing version 2 of 2."),
    ).toBeVisible({
      timeout: 60_000,
    });
  });
});
