import path from "node:path";
import { and, eq } from "drizzle-orm";
import { projects, users } from "../db/schema";
import { createMailer } from "../mail/mailer";
import { videoReadyMail } from "../mail/templates";
import { signedStorageUrl } from "../storage/signed-url";
import type { RenderDeps } from "./types";

/**
 * Notify Me When Ready: when a finished project has async_notify on, its owner gets a mail with a link to
 * the video. A mail failure is logged and never fails the render.
 */
export async function notifyVideoReady(deps: RenderDeps, projectId: string): Promise<boolean> {
  const [row] = await deps.database.db
    .select({ title: projects.title, metadata: projects.metadata, email: users.email, name: users.name })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.user_id))
    .where(
      and(eq(projects.id, projectId), eq(projects.async_notify, true), eq(projects.status, "PUBLISHED")),
    );
  const video = row?.metadata.generated_video;
  if (!row || typeof video !== "string") return false;
  const { config } = deps;
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    mailDir: path.join(config.dataDir, "mail"),
    logger: deps.logger,
  });
  const videoUrl = new URL(mailedVideoUrl(deps, video), config.publicUrl).toString();
  try {
    await mailer.send(
      videoReadyMail(row.email, row.name, row.title, videoUrl, `${config.publicUrl}/projects`),
    );
    return true;
  } catch (err) {
    deps.logger.warn({ err, projectId }, "video-ready mail failed");
    return false;
  }
}

/** How long the mailed link opens the video without signing in (the projects link works after that). */
export const MAIL_LINK_TTL_S = 7 * 24 * 3600;

/**
 * The video is private: the mail (and the video.ready webhook) carries a signed link, so it opens on a
 * device that is not signed in.
 */
export function mailedVideoUrl(deps: RenderDeps, video: string): string {
  let key: string | null;
  try {
    key = deps.storage.keyFromUrl(video);
  } catch {
    key = null;
  }
  return key ? signedStorageUrl(deps, key, MAIL_LINK_TTL_S) : video;
}
