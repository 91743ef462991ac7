import { type WaitlistResult, waitlistResultSchema, type waitlistSchema } from "@reelsmith/contract/public";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api-client";

export type WaitlistEntry = z.output<typeof waitlistSchema>;

/** POST /api/functions/waitlist-confirmation: a repeat email answers {already: true}. */
export async function joinWaitlist(entry: WaitlistEntry): Promise<WaitlistResult> {
  const data = await api.post<unknown>("/api/functions/waitlist-confirmation", entry);
  return waitlistResultSchema.parse(data);
}

export const useJoinWaitlist = () => useMutation({ mutationFn: joinWaitlist });
