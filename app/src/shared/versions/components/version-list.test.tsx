import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { VersionList } from "@/shared/versions/components/version-list";
import { mockApi, renderScreen } from "@/test/render-screen";

afterEach(() => vi.unstubAllGlobals());

const version = (n: number, over: Record<string, unknown> = {}) => ({
  version: n,
  task_id: n === 1 ? "proj-1" : `task-${n}`,
  state: "ready",
  created_at: `2026-12-0${n}T09:30:00.000Z`,
  video_url: `/storage/renders/proj-1/v${n}/video.mp4`,
  thumbnail_url: `/storage/renders/proj-1/v${n}/thumbnail.jpg`,
  duration_s: 12,
  scene_count: 3,
  changed_scenes: n === 1 ? null : [2],
  removed_scenes: n === 1 ? null : 0,
  ...over,
});

const versions = (...list: ReturnType<typeof version>[]) => ({
  "GET /api/projects/proj-1/versions": () => ({ project_id: "proj-1", newest: 3, versions: list }),
});

describe("a project's version list", () => {
  it("lists every version with its date and changes, and marks the one playing", async () => {
    mockApi(
      versions(
        version(3, { state: "rendering", video_url: null, changed_scenes: [1, 3] }),
        version(2),
        version(1),
      ),
    );
    renderScreen(<VersionList projectId="proj-1" current={1} mode="playing" editor="story-reel" />);
    const region = screen.getByRole("region", { name: "Versions" });
    expect(await within(region).findByText("Playing version 1 of 3.")).toBeInTheDocument();
    const items = within(region).getAllByRole("listitem");
    expect(items.map((i) => i.getAttribute("aria-label"))).toEqual(["Version 3", "Version 2", "Version 1"]);
    const [v3, v2, v1] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(v1).toHaveAttribute("aria-current", "true");
    expect(v2).not.toHaveAttribute("aria-current");
    expect(within(v1).getByText("Playing")).toBeInTheDocument();
    expect(within(v1).getByText(/First version/)).toBeInTheDocument();
    expect(within(v2).getByText(/0:12 · Scene 2 changed/)).toBeInTheDocument();
    expect(within(v2).getByText(/2026/)).toHaveAttribute("datetime", "2026-12-02T09:30:00.000Z");
    // Still rendering: its changes show, nothing to play yet.
    expect(within(v3).getByText("Rendering")).toBeInTheDocument();
    expect(within(v3).getByText(/Scenes 1 and 3 changed/)).toBeInTheDocument();
    expect(within(v3).queryByRole("link")).toBeNull();

    const linksOfV2 = {
      "Play version 2": "/story-reel/preview?task=task-2",
      "Download version 2": "/storage/renders/proj-1/v2/video.mp4",
      "Export version 2": "/story-reel/preview?task=task-2#export",
      "Edit from this version (2)": "/storyboard?editor=story-reel&project=proj-1&version=2",
    };
    for (const [name, href] of Object.entries(linksOfV2))
      expect(within(v2).getByRole("link", { name })).toHaveAttribute("href", href);
    // The one playing is not offered again.
    expect(within(v1).queryByRole("link", { name: "Play version 1" })).toBeNull();
    expect(within(v1).getByRole("link", { name: "Export version 1" })).toBeInTheDocument();
  });

  it("on the storyboard, says which version is being edited and what rendering makes", async () => {
    mockApi(versions(version(3), version(2), version(1)));
    renderScreen(<VersionList projectId="proj-1" current={null} mode="editing" editor="story-reel" />);
    expect(await screen.findByText("Editing from version 3. Rendering makes version 4.")).toBeInTheDocument();
    const v3 = screen.getByRole("listitem", { name: "Version 3" });
    expect(v3).toHaveAttribute("aria-current", "true");
    expect(within(v3).getByText("Editing")).toBeInTheDocument();
    expect(within(v3).queryByRole("link", { name: /Edit from this version/ })).toBeNull();
    expect(within(v3).getByRole("link", { name: "Play version 3" })).toBeInTheDocument();
  });
});
