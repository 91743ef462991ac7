import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DocsPage } from "@/features/docs/docs-page";
import { renderWithProviders } from "@/test/render";

describe("the docs page", () => {
  it("has the side tabs Introduction and Avatar Technology, by click and by arrow keys", async () => {
    const { user } = renderWithProviders(<DocsPage />);
    const intro = screen.getByRole("tab", { name: "Introduction" });
    const avatars = screen.getByRole("tab", { name: "Avatar Technology" });
    expect(intro).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Introduction" })).toBeInTheDocument();
    await user.click(avatars);
    expect(avatars).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Avatar Technology" })).toHaveTextContent(/mouth/);
    fireEvent.keyDown(avatars, { key: "ArrowUp" });
    expect(intro).toHaveAttribute("aria-selected", "true");
    expect(intro).toHaveFocus();
  });

  it("credits the scene illustrations and their licences", () => {
    renderWithProviders(<DocsPage />);
    const intro = screen.getByRole("tabpanel", { name: "Introduction" });
    expect(intro).toHaveTextContent(/Fluent Emoji by Microsoft \(MIT License\)/);
    expect(intro).toHaveTextContent(/Noto Emoji by Google \(Apache License 2\.0\)/);
  });

  it("has an API & automation tab: the reference, a curl quick start, the webhook check and the MCP set-up", async () => {
    const { user } = renderWithProviders(<DocsPage />);
    await user.click(screen.getByRole("tab", { name: "API & automation" }));
    const panel = screen.getByRole("tabpanel", { name: "API & automation" });
    // The reference is served by the server, outside the app's routes: a plain link, a full page load.
    expect(screen.getByRole("link", { name: /API reference/ })).toHaveAttribute("href", "/docs/api");
    expect(screen.getByRole("link", { name: /OpenAPI 3\.1 document/ })).toHaveAttribute(
      "href",
      "/api/openapi.json",
    );
    expect(screen.getByRole("link", { name: "profile page" })).toHaveAttribute("href", "/profile");
    expect(panel).toHaveTextContent(`export REELSMITH_URL=${window.location.origin}`);
    expect(panel).toHaveTextContent('curl -X POST "$REELSMITH_URL/api/functions/create-video"');
    expect(panel).toHaveTextContent('"$REELSMITH_URL/api/tasks/$TASK_ID"');
    expect(panel).toHaveTextContent('-H "Authorization: Bearer $REELSMITH_API_KEY"');
    expect(panel).toHaveTextContent('import { Webhook } from "standardwebhooks"');
    expect(panel).toHaveTextContent("from standardwebhooks.webhooks import Webhook");
    expect(panel).toHaveTextContent(`${window.location.origin}/mcp`);
    expect(panel).toHaveTextContent('"REELSMITH_API_KEY": "rs_..."');
  });
});
