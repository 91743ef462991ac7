import {
  type Project,
  type ProjectList,
  type ProjectListQuery,
  projectMessages,
  RECENT_PROJECTS_LIMIT,
  type RecentProject,
  thumbnailFromVideoData,
  typesMatchingSearch,
} from "@reelsmith/contract/projects";
import { and, asc, count, desc, eq, getTableColumns, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { projects, taskStatus } from "../db/schema";
import { notFound } from "../lib/app-error";
import type { Storage } from "../storage/storage";

type ProjectRow = typeof projects.$inferSelect;

export function toProject(row: ProjectRow): Project {
  const metadata = row.metadata ?? {};
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    status: row.status,
    thumbnail_url: row.thumbnail_url ?? thumbnailFromVideoData(metadata.video_data),
    metadata,
    async_notify: row.async_notify,
    async_notify_at: row.async_notify_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** `%text%` for LIKE with the user's own % and _ taken literally. */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Spec: search is case-insensitive on title or type ("story", "Product Ad" and "product_ad" name a type).
 * A language version is listed with its original (its `languages`), not as a project of its own.
 */
function listFilter(userId: string, query: ProjectListQuery): SQL | undefined {
  const conditions: SQL[] = [eq(projects.user_id, userId), isNull(projects.source_project_id)];
  if (query.type !== "ALL") conditions.push(eq(projects.type, query.type));
  if (query.search) {
    const byTitle = sql`lower(${projects.title}) like ${containsPattern(query.search)}`;
    const types = typesMatchingSearch(query.search);
    const search = types.length > 0 ? or(byTitle, inArray(projects.type, types)) : byTitle;
    if (search) conditions.push(search);
  }
  return and(...conditions);
}

const orderFor = (sort: ProjectListQuery["sort"]) => {
  if (sort === "oldest") return [asc(projects.created_at), asc(projects.id)];
  if (sort === "title")
    return [asc(sql`lower(${projects.title})`), desc(projects.created_at), asc(projects.id)];
  return [desc(projects.created_at), desc(projects.id)];
};

/**
 * The page behind GET /api/projects with the total matching in the same round trip (a scalar count
 * beside each row, read from the index), and the count alone for a page past the end. The benchmark's
 * EXPLAIN reads both.
 */
export function projectListQueries(db: Db, userId: string, query: ProjectListQuery) {
  const where = listFilter(userId, query);
  const total = db.select({ total: count() }).from(projects).where(where);
  return {
    page: db
      .select({ ...getTableColumns(projects), total: sql<number>`(${total})`.mapWith(Number) })
      .from(projects)
      .where(where)
      .orderBy(...orderFor(query.sort))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    total,
  };
}

export async function listProjects(db: Db, userId: string, query: ProjectListQuery): Promise<ProjectList> {
  const q = projectListQueries(db, userId, query);
  const rows = await q.page;
  const offset = (query.page - 1) * query.pageSize;
  const total = rows[0]?.total ?? (offset === 0 ? 0 : await countOf(q.total));
  return {
    items: rows.map(({ total: _, ...row }) => toProject(row)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function countOf(query: PromiseLike<Array<{ total: number }>>): Promise<number> {
  const [row] = await query;
  return row?.total ?? 0;
}

/** The dashboard's My Projects: the five most recent. */
export async function recentProjects(db: Db, userId: string): Promise<RecentProject[]> {
  const rows = await db
    .select()
    .from(projects)
    .where(and(eq(projects.user_id, userId), isNull(projects.source_project_id)))
    .orderBy(desc(projects.created_at), desc(projects.id))
    .limit(RECENT_PROJECTS_LIMIT);
  return rows.map((row) => {
    const p = toProject(row);
    return {
      id: p.id,
      title: p.title,
      type: p.type,
      status: p.status,
      thumbnail_url: p.thumbnail_url,
      metadata: p.metadata,
      created_at: p.created_at,
    };
  });
}

/** Another user's project reads exactly like a missing one: 404, never its data. */
export async function getOwnedProject(db: Db, userId: string, id: string): Promise<ProjectRow> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.user_id, userId)));
  if (!row) throw notFound(projectMessages.notFound);
  return row;
}

export async function setProjectNotify(db: Db, userId: string, id: string, asyncNotify: boolean) {
  const now = new Date();
  const [row] = await db
    .update(projects)
    .set({ async_notify: asyncNotify, async_notify_at: asyncNotify ? now : null, updated_at: now })
    .where(and(eq(projects.id, id), eq(projects.user_id, userId)))
    .returning();
  if (!row) throw notFound(projectMessages.notFound);
  return toProject(row);
}

/** Removes the project, its task rows and every file rendered for it. */
export async function deleteProject(db: Db, storage: Storage, userId: string, id: string): Promise<void> {
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(projects)
      .where(and(eq(projects.id, id), eq(projects.user_id, userId)))
      .returning({ id: projects.id });
    if (rows.length === 0) return false;
    await tx.delete(taskStatus).where(and(eq(taskStatus.id, id), eq(taskStatus.user_id, userId)));
    return true;
  });
  if (!deleted) throw notFound(projectMessages.notFound);
  // Files go after the rows: a failure here leaves orphan files, never a project without its video.
  await storage.deletePrefix(`renders/${id}/`);
}

/** The storage key of the project's video, or null when it has none that this server stores. */
export async function videoKeyOf(storage: Storage, row: ProjectRow): Promise<string | null> {
  const url = row.metadata?.generated_video;
  return typeof url === "string" ? storedKeyOf(storage, url) : null;
}

/** The storage key behind a file's address, or null when it is not a file this server stores. */
export async function storedKeyOf(storage: Storage, url: string): Promise<string | null> {
  if (url === "") return null;
  let key: string | null;
  try {
    key = storage.keyFromUrl(url);
  } catch {
    return null;
  }
  if (!key) return null;
  return (await storage.stat(key)) ? key : null;
}
