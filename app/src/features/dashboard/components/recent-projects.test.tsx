import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { shouldRetryRecentProjects } from "@/features/dashboard/api/get-recent-projects";
import { RecentProjects } from "@/features/dashboard/components/recent-projects";
import { ApiError, TimeoutError } from "@/lib/api-client";
import { authState, mockFetch, renderWithProviders, testUser } from "@/test/render";

const project = {
  id: "p1",
  title: "Moon Fox",
  type: "STORY_REEL",
  status: "PUBLISHED",
  thumbnail_url: null,
  metadata: {},
  created_at: "2025-08-15T12:00:00.000Z",
};

function renderRecent(answer: { status?: number; body: unknown }) {
  mockFetch({ "/api/projects/recent": answer });
  return renderWithProviders(<RecentProjects userId={testUser.id} />, {
    path: "/dashboard",
    auth: authState(testUser),
  });
}

describe("My Projects on the dashboard", () => {
  it("lists the recent projects with type, status and en-US date", async () => {
    renderRecent({ body: [project, { ...project, id: "p2", title: "Blue Kettle", type: "PRODUCT_AD" }] });
    expect(await screen.findByText("Moon Fox")).toBeInTheDocument();
    expect(screen.getByText("Blue Kettle")).toBeInTheDocument();
    expect(screen.getByText("Story Reel · Aug 15, 2025")).toBeInTheDocument();
    expect(screen.getAllByText("PUBLISHED")).toHaveLength(2);
  });

  it("invites a user without projects to create one", async () => {
    renderRecent({ body: [] });
    expect(await screen.findByText("No projects yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create Project" })).toHaveAttribute("href", "/story-reel");
  });

  it("does not retry after a timeout, an insufficient-resources answer or a client error", () => {
    expect(shouldRetryRecentProjects(0, new TimeoutError("/api/projects/recent"))).toBe(false);
    expect(shouldRetryRecentProjects(0, new ApiError(503, "UNAVAILABLE", "busy"))).toBe(false);
    expect(shouldRetryRecentProjects(0, new ApiError(503, "HTTP_ERROR", "Service Unavailable"))).toBe(false);
    expect(shouldRetryRecentProjects(0, new ApiError(402, "INSUFFICIENT_CREDITS", "no credits"))).toBe(false);
    expect(shouldRetryRecentProjects(0, new ApiError(401, "UNAUTHORIZED", "no"))).toBe(false);
    expect(shouldRetryRecentProjects(0, new ApiError(500, "INTERNAL", "boom"))).toBe(true);
    expect(shouldRetryRecentProjects(0, new ApiError(502, "HTTP_ERROR", "Bad Gateway"))).toBe(true);
    expect(shouldRetryRecentProjects(3, new ApiError(500, "INTERNAL", "boom"))).toBe(false);
  });
});
