import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects, users } from "../db/schema";
import { createClient, signUpVerifiedUser } from "../test/http-client";
import { createTestContext, type TestContext } from "../test/test-app";
import { notifyVideoReady } from "./notify-ready";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function finishedProject(email: string, id: string, asyncNotify: boolean) {
  const db = ctx.deps.database.db;
  const [user] = await db.select().from(users).where(eq(users.email, email));
  await db.insert(projects).values({
    id,
    user_id: user?.id ?? "",
    title: "Moonlit harbour",
    type: "STORY_REEL",
    status: "PUBLISHED",
    async_notify: asyncNotify,
    metadata: { generated_video: `/storage/renders/${id}/v1/video.mp4` },
  });
}

describe("Notify Me When Ready", () => {
  it("mails the owner a link to the finished video when they asked to be notified", async () => {
    const { user } = await signUpVerifiedUser(ctx);
    await finishedProject(user.email, "notify-yes", true);
    await ctx.deps.storage.put("renders/notify-yes/v1/video.mp4", Buffer.from("the video"), "video/mp4");
    expect(await notifyVideoReady(ctx.deps, "notify-yes")).toBe(true);
    const mail = await ctx.smtp.waitFor(user.email, /Moonlit harbour.*is ready/);
    expect(mail.text).toContain("/projects");
    // The video is private: the mailed link is signed, so it opens on a device that is not signed in.
    const link = mail.links.find((l) => l.includes("/storage/renders/notify-yes/v1/video.mp4"));
    expect(link?.startsWith(`${ctx.deps.config.publicUrl}/storage/`)).toBe(true);
    const u = new URL(link ?? "");
    const guest = createClient(ctx);
    const res = await guest.get(u.pathname + u.search);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("the video");
    expect((await guest.get(u.pathname)).status).toBe(404);
  });

  it("sends nothing when the owner did not ask", async () => {
    const { user } = await signUpVerifiedUser(ctx);
    await finishedProject(user.email, "notify-no", false);
    expect(await notifyVideoReady(ctx.deps, "notify-no")).toBe(false);
    expect(ctx.smtp.mails.some((m) => m.to.includes(user.email) && /is ready/.test(m.subject))).toBe(false);
  });
});
