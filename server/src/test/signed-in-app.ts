import { count, eq } from "drizzle-orm";
import { type batches, type projects, type taskStatus, userProfiles, users } from "../db/schema";
import { startRenderWorker } from "../jobs/worker";
import { signUpVerifiedUser } from "./http-client";
import { seedFixtureCatalog } from "./render/fixture-catalog";
import { createTestContext } from "./test-app";

export interface SignedInAppOptions {
  /** Render what is queued (a job loop polling every 0.5 s); by default the queue accepts videos and never renders them. */
  renders?: boolean;
  /** Seed the fixture catalogue (the default); false leaves storage empty, as on a server during its first seed. */
  catalogue?: boolean;
}

/**
 * The whole server with the fixture catalogue, a render queue, and one verified, signed-in user. `env` adds
 * settings (as createTestContext's); `signUpAnother()` signs up a second user (someone else's view of the
 * same data). `close()` stops the queue and the server.
 */
export async function startAppWithSignedInUser(
  env: Record<string, string> = {},
  { renders = false, catalogue = true }: SignedInAppOptions = {},
) {
  const ctx = await createTestContext(env);
  if (catalogue) await seedFixtureCatalog(ctx.deps.storage);
  const worker = await startRenderWorker(
    ctx.deps,
    renders ? { pollingIntervalSeconds: 0.5 } : { work: false },
  );
  ctx.deps.renderQueue = worker;
  const signedUp = await signUpVerifiedUser(ctx);
  const { db } = ctx.deps.database;
  const [u] = await db.select().from(users).where(eq(users.email, signedUp.user.email));
  const userId = u?.id ?? "";
  return {
    ctx,
    worker,
    client: signedUp.client,
    username: signedUp.user.username,
    userId,
    signUpAnother: async () => (await signUpVerifiedUser(ctx)).client,
    /** The user's credits left (-1: no profile). */
    async credits() {
      const [p] = await db.select().from(userProfiles).where(eq(userProfiles.user_id, userId));
      return p?.available_credits ?? -1;
    },
    /** How many rows of a table are the user's. */
    async rowsOf(table: typeof batches | typeof projects | typeof taskStatus) {
      const [row] = await db.select({ n: count() }).from(table).where(eq(table.user_id, userId));
      return row?.n ?? -1;
    },
    /** Render jobs in the queue (pg-boss' table): a refused request adds none. */
    async queuedRenders() {
      const { rows } = await ctx.deps.database.executeSql(
        "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'render-video'",
      );
      return Number(rows[0]?.n ?? 0);
    },
    async close() {
      await worker.stop();
      await ctx.close();
    },
  };
}

export type SignedInApp = Awaited<ReturnType<typeof startAppWithSignedInUser>>;
