// The media library in real Chromium, at 1280 px and 375 px wide, saved to docs/images/media/
// (SHOTS_DIR): the empty library, uploads of real photos and a clip made with ffmpeg (the clip prepared by
// the server's job), a .jpg that is really text refused in the server's words, and the delete confirm.
//   npm run build -w app && npx playwright test -c e2e/screenshots.config.ts e2e/media.shots.ts
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { signUpVerifyAndSignIn } from "./accounts";
import { atEachViewport, docsImages, shotsDir } from "./shots";

const outDir = shotsDir(docsImages("media"));
const desktop = { width: 1280, height: 860 };
const phone = { width: 375, height: 812 };

const shoot = (page: Page, name: string) =>
  atEachViewport(
    page,
    [
      ["desktop", desktop],
      ["phone", phone],
    ],
    desktop,
    async (label) => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: path.join(outDir, `${name}-${label}.png`) });
    },
  );

/** Real files: two photos and a 4 s clip with sound, made by ffmpeg; a text file named like a photo. */
function makeFiles() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "media-shots-"));
  const ff = (...args: string[]) =>
    execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args]);
  ff("-f", "lavfi", "-i", "mandelbrot=s=1600x1200", "-frames:v", "1", path.join(dir, "mountains.jpg"));
  ff(
    "-f",
    "lavfi",
    "-i",
    "gradients=s=1080x1350:c0=0x6d5dfc:c1=0xec4899:n=2",
    "-frames:v",
    "1",
    path.join(dir, "sunset.png"),
  );
  ff(
    ...["-f", "lavfi", "-i", "testsrc2=s=640x360:d=4:r=25", "-f", "lavfi", "-i", "sine=f=330:d=4"],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest"],
    path.join(dir, "harbour-walk.mp4"),
  );
  fs.writeFileSync(path.join(dir, "holiday.jpg"), "Not a photo: just a note named holiday.jpg\n".repeat(10));
  return dir;
}

test.use({ viewport: desktop, actionTimeout: 60_000 });

test("the media library: empty, uploading, a refusal, the library and the delete confirm", async ({
  page,
}) => {
  test.setTimeout(600_000);
  const dir = makeFiles();
  await signUpVerifyAndSignIn(page, "media", "Mia Media");
  await page.goto("/media");
  await expect(page.getByRole("heading", { name: "Media", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No photos or clips yet" })).toBeVisible();
  await shoot(page, "media-empty");

  const input = page.getByTestId("media-file-input");
  // A text file named .jpg: refused by its content, in the server's words.
  await input.setInputFiles(path.join(dir, "holiday.jpg"));
  await expect(page.getByRole("alert")).toContainText(
    "upload a JPEG, PNG or WebP photo, or an MP4, MOV or WebM clip",
  );
  await shoot(page, "media-refused");

  const library = page.getByRole("list", { name: "Your photos and clips" });
  for (const name of ["mountains.jpg", "sunset.png", "harbour-walk.mp4"]) {
    await input.setInputFiles(path.join(dir, name));
    await expect(library.getByRole("listitem", { name: new RegExp(name.replace(".", "\\.")) })).toBeVisible();
  }
  await expect(page.getByRole("alert")).toHaveCount(0);
  // The clip is prepared by the server's job, then shows its poster and length.
  await expect(library.getByRole("listitem", { name: /Clip harbour-walk\.mp4, 0:04, 640×360/ })).toBeVisible({
    timeout: 300_000,
  });
  await expect(library.getByRole("listitem", { name: /Photo mountains\.jpg, 1600×1200/ })).toBeVisible();
  await expect(page.getByText(/ of 1\.0 GB used/)).toBeVisible();
  await shoot(page, "media-library");

  await page.getByRole("button", { name: "Delete sunset.png" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText('"sunset.png" will be removed from your media library.');
  await shoot(page, "media-delete-confirm");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(library.getByRole("listitem", { name: /sunset\.png/ })).toHaveCount(0);
  fs.rmSync(dir, { recursive: true, force: true });
});
