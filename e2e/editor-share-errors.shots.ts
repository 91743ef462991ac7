// The editor's and preview's screens (voice pitch/speed, emoji captions, share panel, network error, no-face
// avatar error) at desktop and phone widths, saved to /tmp/shots (not the docs).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { signUpVerifyAndSignIn, submitSignIn } from "./accounts";
import { openAvatarUpload } from "./avatar-upload";
import { lavfiPicture } from "./ffmpeg-pictures";
import { openSection } from "./settings-sections";
import { atEachViewport, desktop, desktopAndPhone, shotsDir } from "./shots";

const outDir = shotsDir("/tmp/shots");
const story =
  "A small fox lived at the edge of a quiet forest. Every morning she watched the sun rise over the hills. " +
  "One day she followed the river all the way to the sea.";

const shoot = (page: Page, name: string, fullPage = false, at?: Locator) =>
  atEachViewport(page, desktopAndPhone, desktop, async (label) => {
    await page.waitForTimeout(300);
    if (at) await at.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(outDir, `${label}-${name}.png`), fullPage });
  });

test.use({ viewport: desktop, actionTimeout: 60_000 });

test("sign-in network error", async ({ page }) => {
  await page.goto("/auth/login");
  await page.route("**/api/auth/**", (route) => route.abort());
  await page.getByLabel("Email").fill("someone@example.com");
  await submitSignIn(page, "someone@example.com");
  await expect(page.getByText(/Unable to connect to the backend/)).toBeVisible();
  await shoot(page, "signin-network-error");
});

test("story reel editor, preview and share", async ({ page }) => {
  test.setTimeout(600_000);
  await signUpVerifyAndSignIn(page, "shots", "Shot Taker");
  await page.goto("/story-reel");
  await page.getByRole("textbox", { name: "Your story" }).fill(story);
  await page.getByText("Voice Narration").click();
  await openSection(page, "Voice");
  const pitch = page.getByLabel("Pitch");
  await pitch.scrollIntoViewIfNeeded();
  await pitch.fill("1.2");
  await page.getByLabel("Speed").fill("1.25");
  await page
    .getByRole("list", { name: "Voices" })
    .getByRole("listitem")
    .first()
    .getByRole("button", { pressed: false })
    .last()
    .click();
  await shoot(page, "editor-voice-sliders", false, page.getByLabel("Speed"));
  await openSection(page, "Captions");
  await shoot(page, "editor-captions-disabled", false, page.getByText("Emoji accents"));
  await page
    .getByRole("list", { name: "Caption styles" })
    .getByRole("button", { name: /^Cinematic/ })
    .click();
  await page.getByText("Emoji accents").click();
  await shoot(page, "editor-captions-emoji", false, page.getByText("Emoji accents"));

  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await expect(page).toHaveURL(/\/story-reel\/preview\?task=[\w-]+$/, { timeout: 60_000 });
  await expect(page.getByTestId("preview-video")).toBeVisible({ timeout: 480_000 });
  await expect(page.getByRole("button", { name: "Share" })).toBeEnabled();
  await shoot(page, "preview-settings", false, page.getByText("Video Settings"));
  await shoot(page, "preview-full", true);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByRole("textbox", { name: "Link to the video" })).toBeVisible();
  await shoot(page, "preview-share", false, page.getByRole("button", { name: "Stop sharing" }));
  await shoot(page, "preview-share-full", true);
});

test("custom avatar dialog: no face", async ({ page }) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shots-"));
  const gradient = path.join(dir, "gradient.png");
  lavfiPicture("gradients=s=600x800:c0=0x1e3a8a:c1=0xf472b6", gradient);
  await signUpVerifyAndSignIn(page, "shots", "Shot Taker");
  await page.goto("/story-reel");
  await openSection(page, "AI Avatar");
  const mine = page.getByRole("region", { name: "Your custom avatars" });
  await mine.scrollIntoViewIfNeeded();
  const dialog = await openAvatarUpload(page, mine);
  await dialog.getByLabel(/Choose a picture of your avatar/).setInputFiles(gradient);
  await page.waitForTimeout(3000);
  await shoot(page, "avatar-noface-after-upload", false, dialog.getByRole("button", { name: "Next" }));
  await dialog
    .getByLabel("Avatar name")
    .fill("Gradient")
    .catch(() => {});
  await dialog
    .getByRole("button", { name: "Next" })
    .click({ timeout: 5000 })
    .catch(() => {});
  await page.waitForTimeout(1000);
  await shoot(page, "avatar-noface-after-next");
  const voice = path.join(dir, "voice.wav");
  spawnSync("espeak-ng", ["-v", "en", "-w", voice, "Hello, this is my voice."]);
  await dialog.getByLabel(/Or upload a voice sample/).setInputFiles(voice);
  await expect(dialog.getByLabel("Voice sample preview")).toBeVisible();
  await dialog.getByRole("button", { name: "Save Avatar" }).click();
  await page.waitForTimeout(4000);
  await shoot(page, "avatar-noface-after-save", false, dialog.getByRole("button", { name: "Save Avatar" }));
});
