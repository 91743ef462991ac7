import { type ProjectSort, type ProjectType, projectSorts, projectTypes } from "@reelsmith/contract/projects";

export type ProjectTypeFilter = "ALL" | ProjectType;
export type ProjectView = "grid" | "list";

/** What the library shows, all of it kept in the address so a reload or a shared link shows the same list. */
export interface ProjectListParams {
  search: string;
  type: ProjectTypeFilter;
  sort: ProjectSort;
  view: ProjectView;
  page: number;
}

export const defaultListParams: ProjectListParams = {
  search: "",
  type: "ALL",
  sort: "newest",
  view: "grid",
  page: 1,
};

export const typeOptions: { value: ProjectTypeFilter; label: string }[] = [
  { value: "ALL", label: "All Types" },
  { value: "STORY_REEL", label: "Story Reels" },
  { value: "PRODUCT_AD", label: "Product Ads" },
];

export const sortOptions: { value: ProjectSort; label: string }[] = [
  { value: "newest", label: "Newest First" },
  { value: "oldest", label: "Oldest First" },
  { value: "title", label: "Title A-Z" },
];

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : fallback;

/** Reads the address's query; anything unknown or malformed falls back to the default. */
export function parseListParams(query: URLSearchParams): ProjectListParams {
  const page = Number(query.get("page"));
  return {
    search: (query.get("search") ?? "").slice(0, 200),
    type: oneOf<ProjectTypeFilter>(["ALL", ...projectTypes], query.get("type"), "ALL"),
    sort: oneOf(projectSorts, query.get("sort"), "newest"),
    view: oneOf<ProjectView>(["grid", "list"], query.get("view"), "grid"),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Writes only what differs from the defaults, so the plain /projects address stays plain. */
export function toQuery(params: ProjectListParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of ["search", "type", "sort", "view", "page"] as const) {
    const value = params[key];
    if (value !== defaultListParams[key] && value !== "") query.set(key, String(value));
  }
  return query;
}

/** True when the user narrowed the list, which picks the "No projects found" empty state. */
export const isFiltered = (params: ProjectListParams) => params.search.trim() !== "" || params.type !== "ALL";

export const typeLabel: Record<ProjectType, string> = { STORY_REEL: "Story Reel", PRODUCT_AD: "Product Ad" };

export const formatCreated = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" }).format(new Date(iso));
