import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ShowcasePage } from "@/features/showcase/showcase-page";
import {
  catalogRoutes,
  mockApi,
  renderScreen,
  sampleCatalog,
} from "@/features/video-settings/testing/render";

afterEach(() => vi.unstubAllGlobals());

describe("the showcase", () => {
  it("shows three sample cards, each with a title, a duration and a playable clip", async () => {
    const three = {
      avatars: [...sampleCatalog.avatars.avatars, { ...sampleCatalog.avatars.avatars[0], id: "ava-3" }],
    };
    mockApi({ ...catalogRoutes, "GET /api/catalog/avatars": () => three });
    const { container } = renderScreen(<ShowcasePage />, { path: "/showcase" });
    for (const title of ["The Lighthouse Keeper", "Morning Motivation", "Product Spotlight"])
      expect(await screen.findByRole("heading", { name: title })).toBeInTheDocument();
    expect(container.querySelectorAll("video")).toHaveLength(3);
    expect(screen.getAllByRole("button", { name: /^Play / })).toHaveLength(3);
    expect(screen.getAllByText("--:--")).toHaveLength(3);
  });
});
