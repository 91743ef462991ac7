// Each public page at desktop and phone widths, full page, saved to docs/images/public.
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

const outDir = path.resolve(import.meta.dirname, "..", "docs", "images", "public");
fs.mkdirSync(outDir, { recursive: true });

const pages = [
  ["landing", "/"],
  ["beta", "/beta"],
  ["pricing", "/pricing"],
  ["docs", "/docs"],
  ["faqs", "/faqs"],
  ["privacy", "/privacy"],
  ["terms", "/terms"],
  ["safety", "/safety"],
  ["refund", "/refund-and-shipping"],
] as const;

for (const [label, viewport] of [
  ["desktop", { width: 1366, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test(`public pages at ${label} width`, async ({ browser }) => {
    test.setTimeout(300_000);
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    for (const [name, url] of pages) {
      await page.goto(url);
      await expect(page.locator("h1").first()).toBeVisible();
      // Lazy pictures and posters load as they scroll into view: scroll through once, then back up.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForTimeout(400);
      await page.screenshot({
        path: path.join(outDir, `${label}-${name}.jpg`),
        fullPage: true,
        type: "jpeg",
        quality: 80,
      });
    }
    await context.close();
  });
}
