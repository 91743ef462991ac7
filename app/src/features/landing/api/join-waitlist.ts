import { type WaitlistResult, waitlistResultSchema, type waitlistSchema } from "@reelsmith/contract/public";
import type { z } from "zod";
import { api } from "@/lib/api-client";

export type WaitlistEntry = z.output<typeof waitlistSchema>;

/** POST /api/functions/waitlist-confirmation: a repeat email answers {already: true}. */
export async function joinWaitlist(entry: WaitlistEntry): Promise<WaitlistResult> {
  const data = await api.post<unknown>("/api/functions/waitlist-confirmation", entry);
  return waitlistResultSchema.parse(data);
}
