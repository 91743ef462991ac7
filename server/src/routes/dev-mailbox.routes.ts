import path from "node:path";
import { Hono } from "hono";
import type { AppEnv } from "../lib/context";
import { listStoredMail } from "../mail/mailer";

const escape = (s: string) => s.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Outside production, mail kept on disk is listed here with clickable links. */
export const devMailboxRoutes = new Hono<AppEnv>().get("/dev/mailbox", (c) => {
  const mails = listStoredMail(path.join(c.var.deps.config.dataDir, "mail"));
  const rows = mails
    .map(
      (m) =>
        `<li><b>${escape(m.subject)}</b> to ${escape(m.to)} <small>${escape(m.date)}</small><br>${m.links
          .map((l) => `<a href="${escape(l)}">${escape(l)}</a>`)
          .join("<br>")}</li>`,
    )
    .join("");
  return c.html(
    `<!doctype html><html><head><title>Mailbox</title><meta name="viewport" content="width=device-width"></head><body style="font-family:sans-serif;background:#111;color:#eee;padding:24px"><h1>Dev mailbox</h1><ul style="line-height:1.8">${rows || "<li>No mail yet.</li>"}</ul></body></html>`,
  );
});
