// The template editor and its caption preview in real Chromium, at 1366 px and 375 px wide, saved to
// docs/images/templates/ (SHOTS_DIR).
//   npm run build && npx playwright test -c e2e/screenshots.config.ts e2e/templates.shots.ts
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Page, test } from "@playwright/test";
import { signUpVerifyAndSignIn } from "./accounts";

const outDir = process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, "../docs/images/templates");
fs.mkdirSync(outDir, { recursive: true });
const sizes = [
  ["desktop", { width: 1366, height: 900 }],
  ["phone", { width: 375, height: 812 }],
] as const;

async function shoot(page: Page, name: string, target?: () => ReturnType<Page["locator"]>) {
  for (const [label, viewport] of sizes) {
    await page.setViewportSize(viewport);
    const file = path.join(outDir, `${name}-${label}.png`);
    if (target) {
      // The sticky header is left out of an element's picture.
      await page.evaluate(() => {
        const header = document.querySelector("header");
        if (header) header.style.visibility = "hidden";
      });
      await target().scrollIntoViewIfNeeded();
      await target().screenshot({ path: file });
      await page.evaluate(() => {
        const header = document.querySelector("header");
        if (header) header.style.visibility = "";
      });
    } else {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: file });
    }
  }
}

test("the template editor and the caption preview", async ({ page }) => {
  test.setTimeout(180_000);
  await signUpVerifyAndSignIn(page, "tshots", "Sam Shots");
  await page.goto("/templates");
  await page.getByRole("button", { name: "New template" }).first().click();
  const form = page.getByRole("form", { name: "New template" });
  await form.getByLabel("Template name").fill("Brand reels");
  await form
    .getByRole("list", { name: "Caption styles" })
    .getByRole("button", { name: /^Dynamic/ })
    .click();
  await form.getByLabel("Background", { exact: true }).selectOption("box");
  await form.getByLabel("Words per line").selectOption("2");
  await page.evaluate(() => document.fonts.ready);
  await shoot(page, "template-editor");
  // A scene picture behind the captions: the first visual style's sample.
  await form.getByRole("list", { name: "Visual styles" }).getByRole("button").first().click();
  const captions = () =>
    form.locator("fieldset", { has: page.getByRole("tablist", { name: "Preview script" }) });
  for (const script of ["Latin", "Devanagari", "Kannada", "Tamil", "Telugu"]) {
    await form.getByRole("tab", { name: script }).click();
    await page.evaluate(() => document.fonts.ready);
    await shoot(page, `caption-preview-${script.toLowerCase()}`, captions);
  }
  // The Story Reel editor with the template picker and Save as template.
  await form.getByRole("button", { name: "Create template" }).click();
  await page.goto("/story-reel");
  const bar = () => page.getByRole("region", { name: "Template" });
  await bar().getByRole("button", { name: "Save as template" }).click();
  await shoot(page, "story-reel-template-bar", bar);
  // The batch screen starts from the same template.
  await page.goto("/dashboard/batch");
  await shoot(page, "batch-template-bar");
});

test("the template editor's logo preview", async ({ page }) => {
  test.setTimeout(180_000);
  await signUpVerifyAndSignIn(page, "tlogo", "Lee Logo");
  // A wide logo photo in the media library, uploaded on the Media page.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "logo-shots-"));
  const logo = path.join(dir, "brand-logo.png");
  execFileSync("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi"],
    ...["-i", "gradients=s=480x160:c0=0xf97316:c1=0xe11d48:n=2", "-frames:v", "1", logo],
  ]);
  await page.goto("/media");
  await page.getByTestId("media-file-input").setInputFiles(logo);
  await page
    .getByRole("list", { name: "Your photos and clips" })
    .getByRole("listitem", { name: /brand-logo\.png/ })
    .waitFor();
  await page.goto("/templates");
  await page.getByRole("button", { name: "New template" }).first().click();
  const form = page.getByRole("form", { name: "New template" });
  await form.getByLabel("Template name").fill("Logo reels");
  await form.getByRole("list", { name: "Visual styles" }).getByRole("button").first().click();
  await form
    .getByRole("list", { name: "Caption styles" })
    .getByRole("button", { name: /^Dynamic/ })
    .click();
  await form.getByLabel("Logo photo").selectOption({ label: "brand-logo.png" });
  const logoGroup = form.getByRole("group", { name: "Logo" });
  await logoGroup.getByRole("combobox", { name: "Corner" }).selectOption("bottom-left");
  await form.getByLabel("Logo width (share of the frame)").fill("0.3");
  await form.getByLabel("Logo opacity").fill("0.8");
  const preview = form.getByRole("figure", { name: "Logo preview" });
  await preview.getByTestId("logo-preview").waitFor();
  await page.evaluate(() => document.fonts.ready);
  await shoot(page, "template-logo", () => logoGroup);
});
