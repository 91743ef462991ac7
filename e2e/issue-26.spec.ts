import { expect, type Page, test } from "@playwright/test";

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
