// The /generate page's status panel with a finished 16:9 video: the panel takes the video's
// shape, so the video shows with no bars. Saved to /tmp/shots (SHOTS_DIR) at 1280 and 375 px wide.
//   npm run build -w app && npx playwright test -c e2e/screenshots.config.ts e2e/generate-shape.shots.ts
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { signUpVerifyAndSignIn } from "./accounts";

const outDir = process.env.SHOTS_DIR ?? "/tmp/shots";
fs.mkdirSync(outDir, { recursive: true });
const story = "A lighthouse stands at dusk. The lamp turns over the sea. A small boat comes home.";

test.use({ viewport: { width: 1280, height: 900 }, actionTimeout: 60_000 });

test("shows a finished 16:9 video on /generate in its own shape", async ({ page }) => {
  test.setTimeout(600_000);
  await signUpVerifyAndSignIn(page, "wide", "Wide Maker");
  // A small 16:9 video through the API (the browser's session), as the editor's Preview button would ask.
  const created = await page.request.post("/api/functions/create-video", {
    data: { narrationMode: "voice", story, size: "640x360", caption_style: "Minimalist" },
  });
  expect(created.status()).toBe(201);
  const { task_id } = (await created.json()) as { task_id: string };
  // The preview keeps the finished video as the Story Reel's last one.
  await page.goto(`/story-reel/preview?task=${task_id}`);
  await expect(page.getByTestId("preview-video")).toBeVisible({ timeout: 480_000 });

  // The editor's story and size (autosaved), then /generate.
  await page.goto("/story-reel");
  await page.getByRole("textbox", { name: "Your story" }).fill(story);
  await page.getByRole("radio", { name: /^16:9/ }).check({ force: true });
  await page.waitForTimeout(3500);
  await page.goto("/generate");
  const video = page.getByTestId("status-video");
  await expect(video).toBeVisible();
  await expect(video).toHaveAttribute("style", /aspect-ratio: 640 \/ 360/, { timeout: 30_000 });
  // A frame into the video, so the still shows a scene rather than the first black frame.
  await video.evaluate(async (el: HTMLVideoElement) => {
    el.currentTime = 2;
    await new Promise((resolve) => el.addEventListener("seeked", resolve, { once: true }));
  });

  for (const [label, width, height] of [
    ["1280", 1280, 900],
    ["375", 375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(500);
    const box = await video.boundingBox();
    if (!box) throw new Error("the video has no box");
    // The box's shape is the video's: 16:9 within a pixel.
    expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
    // Nothing wider than the screen: the page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await video.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(outDir, `generate-16x9-${label}.png`) });
    await page.screenshot({ path: path.join(outDir, `generate-16x9-${label}-full.png`), fullPage: true });
  }
});
