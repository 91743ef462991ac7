import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RotatingTagline, taglines } from "@/features/landing/components/hero";
import { TAGLINE_INTERVAL_MS } from "@/features/landing/hooks/use-rotating-index";

afterEach(() => vi.useRealTimers());

const active = () => document.querySelector("[data-active]")?.textContent;

describe("the hero tagline", () => {
  it("rotates every 3 seconds and wraps", () => {
    vi.useFakeTimers();
    render(<RotatingTagline />);
    expect(TAGLINE_INTERVAL_MS).toBe(3000);
    expect(active()).toBe(taglines[0]);
    act(() => vi.advanceTimersByTime(2999));
    expect(active()).toBe(taglines[0]);
    act(() => vi.advanceTimersByTime(1));
    expect(active()).toBe(taglines[1]);
    act(() => vi.advanceTimersByTime(3000 * (taglines.length - 1)));
    expect(active()).toBe(taglines[0]);
  });

  it("hides the inactive taglines from screen readers and skips the slide with reduced motion", () => {
    render(<RotatingTagline />);
    const current = screen.getByText(taglines[0]);
    expect(current).not.toHaveAttribute("aria-hidden", "true");
    expect(screen.getByText(taglines[1])).toHaveAttribute("aria-hidden", "true");
    expect(current.className).toContain("motion-reduce:transition-none");
  });
});
