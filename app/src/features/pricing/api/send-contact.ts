import type { contactSchema } from "@reelsmith/contract/public";
import type { z } from "zod";
import { api } from "@/lib/api-client";

export type ContactMessage = z.output<typeof contactSchema>;

/** POST /api/functions/contact: only whether it succeeded matters. */
export async function sendContact(message: ContactMessage): Promise<void> {
  await api.post<unknown>("/api/functions/contact", message);
}
