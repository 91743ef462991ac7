import type { Page } from "@playwright/test";

/**
 * The link of the newest mail to `email` whose link contains `part`, read from the dev mailbox page (its
 * HTML through the page's request context: no page load).
 */
export async function linkFromMailbox(page: Page, email: string, part: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const html = await (await page.request.get("/dev/mailbox")).text();
    // One <li> per mail, newest first: the first to this address (stored in lower case) with such a link.
    for (const item of html.split("<li>")) {
      if (!item.toLowerCase().includes(` to ${email.toLowerCase()} `)) continue;
      const href = [...item.matchAll(/<a href="([^"]+)"/g)]
        .map((m) => (m[1] ?? "").replaceAll("&amp;", "&"))
        .find((h) => h.includes(part));
      if (href) return href;
    }
    await page.waitForTimeout(250);
  }
  throw new Error(`No mail to ${email} with a link containing ${part}`);
}
