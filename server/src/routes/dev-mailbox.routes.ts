import path from "node:path";
import { createRouter } from "../http/create-router";
import { escapeHtml } from "../lib/html";
import { listStoredMail } from "../mail/mailer";

/** Outside production, mail kept on disk is listed here with clickable links. */
export const devMailboxRoutes = createRouter().get("/dev/mailbox", (c) => {
  const mails = listStoredMail(path.join(c.var.deps.config.dataDir, "mail"));
  const rows = mails
    .map(
      (m) =>
        `<li><b>${escapeHtml(m.subject)}</b> to ${escapeHtml(m.to)} <small>${escapeHtml(m.date)}</small><br>${m.links
          .map((l) => `<a href="${escapeHtml(l)}">${escapeHtml(l)}</a>`)
          .join("<br>")}</li>`,
    )
    .join("");
  return c.html(
    `<!doctype html><html><head><title>Mailbox</title><meta name="viewport" content="width=device-width"></head><body style="font-family:sans-serif;background:#111;color:#eee;padding:24px"><h1>Dev mailbox</h1><ul style="line-height:1.8">${rows || "<li>No mail yet.</li>"}</ul></body></html>`,
  );
});
