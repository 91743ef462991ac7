import { publicMessages, type WaitlistResult, type waitlistSchema } from "@reelsmith/contract/public";
import type { z } from "zod";
import { waitlistEntries } from "../db/schema";
import type { AppDeps } from "../http/context";
import { waitlistConfirmationMail } from "../mail/templates";

type WaitlistEntry = z.output<typeof waitlistSchema>;

/** One entry per email (stored lower-cased); only a new entry gets the confirmation mail. */
export async function joinWaitlist(deps: AppDeps, entry: WaitlistEntry): Promise<WaitlistResult> {
  const inserted = await deps.database.db
    .insert(waitlistEntries)
    .values(entry)
    .onConflictDoNothing({ target: waitlistEntries.email })
    .returning({ id: waitlistEntries.id });
  if (inserted.length === 0) return { already: true, message: publicMessages.waitlistAlready };
  // The entry is what matters to the visitor; a mail that fails is logged, not shown as a failed join.
  deps.mailer
    .send(waitlistConfirmationMail(entry.email, entry, deps.config.publicUrl))
    .catch((err: unknown) =>
      deps.logger.error({ err, to: entry.email }, "waitlist confirmation mail failed"),
    );
  return { already: false, message: publicMessages.waitlistJoined };
}
