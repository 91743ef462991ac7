import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Clicks "Upload custom avatar" (the first one in `scope`: the page, or a region of it) and answers the
 * Create Custom Avatar dialog once it shows.
 */
export async function openAvatarUpload(page: Page, scope: Page | Locator = page): Promise<Locator> {
  await scope
    .getByRole("button", { name: /Upload custom avatar/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Create Custom Avatar" });
  await expect(dialog).toBeVisible();
  return dialog;
}
