import type { Project, ProjectList } from "@reelsmith/contract/projects";
import type { Task } from "@reelsmith/contract/video";
import type { Config } from "../config";
import type { TaskRow } from "../render/task-store";
import { toTask } from "../services/videos";
import { signedStorageUrl } from "../storage/signed-url";
import type { Storage } from "../storage/storage";

/** How long the links an agent is given open the file without a key: as long as the mailed link. */
export const AGENT_LINK_TTL_S = 7 * 24 * 3600;

type LinkDeps = { storage: Storage; config: Pick<Config, "authSecret" | "publicUrl"> };

/**
 * A stored file's address as an agent can use it: absolute on the server's public URL, and signed so
 * it opens without the API key (a person the agent hands it to can watch); other addresses absolute.
 */
export function agentLink(deps: LinkDeps, url: string): string {
  let key: string | null;
  try {
    key = deps.storage.keyFromUrl(url);
  } catch {
    key = null;
  }
  const link = key ? signedStorageUrl(deps, key, AGENT_LINK_TTL_S) : url;
  return new URL(link, deps.config.publicUrl).toString();
}

/** The task as the REST API answers it, with its video and thumbnail as absolute links. */
export function agentTask(deps: LinkDeps, row: TaskRow): Task {
  const task = toTask(row);
  if (!task.task_result) return task;
  const result: Record<string, unknown> = { ...task.task_result };
  for (const field of ["video_url", "thumbnail_url"]) {
    const value = result[field];
    if (typeof value === "string" && value) result[field] = agentLink(deps, value);
  }
  return { ...task, task_result: result };
}

/** A project as the library lists it, with its video and thumbnail as absolute links. */
export function agentProject(deps: LinkDeps, project: Project): Project {
  const video = project.metadata.generated_video;
  return {
    ...project,
    thumbnail_url: project.thumbnail_url ? agentLink(deps, project.thumbnail_url) : null,
    metadata: { ...project.metadata, ...(video ? { generated_video: agentLink(deps, video) } : {}) },
  };
}

export const agentProjectList = (deps: LinkDeps, list: ProjectList): ProjectList => ({
  ...list,
  items: list.items.map((p) => agentProject(deps, p)),
});
