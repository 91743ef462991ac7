import type { AddressInfo } from "node:net";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";

export interface CapturedMail {
  to: string[];
  subject: string;
  replyTo: string[];
  html: string;
  text: string;
  links: string[];
}

/** A real SMTP server on a random local port; tests read what the product actually sent. */
export async function startSmtpCapture() {
  const mails: CapturedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", async () => {
        const parsed = await PostalMime.parse(Buffer.concat(chunks));
        const html = parsed.html ?? "";
        const text = parsed.text ?? "";
        mails.push({
          to: (parsed.to ?? []).map((a) => ("address" in a ? (a.address ?? "") : "")),
          subject: parsed.subject ?? "",
          replyTo: (parsed.replyTo ?? []).map((a) => ("address" in a ? (a.address ?? "") : "")),
          html,
          text,
          links: [...new Set([...(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])])],
        });
        for (const w of waiters.splice(0)) w();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Waits until a mail to `to` matching `subject` arrives (mail is sent asynchronously). */
    async waitFor(to: string, subject: RegExp, timeoutMs = 10_000): Promise<CapturedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = [...mails].reverse().find((m) => m.to.includes(to) && subject.test(m.subject));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No mail to ${to} matching ${subject}`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
