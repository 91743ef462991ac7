// The screens changed for /generate, the library and the language check, in real Chromium at 1280 px and
// 375 px wide, saved to docs/images/generate-library/ (SHOTS_DIR): a 16:9 project's library card, the
// language notice in the Story Reel editor, /generate with a finished 16:9 video, and /media with two
// photos of the same name.
//   npm run build -w app && npx playwright test -c e2e/screenshots.config.ts e2e/generate-library.shots.ts
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { signUpVerifyAndSignIn } from "./accounts";
import { docsImages, shootFromTop, shotsDir } from "./shots";
import { createVideo, waitUntilGenerated } from "./tasks";

const outDir = shotsDir(docsImages("generate-library"));
const desktop = { width: 1280, height: 860 };
const phone = { width: 375, height: 812 };

const shoot = (page: Page, name: string, target?: () => Promise<void>) =>
  shootFromTop(page, outDir, { desktop, phone }, name, target);

test.use({ viewport: desktop, actionTimeout: 60_000 });

test("generate, library and language screens", async ({ page }) => {
  test.setTimeout(900_000);
  await signUpVerifyAndSignIn(page, "shots", "Sam Shots");

  // The language notice: Hindi chosen, an English story pasted.
  await page.goto("/story-reel");
  await page.getByLabel("Language", { exact: true }).first().selectOption("hi");
  await page
    .getByRole("textbox", { name: "Your story" })
    .fill(
      "Leo opens his small bakery before dawn. He bakes bread for the village, and the children wait at the door.",
    );
  const notice = page.getByTestId("language-mismatch");
  await expect(notice).toBeVisible();
  await shoot(page, "language-notice", () => notice.scrollIntoViewIfNeeded());

  // A 16:9 project and a 9:16 one, in the library.
  const ids: string[] = [];
  for (const [story, size] of [
    ["Leo opens his small bakery before dawn. The first loaves come out golden.", "640x360"],
    ["A lighthouse stands at dusk. The lamp turns over the sea.", "360x640"],
  ] as const)
    ids.push(await createVideo(page, story, size, "Minimalist"));
  for (const id of ids) await waitUntilGenerated(page, id);
  await page.goto("/projects");
  await expect(page.getByTestId("project-card")).toHaveCount(2);
  await page.waitForTimeout(1000);
  await shoot(page, "library-16x9-card");

  // /generate with the finished 16:9 video, followed from the preview.
  await page.goto(`/story-reel/preview?task=${ids[0]}`);
  await expect(page.getByTestId("preview-video")).toBeVisible({ timeout: 120_000 });
  await shoot(page, "preview-settings", () => page.getByText("Video Settings").scrollIntoViewIfNeeded());
  await page.goto("/generate");
  await expect(page.getByText("Ready", { exact: true })).toBeVisible();
  await expect(page.getByTestId("status-size")).toHaveText("16:9 · 640×360");
  await shoot(page, "generate-ready");

  // /media: two photos named photo.jpg.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gen-shots-"));
  const ff = (...args: string[]) =>
    execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args]);
  fs.mkdirSync(path.join(dir, "a"));
  fs.mkdirSync(path.join(dir, "b"));
  ff("-f", "lavfi", "-i", "mandelbrot=s=1600x1200", "-frames:v", "1", path.join(dir, "a", "photo.jpg"));
  ff("-f", "lavfi", "-i", "testsrc2=s=800x600", "-frames:v", "1", path.join(dir, "b", "photo.jpg"));
  await page.goto("/media");
  const input = page.getByTestId("media-file-input");
  const library = page.getByRole("list", { name: "Your photos and clips" });
  // One at a time: a new pick replaces an upload still running.
  for (const [i, sub] of ["a", "b"].entries()) {
    await input.setInputFiles(path.join(dir, sub, "photo.jpg"));
    await expect(library.getByRole("listitem")).toHaveCount(i + 1);
  }
  await expect(library.getByText(/800×600/)).toBeVisible();
  await shoot(page, "media-tiles");
});
