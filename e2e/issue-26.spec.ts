import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { signUpVerifyAndSignIn } from "./accounts";

/** Issue 26, what a user notices in the browser: each test fails on the code before its fix. */

const phone = { width: 375, height: 812 };
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function scrollToBottom(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  return scrollY(page);
}

test.describe("scroll position", () => {
  test.use({ viewport: phone });

  test("a page opened from the footer starts at its top, and Back returns to where the page was left", async ({
    page,
  }) => {
    await page.goto("/faqs");
    // The questions are loaded: the page has its full height before it is scrolled.
    await expect(page.getByRole("main").getByRole("heading", { level: 3 }).first()).toBeVisible();
    const left = await scrollToBottom(page);

    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    expect(await scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect.poll(() => scrollY(page)).toBe(left);

    await page.getByRole("contentinfo").getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    expect(await scrollY(page)).toBe(0);
  });
});

/** A picture with no face in it (ffmpeg's test pattern), landscape, made at test time. */
function facelessLandscape(): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "issue26-")), "landscape.png");
  const out = spawnSync("ffmpeg", [
    "-v",
    "error",
    "-f",
    "lavfi",
    "-i",
    "testsrc=size=1280x720",
    "-frames:v",
    "1",
    file,
  ]);
  if (out.status !== 0) throw new Error(`ffmpeg failed: ${out.stderr}`);
  return file;
}

/** A PNG of 20 MB: its signature, then zeros (the size rule refuses it before anything reads it). */
const twentyMegabytes = () => {
  const buffer = Buffer.alloc(20 * 1024 * 1024);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(buffer);
  return { name: "huge.png", mimeType: "image/png", buffer };
};

test.describe("upload answers", () => {
  test.setTimeout(300_000);

  test("the avatar dialog shows the latest pick's answer, not a late one for the photo picked before", async ({
    page,
  }) => {
    await signUpVerifyAndSignIn(page, "stale");
    await page.goto("/avatars");
    await page
      .getByRole("button", { name: /Upload custom avatar/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Create Custom Avatar" });
    await expect(dialog).toBeVisible();

    // The server's face check of the first photo is held until the second pick has been answered, so
    // its (real) answer arrives late, as on a slow connection.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let checks = 0;
    await page.route("**/api/avatars/face-check", async (route) => {
      checks += 1;
      const answer = await route.fetch();
      await held;
      await route.fulfill({ response: answer }).catch(() => {});
    });

    const input = dialog.getByLabel(/Choose a picture of your avatar/);
    await input.setInputFiles(facelessLandscape());
    await expect(dialog.getByText("Looking for a face in your photo...")).toBeVisible();
    await expect.poll(() => checks).toBe(1);
    await input.setInputFiles(twentyMegabytes());
    await expect(dialog.getByText("File size must be less than 10MB.")).toBeVisible();

    release();
    // The late answer ("We couldn't find a face...") must not replace the latest pick's message.
    await page.waitForLoadState("networkidle");
    await expect(dialog.getByText(/couldn't find a face/)).toHaveCount(0);
    await expect(dialog.getByText("File size must be less than 10MB.")).toBeVisible();
  });
});
