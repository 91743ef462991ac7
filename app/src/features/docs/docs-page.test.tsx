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
});
