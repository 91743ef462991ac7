import type { contactSchema } from "@reelsmith/contract/public";
import type { z } from "zod";
import { contactMessages } from "../db/schema";
import type { AppDeps } from "../http/context";
import { contactSalesMail } from "../mail/templates";

type ContactMessage = z.output<typeof contactSchema>;

/** Stores the message, then mails it to the sales address; the sender gets a failure if the mail fails. */
export async function sendContactMessage(deps: AppDeps, message: ContactMessage): Promise<void> {
  await deps.database.db.insert(contactMessages).values(message);
  await deps.mailer.send(contactSalesMail(deps.config.SALES_EMAIL, message));
}
