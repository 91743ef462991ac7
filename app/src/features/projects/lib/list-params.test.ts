import { describe, expect, it } from "vitest";
import { defaultListParams, isFiltered, parseListParams, toQuery } from "@/features/projects/lib/list-params";

describe("the library's address", () => {
  it("round-trips search, type, sort, view and page through the query string", () => {
    const params = { search: "Moon fox", type: "PRODUCT_AD", sort: "title", view: "list", page: 3 } as const;
    const query = toQuery(params);
    expect(query.toString()).toBe("search=Moon+fox&type=PRODUCT_AD&sort=title&view=list&page=3");
    expect(parseListParams(new URLSearchParams(query.toString()))).toEqual(params);
  });

  it("keeps the plain /projects address plain when everything is at its default", () => {
    expect(toQuery(defaultListParams).toString()).toBe("");
    expect(parseListParams(new URLSearchParams())).toEqual(defaultListParams);
  });

  it("falls back to the defaults for unknown or malformed values", () => {
    expect(parseListParams(new URLSearchParams("type=VLOG&sort=random&view=table&page=-2"))).toEqual(
      defaultListParams,
    );
    expect(parseListParams(new URLSearchParams("page=1.5")).page).toBe(1);
  });

  it("counts a search or a type filter as narrowing the list, but not a sort", () => {
    expect(isFiltered({ ...defaultListParams, search: "fox" })).toBe(true);
    expect(isFiltered({ ...defaultListParams, type: "STORY_REEL" })).toBe(true);
    expect(isFiltered({ ...defaultListParams, search: "   ", sort: "oldest" })).toBe(false);
  });
});
