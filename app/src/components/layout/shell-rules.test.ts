import { describe, expect, it } from "vitest";
import { showsSidebar, showsTopBar } from "@/components/layout/shell-rules";

describe("shell visibility rules", () => {
  it("hides the top bar on / and /beta for guests only", () => {
    expect(showsTopBar("/", false)).toBe(false);
    expect(showsTopBar("/beta", false)).toBe(false);
    expect(showsTopBar("/", true)).toBe(true);
    expect(showsTopBar("/beta", true)).toBe(true);
    expect(showsTopBar("/pricing", false)).toBe(true);
    expect(showsTopBar("/auth/login", false)).toBe(true);
  });

  it("never shows the sidebar to guests", () => {
    for (const path of ["/dashboard", "/profile", "/auth/login", "/avatars"]) {
      expect(showsSidebar(path, false)).toBe(false);
    }
  });

  it("shows the sidebar to signed-in users except on /, /beta and paths containing pricing, faqs or docs", () => {
    expect(showsSidebar("/dashboard", true)).toBe(true);
    expect(showsSidebar("/story-reel/preview", true)).toBe(true);
    expect(showsSidebar("/profile", true)).toBe(true);
    expect(showsSidebar("/", true)).toBe(false);
    expect(showsSidebar("/beta", true)).toBe(false);
    expect(showsSidebar("/pricing", true)).toBe(false);
    expect(showsSidebar("/faqs", true)).toBe(false);
    expect(showsSidebar("/docs", true)).toBe(false);
    expect(showsSidebar("/docs/avatars", true)).toBe(false);
  });
});
