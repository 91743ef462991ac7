import { expect, type Page, test } from "@playwright/test";
import { type FixtureServer, startProductFixtureServer } from "../server/src/test/product-fixtures";
import { signUpVerifyAndSignIn } from "./accounts";
import { productFixturePort } from "./playwright.config";
import { openSection } from "./settings-sections";

// A creator on a phone: every part of the editors fits the screen's width, and the rows that scroll
// sideways (the visual styles, the product pictures) scroll inside their own box, not the page.

let shop: FixtureServer;
test.beforeAll(async () => {
  shop = await startProductFixtureServer(productFixturePort);
});
test.afterAll(() => shop.close());

test.use({ viewport: { width: 375, height: 812 }, actionTimeout: 60_000 });

/** Each settings section by its header's title, with the list it shows once its catalogue has loaded. */
const sections = {
  avatar: [
    ["AI Avatar", "Stock avatars"],
    ["Visual Style", "Visual styles"],
    ["Background Music", "Background music"],
    ["Captions", "Caption styles"],
  ],
  voice: [
    ["Voice", "Voices"],
    ["Visual Style", "Visual styles"],
    ["Background Music", "Background music"],
    ["Captions", "Caption styles"],
  ],
} as const;

/** The page cannot be scrolled sideways: nothing in it is wider than the window. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  await expect
    .poll(
      () =>
        page.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          window: window.innerWidth,
        })),
      { message: `${where}: the page is no wider than the window` },
    )
    .toEqual({ page: 375, window: 375 });
}

/** The row is as wide as it can be inside the page and scrolls its overflowing items itself. */
async function expectRowScrollsInItsBox(page: Page, listName: string) {
  const box = await page.getByRole("list", { name: listName }).evaluate((el) => ({
    right: el.getBoundingClientRect().right,
    scrolls: el.scrollWidth > el.clientWidth,
  }));
  expect(box.right, `${listName} ends inside the window`).toBeLessThanOrEqual(375);
  expect(box.scrolls, `${listName} scrolls sideways in its own box`).toBe(true);
}

/** Opens each settings section in both narration modes, checking the page's width with each one open. */
async function openEverySection(page: Page, editor: string) {
  for (const mode of ["avatar", "voice"] as const) {
    await page
      .getByRole("radio", { name: mode === "avatar" ? /Avatar Narration/ : /Voice Narration/ })
      .check({ force: true });
    for (const [title, list] of sections[mode]) {
      await openSection(page, title);
      await expect(page.getByRole("list", { name: list }).getByRole("listitem").first()).toBeVisible();
      await expectNoSidewaysScroll(page, `${editor}, ${mode} narration, ${title} open`);
      if (title === "Visual Style") await expectRowScrollsInItsBox(page, "Visual styles");
    }
  }
}

test("on a 375px-wide phone, no section of the Story Reel editor makes the page scroll sideways", async ({
  page,
}) => {
  await signUpVerifyAndSignIn(page, "phone", "Ada Phone");
  await page.goto("/story-reel");
  await expect(page.getByRole("heading", { name: "Create Your Story Reel" })).toBeVisible();
  await expectNoSidewaysScroll(page, "Story Reel");
  await openEverySection(page, "Story Reel");
});

test("on a 375px-wide phone, no section of the Product Ad editor makes the page scroll sideways, from a product page or the seller's own photos", async ({
  page,
}) => {
  await signUpVerifyAndSignIn(page, "phoneAd", "Ada Phone");
  await page.goto("/product-ad");
  await expect(page.getByRole("heading", { name: "Create Product Ad" })).toBeVisible();
  await expectNoSidewaysScroll(page, "Product Ad");

  await page.getByLabel("Product URL").fill(`${shop.url}/catalog/mugs/ceramic`);
  await page.getByRole("button", { name: /^Analyze/ }).click();
  await expect(page.getByText("Found Ceramic Mug with 4 images.")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("list", { name: "Selected product images" }).getByRole("listitem")).toHaveCount(
    4,
  );
  await expectNoSidewaysScroll(page, "Product Ad, product page analysed");
  await openEverySection(page, "Product Ad from a product page");

  await page.getByRole("button", { name: "Use my own photos" }).click();
  await expect(page.getByRole("button", { name: "Use my own photos" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expectNoSidewaysScroll(page, "Product Ad, own photos");
  await openEverySection(page, "Product Ad from own photos");
});
