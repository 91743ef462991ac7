import { expect, test } from "@playwright/test";

// The demo plays on its own only for a visitor who has not asked for reduced motion (use-carousel.ts).
test.use({ reducedMotion: "no-preference" });

test("the landing demo shows the three samples the seed rendered, and the first one plays", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Watch Demo" }).click();
  const demo = page.locator("#demo");
  await expect(demo.getByRole("heading", { name: "AI Spokesperson" })).toBeVisible();
  // Choosing a sample stops the carousel's rotation, so the first one stays on screen.
  await demo.getByRole("button", { name: "Show AI Spokesperson" }).click();
  const thumbnails = demo.getByRole("list", { name: "Sample videos" }).getByRole("button");
  await expect(thumbnails).toHaveText(["AI Spokesperson", "Product Showcase", "AI Presenter"]);
  // Every poster is a real picture from storage.
  for (const img of await demo.getByRole("list", { name: "Sample videos" }).locator("img").all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  }
  const video = demo.getByLabel("AI Spokesperson sample video");
  await video.scrollIntoViewIfNeeded();
  // Muted autoplay once on screen: the rendered MP4 decodes and its time moves on.
  await expect
    .poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(0.5);
  const ratio = await video.evaluate((el: HTMLVideoElement) => el.videoHeight / el.videoWidth);
  expect(ratio).toBeCloseTo(16 / 9, 1);
});
