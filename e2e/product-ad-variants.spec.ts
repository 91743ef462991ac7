import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { signUpVerifyAndSignIn } from "./accounts";
import { renderSmall, SMALL_9_16 } from "./tasks";

/** Three product photos in distinct colours, made for the test (a bottle-like shape on a light ground). */
async function productPhotos(dir: string): Promise<string[]> {
  const colours = { red: "#d62828", green: "#2a9d3f", blue: "#1d4ed8" };
  const files: string[] = [];
  for (const [name, colour] of Object.entries(colours)) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
      <rect width="600" height="800" fill="#f4f1ea"/>
      <rect x="200" y="120" width="200" height="560" rx="60" fill="${colour}"/>
      <rect x="250" y="60" width="100" height="80" rx="16" fill="#333"/></svg>`;
    const file = path.join(dir, `${name}.${name === "green" ? "jpg" : "png"}`);
    const image = sharp(Buffer.from(svg));
    await (name === "green" ? image.jpeg() : image.png()).toFile(file);
    files.push(file);
  }
  return files;
}

function probe(file: string) {
  const out = spawnSync(
    "ffprobe",
    ["-v", "error", "-show_entries", "stream=codec_type,width,height", "-of", "json", file],
    { encoding: "utf8" },
  );
  return JSON.parse(out.stdout) as { streams: { codec_type: string; width?: number; height?: number }[] };
}

test("a seller with no internet makes an ad from three photos, three variants of it, and downloads one", async ({
  page,
}) => {
  test.setTimeout(1_500_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "variants-"));
  const photos = await productPhotos(dir);
  await signUpVerifyAndSignIn(page, "variants", "Vera Seller");
  await renderSmall(page);

  // The ad, from the seller's own photos, name and price.
  await page.goto("/product-ad");
  await page.getByRole("button", { name: "Use my own photos" }).click();
  await page.getByLabel("Add product photos").setInputFiles(photos);
  await expect(page.getByRole("img", { name: /^Product photo \d$/ })).toHaveCount(3, { timeout: 60_000 });
  await page.getByLabel("Product name").fill("Lumen Bottle");
  await page
    .getByLabel("Description (optional)")
    .fill("Keeps water cold for a whole day. Made of recycled steel.");
  await page.getByLabel("Price (optional)").fill("24");
  await page.getByRole("button", { name: "Write ad script" }).click();
  await expect(page.getByLabel("Ad script")).toHaveValue(/^Meet Lumen Bottle\./, { timeout: 60_000 });
  await page.getByRole("radio", { name: /Voice Narration/ }).check({ force: true });
  await page.getByRole("button", { name: /Generate Ad/ }).click();
  await expect(page).toHaveURL(/\/product-ad\/preview\?task=[\w-]+$/, { timeout: 60_000 });
  await expect(page.getByTestId("preview-video")).toBeVisible({ timeout: 600_000 });

  // Three variants: the price is shown before confirming, then one progress page follows them all.
  const makeVariants = page.getByRole("button", { name: "Make variants" });
  await expect(makeVariants).toBeVisible({ timeout: 30_000 });
  await makeVariants.click();
  const dialog = page.getByRole("dialog", { name: "Make variants" });
  await dialog.getByLabel("How many variants").selectOption("3");
  await expect(dialog.getByText("This will use 30 credits.")).toBeVisible();
  await dialog.getByRole("button", { name: "Make 3 variants" }).click();
  await expect(page.getByRole("heading", { name: /^Variants of / })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText("Finished: 3 of 3 videos ready")).toBeVisible({ timeout: 1_200_000 });

  const download = page.getByRole("link", { name: /^Download .* · Variant B$/ });
  const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
  const saved = path.join(dir, "variant-b.mp4");
  await file.saveAs(saved);
  expect(file.suggestedFilename()).toMatch(/variant_b_\d{4}-\d{2}-\d{2}\.mp4$/);
  expect(fs.statSync(saved).size).toBeGreaterThan(20_000);
  const streams = probe(saved).streams;
  // A variant is made at its ad's size (the editor's 9:16, sent here at the small 9:16 frame).
  const [width, height] = SMALL_9_16.split("x").map(Number);
  expect(streams.find((s) => s.codec_type === "video")).toMatchObject({ width, height });
  expect(streams.some((s) => s.codec_type === "audio")).toBe(true);

  // The library shows the ad with its variants.
  await page.goto("/projects");
  await expect(page.getByTestId("variant-badge").filter({ hasText: "Variants (3)" })).toBeVisible();
  for (const label of ["Variant B", "Variant C", "Variant D"])
    await expect(page.getByTestId("variant-badge").filter({ hasText: label })).toBeVisible();
});
