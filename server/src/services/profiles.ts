import { authMessages } from "@reelsmith/contract/auth";
import type { Profile, ProfileUpdate, Subscription } from "@reelsmith/contract/profile";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { profiles, userProfiles, users } from "../db/schema";
import { AppError } from "../lib/app-error";

export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const [row] = await db
    .select({ id: profiles.id, username: profiles.username, full_name: profiles.full_name })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!row) throw new AppError("PROFILE_NOT_FOUND", "Failed to load profile");
  return row;
}

export async function updateProfile(db: Db, userId: string, input: ProfileUpdate): Promise<Profile> {
  const clash = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${input.username})`, ne(users.id, userId)))
    .limit(1);
  if (clash.length > 0) throw new AppError("USERNAME_TAKEN", authMessages.usernameTaken);
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        username: input.username,
        fullName: input.full_name,
        name: input.full_name,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    const [row] = await tx
      .insert(profiles)
      .values({ id: userId, username: input.username, full_name: input.full_name })
      .onConflictDoUpdate({
        target: profiles.id,
        set: { username: input.username, full_name: input.full_name, updated_at: new Date() },
      })
      .returning({ id: profiles.id, username: profiles.username, full_name: profiles.full_name });
    if (!row) throw new AppError("PROFILE_UPDATE_FAILED", "Failed to update profile");
    return row;
  });
}

export async function getSubscription(db: Db, userId: string): Promise<Subscription> {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.user_id, userId));
  if (!row) throw new AppError("PROFILE_NOT_FOUND", "Profile not found");
  return {
    subscription_plan: row.subscription_plan,
    available_credits: row.available_credits,
    subscription_start_date: row.subscription_start_date?.toISOString() ?? null,
    subscription_end_date: row.subscription_end_date?.toISOString() ?? null,
  };
}
