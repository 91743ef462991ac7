import { z } from "zod";
import { processMedia } from "../services/media-processing";
import { defineJob, hasNoOpenJob } from "./job";

/**
 * process-media: an uploaded clip is normalised once (H.264 proxy, poster frame, probed size and length),
 * with its progress on the media row. The handler records a failure on the row and does not throw for
 * it; a try is repeated only when its worker vanished. At most a minute of video: one at a time.
 */
const name = "process-media";

export const processMediaJob = defineJob({
  name,
  payload: z.object({ mediaId: z.string().min(1) }),
  policy: () => ({ retryLimit: 1, retryDelaySeconds: 1, expireInSeconds: 600 }),
  concurrency: () => 1,
  singletonKey: ({ mediaId }) => mediaId,
  async handle(deps, { mediaId }) {
    await processMedia(deps, mediaId);
  },
  // A clip saved just before a crash: still processing, with no job.
  async findUnqueued(database) {
    const { rows } = await database.executeSql(
      `SELECT m.id FROM media m WHERE m.status = 'processing' AND ${hasNoOpenJob("m.id")}`,
      [name],
    );
    return rows.map((r) => ({ mediaId: String(r.id) }));
  },
});
