import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LimitBadge } from "@/shared/custom-avatars/components/limit-badge";

describe("the custom avatar badge", () => {
  it("shows what is left, a warning from 80% of the limit, and Limit Reached at the cap", () => {
    const { rerender } = render(<LimitBadge count={0} limit={3} />);
    expect(screen.getByText("3 Remaining")).toHaveAttribute("data-tone", "normal");
    rerender(<LimitBadge count={3} limit={4} />);
    expect(screen.getByText("1 Remaining")).toHaveAttribute("data-tone", "normal");
    rerender(<LimitBadge count={4} limit={5} />);
    expect(screen.getByText("1 Remaining")).toHaveAttribute("data-tone", "warning");
    rerender(<LimitBadge count={3} limit={3} />);
    expect(screen.getByText("Limit Reached")).toHaveAttribute("data-tone", "limit");
  });
});
