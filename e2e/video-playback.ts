import { expect, type Locator } from "@playwright/test";

/** Plays a video muted (autoplay rules allow that) and waits until it has played past 0.3 s. */
export async function expectItPlays(video: Locator) {
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
  });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(0.3);
}
