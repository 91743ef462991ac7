import type { Page } from "@playwright/test";

/** The link of the newest mail to `email` whose link contains `part`, read from the dev mailbox page. */
export async function linkFromMailbox(page: Page, email: string, part: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    await page.goto("/dev/mailbox");
    const item = page.locator("li", { hasText: email }).first();
    if ((await item.count()) > 0) {
      const href = await item.locator(`a[href*="${part}"]`).first().getAttribute("href");
      if (href) return href;
    }
    await page.waitForTimeout(500);
  }
  throw new Error(`No mail to ${email} with a link containing ${part}`);
}
