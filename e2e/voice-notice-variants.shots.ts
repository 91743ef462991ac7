// Screens that scroll-uploads-crop-share.spec.ts does not photograph (the editor's voice notice, the
// library's variant group), at 375x812 and 1280x800, saved to SHOTS_DIR (default /tmp/shots-voice-notice).
import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { signUpVerifyAndSignIn } from "./accounts";

const outDir = process.env.SHOTS_DIR ?? "/tmp/shots-voice-notice";
fs.mkdirSync(outDir, { recursive: true });

async function shoot(page: Page, name: string) {
  for (const [label, size] of [
    ["phone", { width: 375, height: 812 }],
    ["desktop", { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: path.join(outDir, `${label}-${name}.png`) });
  }
}

test.setTimeout(900_000);

test("the editor's voice notice and the library's variant group", async ({ page }) => {
  await signUpVerifyAndSignIn(page, "shots26");
  await page.goto("/story-reel");
  await page.getByRole("radio", { name: /Voice Narration/ }).check({ force: true });
  const language = page.getByLabel("Language").first();
  await language.selectOption("hi");
  await page
    .getByRole("list", { name: "Voices" })
    .getByRole("button", { name: /^Pooja(?! sample$)/ })
    .click();
  await language.selectOption("en");
  const notice = page.getByText(/^Pooja speaks Hindi/);
  await expect(notice).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await notice.scrollIntoViewIfNeeded();
  await shoot(page, "editor-voice-notice");

  const started = await page.request.post("/api/functions/create-video", {
    data: { story: "A steel bottle keeps water cold all day.", narrationMode: "voice", type: "PRODUCT_AD" },
  });
  const ad = ((await started.json()) as { task_id: string }).task_id;
  await page.goto(`/product-ad/preview?task=${ad}`);
  await expect(page.getByTestId("preview-video")).toBeVisible({ timeout: 720_000 });
  const made = await page.request.post(`/api/projects/${ad}/variants`, { data: { count: 2 } });
  expect(made.ok()).toBe(true);
  await page.goto("/projects");
  await page.getByRole("button", { name: /^Variants \(2\)$/ }).click();
  await expect(page.getByRole("list", { name: "Variants" }).getByRole("listitem")).toHaveCount(3);
  await shoot(page, "library-variant-group");
});
