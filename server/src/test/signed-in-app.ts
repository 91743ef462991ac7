import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import { startRenderWorker } from "../jobs/worker";
import { signUpVerifiedUser } from "./http-client";
import { seedFixtureCatalog } from "./render/fixture-catalog";
import { createTestContext } from "./test-app";

/**
 * The whole server with the fixture catalogue, a render queue that accepts videos but never renders
 * them, and one verified, signed-in user. `env` adds settings (as createTestContext's). `close()` stops
 * the queue and the server.
 */
export async function startAppWithSignedInUser(env: Record<string, string> = {}) {
  const ctx = await createTestContext(env);
  await seedFixtureCatalog(ctx.deps.storage);
  const worker = await startRenderWorker(ctx.deps, { work: false });
  ctx.deps.renderQueue = worker;
  const signedUp = await signUpVerifiedUser(ctx);
  const [u] = await ctx.deps.database.db.select().from(users).where(eq(users.email, signedUp.user.email));
  return {
    ctx,
    worker,
    client: signedUp.client,
    username: signedUp.user.username,
    userId: u?.id ?? "",
    async close() {
      await worker.stop();
      await ctx.close();
    },
  };
}
