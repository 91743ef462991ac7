// A whole-story recording's waveform with its scenes, at desktop and phone widths, saved to
// docs/images/recording (SHOTS_DIR): in the Story Reel editor after the take is used, a scene pressed,
// and in the storyboard. The fake microphone leaves the story's second sentence out, so one scene is
// marked as not in the recording.
//   npm run build && npx playwright test -c e2e/screenshots.config.ts e2e/recording-scenes.shots.ts
import fs from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { signUpVerifyAndSignIn } from "./accounts";
import { fakeMicrophone } from "./fake-microphone";

const outDir = process.env.SHOTS_DIR ?? path.join(import.meta.dirname, "../docs/images/recording");
fs.mkdirSync(outDir, { recursive: true });
const desktop = { width: 1366, height: 900 };
const phone = { width: 375, height: 812 };
const STORY = "The old ferry left at dawn. Gulls followed it across the bay. By noon it was home.";
test.use({
  viewport: desktop,
  launchOptions: fakeMicrophone("The old ferry left at dawn. By noon it was home."),
});

const shoot = async (page: Page, name: string, at: Locator) => {
  for (const [label, viewport] of [
    ["1366", desktop],
    ["375", phone],
  ] as const) {
    await page.setViewportSize(viewport);
    // The page's layout changes with the width and draws the view again: scroll once it has settled.
    await expect(async () => {
      await expect(at.getByRole("img")).toBeVisible({ timeout: 2000 });
      // Its top just below the sticky header (the storyboard scrolls to a scene's recorder when it opens).
      await at.evaluate(
        (e) => {
          e.scrollIntoView({ block: "start", behavior: "instant" });
          window.scrollBy({ top: -96, behavior: "instant" });
        },
        undefined,
        { timeout: 2000 },
      );
      await expect(at.getByRole("img")).toBeInViewport({ ratio: 1, timeout: 500 });
    }).toPass({ timeout: 30_000 });
    await page.screenshot({ path: path.join(outDir, `${name}-${label}.png`) });
    // Nothing runs off the side of the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
  }
  await page.setViewportSize(desktop);
};

test("a whole-story recording's scenes on its waveform", async ({ page }) => {
  test.setTimeout(400_000);
  await signUpVerifyAndSignIn(page, "waveshots");
  await page.goto("/story-reel");
  await page.getByRole("textbox", { name: "Your story" }).fill(STORY);
  await page.getByText("Voice Narration").click();
  const recorder = page.getByRole("region", { name: "Your own voice" });
  await recorder.getByRole("button", { name: "Record your narration" }).click();
  await expect(recorder.getByText("Recording", { exact: true })).toBeVisible({ timeout: 10_000 });
  await page.waitForTimeout(8000);
  await recorder.getByRole("button", { name: "Stop recording" }).click();
  await recorder.getByRole("button", { name: "Use this recording" }).click();
  await expect(recorder.getByText(/Narrated by your recording/)).toBeVisible({ timeout: 30_000 });
  await recorder.getByRole("button", { name: "Show the scenes on your recording" }).click();
  const scenes = recorder.getByRole("region", { name: "Your recording's scenes" });
  await expect(scenes.getByRole("img")).toBeVisible({ timeout: 180_000 });
  await shoot(page, "story-reel-scenes", scenes);
  await scenes.getByRole("button", { name: /^Scene 1, / }).click();
  await shoot(page, "story-reel-scene-1", scenes);
  await scenes.getByRole("button", { name: "Re-record this scene" }).click();
  const board = page.getByRole("region", { name: "Your recording's scenes" });
  await expect(board.getByRole("img")).toBeVisible({ timeout: 60_000 });
  await shoot(page, "storyboard-scenes", board);
});
