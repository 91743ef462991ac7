import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useClipboard } from "@/lib/use-clipboard";

function clipboardThat(works: boolean) {
  const writeText = works
    ? vi.fn().mockResolvedValue(undefined)
    : vi.fn().mockRejectedValue(new Error("denied"));
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  return writeText;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("copying to the clipboard", () => {
  it("remembers a copy that worked until the next try", async () => {
    const writeText = clipboardThat(true);
    const { result } = renderHook(() => useClipboard());
    expect(result.current.copied).toBeNull();
    await act(() => result.current.copy("rs_key"));
    expect(writeText).toHaveBeenCalledWith("rs_key");
    expect(result.current.copied).toBe(true);
  });

  it("says so when the browser refuses", async () => {
    clipboardThat(false);
    const { result } = renderHook(() => useClipboard());
    await act(() => result.current.copy("rs_key"));
    expect(result.current.copied).toBe(false);
  });

  it("forgets a copy that worked once the reset time has passed, and not before", async () => {
    vi.useFakeTimers();
    clipboardThat(true);
    const { result } = renderHook(() => useClipboard({ resetAfterMs: 2000 }));
    await act(() => result.current.copy("curl ..."));
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.copied).toBeNull();
  });

  it("keeps a refusal shown whatever the reset time", async () => {
    vi.useFakeTimers();
    clipboardThat(false);
    const { result } = renderHook(() => useClipboard({ resetAfterMs: 2000 }));
    await act(() => result.current.copy("curl ..."));
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.copied).toBe(false);
  });
});
