import fs from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Where replies go (the contact-sales mail answers the visitor who wrote it). */
  replyTo?: string;
  /** The links the message carries, logged and listed in the dev mailbox when mail is kept on disk. */
  links: string[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface StoredMail {
  file: string;
  to: string;
  subject: string;
  links: string[];
  date: string;
}

/** SMTP when a URL is configured; otherwise each message is written as an .eml file under `mailDir`. */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  mailDir: string;
  logger: Logger;
}): Mailer {
  const envelope = (m: MailMessage) => ({
    from: opts.from,
    to: m.to,
    subject: m.subject,
    html: m.html,
    text: m.text,
    replyTo: m.replyTo,
  });
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail(envelope(m));
        opts.logger.info({ to: m.to, subject: m.subject }, "mail sent");
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(m) {
      const info = await transport.sendMail(envelope(m));
      fs.mkdirSync(opts.mailDir, { recursive: true });
      const base = `${new Date().toISOString().replace(/[:.]/g, "-")}-${Math.random().toString(36).slice(2, 8)}`;
      fs.writeFileSync(path.join(opts.mailDir, `${base}.eml`), info.message as Buffer);
      const meta: StoredMail = {
        file: `${base}.eml`,
        to: m.to,
        subject: m.subject,
        links: m.links,
        date: new Date().toISOString(),
      };
      fs.writeFileSync(path.join(opts.mailDir, `${base}.json`), JSON.stringify(meta));
      opts.logger.info({ to: m.to, subject: m.subject, links: m.links }, "mail written to disk");
    },
  };
}

export function listStoredMail(mailDir: string): StoredMail[] {
  if (!fs.existsSync(mailDir)) return [];
  return fs
    .readdirSync(mailDir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .reverse()
    .map((f) => JSON.parse(fs.readFileSync(path.join(mailDir, f), "utf8")) as StoredMail);
}
