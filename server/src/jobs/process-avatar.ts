import { z } from "zod";
import { processAvatar } from "../services/avatar-processing";
import { emitAvatarReady, isAvatarReady } from "../services/webhook-events";
import { defineJob, hasNoOpenJob } from "./job";

/**
 * process-avatar: after a custom avatar is saved, its sample clip, closest stock voice and (where a
 * cloning service is set) cloned voice are made in the background. The handler records how processing
 * ended on the avatar and does not throw for a processing failure; a try is repeated only when its worker
 * vanished. Short jobs (at most about a minute), one at a time per worker process.
 */
const name = "process-avatar";

export const processAvatarJob = defineJob({
  name,
  payload: z.object({ avatarId: z.string().min(1) }),
  policy: () => ({ retryLimit: 1, retryDelaySeconds: 1, expireInSeconds: 300 }),
  concurrency: () => 1,
  singletonKey: ({ avatarId }) => avatarId,
  async handle(deps, { avatarId }) {
    const wasReady = await isAvatarReady(deps, avatarId);
    await processAvatar(deps, avatarId);
    // avatar.ready once, when this processing made it Ready (a later voice clone is not a new event).
    if (!wasReady && (await isAvatarReady(deps, avatarId))) await emitAvatarReady(deps, avatarId);
  },
  // An avatar saved just before a crash: still Processing, with no outcome and no job.
  async findUnqueued(database) {
    const { rows } = await database.executeSql(
      `SELECT a.id FROM custom_avatars a
        WHERE a.avatar_sample_url IS NULL AND a.processing_outcome IS NULL AND ${hasNoOpenJob("a.id")}`,
      [name],
    );
    return rows.map((r) => ({ avatarId: String(r.id) }));
  },
});
