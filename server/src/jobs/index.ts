import { deliverWebhookJob } from "./deliver-webhook";
import { exportVideoJob } from "./export-video";
import type { JobDefinition } from "./job";
import { processAvatarJob } from "./process-avatar";
import { processMediaJob } from "./process-media";
import { renderVideoJob } from "./render-video";

/** Every job a worker takes; a new kind of job is one file here and one line in this list. */
export const jobs: readonly JobDefinition<unknown>[] = [
  renderVideoJob,
  processAvatarJob,
  deliverWebhookJob,
  exportVideoJob,
  processMediaJob,
];
