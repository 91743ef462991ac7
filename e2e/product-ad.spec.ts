import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { type FixtureServer, startProductFixtureServer } from "../server/src/test/product-fixtures";
import { signUpVerifyAndSignIn } from "./accounts";
import { productFixturePort } from "./playwright.config";
import { renderSmall } from "./tasks";

let shop: FixtureServer;
test.beforeAll(async () => {
  shop = await startProductFixtureServer(productFixturePort);
});
test.afterAll(() => shop.close());

/** The mean colour of a frame (scaled to one pixel). */
function frameColour(file: string, atS: number): [number, number, number] {
  const out = spawnSync(
    "ffmpeg",
    [
      ...["-v", "error", "-ss", atS.toFixed(2), "-i", file, "-frames:v", "1"],
      ...["-vf", "scale=1:1:flags=area", "-f", "rawvideo", "-pix_fmt", "rgb24", "pipe:1"],
    ],
    { encoding: "buffer" },
  );
  const [r = 0, g = 0, b = 0] = out.stdout;
  return [r, g, b];
}

test("a seller analyses a product page, edits the script, drops a picture and gets an ad of its pictures", async ({
  page,
}) => {
  test.setTimeout(600_000);
  await signUpVerifyAndSignIn(page, "ad", "Ada Seller");
  await renderSmall(page);
  await page.goto("/product-ad");
  await expect(page.getByRole("heading", { name: "Create Product Ad" })).toBeVisible();
  const analyze = page.getByRole("button", { name: /^Analyze/ });
  await page.getByLabel("Product URL").fill("127.0.0.1/catalog/mugs/ceramic");
  await expect(analyze).toBeDisabled();
  await page.getByLabel("Product URL").fill(`${shop.url}/catalog/mugs/ceramic`);
  await analyze.click();
  await expect(page.getByText("Found Ceramic Mug with 4 images.")).toBeVisible({ timeout: 60_000 });
  const script = page.getByLabel("Ad script");
  await expect(script).toHaveValue(/^Meet Ceramic Mug\./);
  await script.fill(
    "Meet Ceramic Mug. It keeps your coffee warm. It fits every hand. Get Ceramic Mug today!",
  );

  // The picture on another host is dropped; the two from the shop stay, in order.
  const selected = page.getByRole("list", { name: "Selected product images" }).getByRole("listitem");
  await expect(selected).toHaveCount(4);
  await page.getByRole("button", { name: "Deselect Product image 4" }).click();
  await page.getByRole("button", { name: "Remove image 3" }).click();
  await expect(selected).toHaveCount(2);

  await page.getByRole("radio", { name: /Voice Narration/ }).check({ force: true });
  await page.getByRole("button", { name: /Generate Ad/ }).click();
  await expect(page).toHaveURL(/\/product-ad\/preview\?task=[\w-]+$/, { timeout: 60_000 });
  await expect(page.getByTestId("preview-video")).toBeVisible({ timeout: 480_000 });
  await expect(page.getByRole("button", { name: "Download" })).toBeEnabled();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download" }).click(),
  ]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "ad-")), "ad.mp4");
  await download.saveAs(file);

  // Scene 1 shows the green mug picture, scene 2 the blue one (the fixture pictures are flat colours).
  const duration = Number(
    spawnSync("ffprobe", ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", file], {
      encoding: "utf8",
    }).stdout,
  );
  expect(duration).toBeGreaterThan(2);
  const samples = Array.from({ length: 12 }, (_, i) => frameColour(file, (duration * (i + 0.5)) / 12));
  expect(samples.some(([r, g, b]) => g > 120 && g > r + 60 && g > b + 60)).toBe(true);
  expect(samples.some(([r, g, b]) => b > 120 && b > r + 60 && b > g + 40)).toBe(true);
});
