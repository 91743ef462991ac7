import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { signUpVerifyAndSignIn } from "./accounts";
import { atEachViewport, desktop, desktopAndPhone, shotsDir } from "./shots";

const outDir = shotsDir("/tmp/shots");
const story = "A lighthouse stands at dusk. The lamp turns over the sea. A small boat comes home.";

const shoot = (page: Page, name: string, at?: Locator) =>
  atEachViewport(page, desktopAndPhone, desktop, async (label) => {
    await page.waitForTimeout(300);
    if (at) await at.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(outDir, `${label}-${name}.png`) });
    await page.screenshot({ path: path.join(outDir, `${label}-${name}-full.png`), fullPage: true });
  });

test.use({ viewport: desktop, actionTimeout: 60_000 });

test("exports a finished video from the preview and from /generate", async ({ page }) => {
  test.setTimeout(600_000);
  await signUpVerifyAndSignIn(page, "exports", "Export Taker");
  // A small video through the API (the browser's session), as the editor's Preview button would ask.
  const created = await page.request.post("/api/functions/create-video", {
    data: { narrationMode: "voice", story, size: "360x640", caption_style: "Minimalist" },
  });
  expect(created.status()).toBe(201);
  const { task_id } = (await created.json()) as { task_id: string };

  await page.goto(`/story-reel/preview?task=${task_id}`);
  const card = page.getByRole("region", { name: "Export Settings" });
  await expect(card).toBeVisible({ timeout: 480_000 });
  const settings = card.getByRole("heading", { name: "Export Settings" });
  await card.getByRole("radio", { name: /16:9/ }).check({ force: true });
  await card.getByRole("radio", { name: /Low/ }).check({ force: true });
  await shoot(page, "export-preview-form", settings);
  await card.getByRole("button", { name: "Export video" }).click();
  const list = page.getByRole("region", { name: "Your exports" });
  await expect(list.getByText(/16:9 · 720p · MP4/)).toBeVisible();
  await shoot(page, "export-preview-running", list);
  await expect(list.getByRole("link", { name: /Download/ })).toBeVisible({ timeout: 300_000 });

  await card.getByRole("radio", { name: /9:16/ }).check({ force: true });
  await card.getByRole("radio", { name: /GIF/ }).check({ force: true });
  await card.getByLabel("GIF start (seconds)").fill("1");
  await card.getByLabel("Length (seconds)").fill("3");
  await card.getByRole("button", { name: "Export video" }).click();
  await expect(list.getByRole("link", { name: /Download/ })).toHaveCount(2, { timeout: 300_000 });
  await shoot(page, "export-preview-done", list);
  const download = list.getByRole("link", { name: /story-reel-video-16x9-720p\.mp4/ });
  await expect(download).toHaveAttribute("download", "story-reel-video-16x9-720p.mp4");

  // /generate: the Story Reel's story and its last video (the preview kept it), the same exports.
  await page.goto("/story-reel");
  await page.getByRole("textbox", { name: "Your story" }).fill(story);
  await page.waitForTimeout(3500);
  await page.goto("/generate");
  const generated = page.getByRole("region", { name: "Your exports" });
  await expect(generated.getByRole("link", { name: /Download/ })).toHaveCount(2, { timeout: 60_000 });
  await shoot(page, "export-generate", page.getByRole("heading", { name: "Export Settings" }));
});
