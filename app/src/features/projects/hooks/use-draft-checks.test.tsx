import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  DRAFT_CHECK_INTERVAL_MS,
  pickDraftsToCheck,
  useDraftChecks,
} from "@/features/projects/hooks/use-draft-checks";

const draft = (id: string) => ({ id, status: "DRAFT" as const, metadata: {} });
const published = (id: string) => ({
  id,
  status: "PUBLISHED" as const,
  metadata: { generated_video: "/v.mp4" },
});

/** A check that stays open until the test settles it. */
function controlledCheck() {
  const pending = new Map<string, (changed: boolean) => void>();
  const check = vi.fn(
    (id: string) =>
      new Promise<boolean>((resolve) => {
        pending.set(id, resolve);
      }),
  );
  const settle = async (id: string, changed: boolean) => {
    await act(async () => {
      pending.get(id)?.(changed);
      pending.delete(id);
    });
  };
  return { check, settle };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("choosing drafts to check", () => {
  it("picks only drafts without a video that are not being checked, at most two", () => {
    const projects = [
      published("done"),
      draft("a"),
      { id: "rendered", status: "DRAFT" as const, metadata: { generated_video: "/x.mp4" } },
      draft("b"),
      draft("c"),
      { id: "failed", status: "FAILED" as const, metadata: {} },
    ];
    expect(pickDraftsToCheck(projects, new Set(), new Map())).toEqual(["a", "b"]);
    expect(pickDraftsToCheck(projects, new Set(["a"]), new Map())).toEqual(["b", "c"]);
  });

  it("prefers the drafts checked longest ago, so a third draft gets its turn", () => {
    const projects = [draft("a"), draft("b"), draft("c")];
    expect(
      pickDraftsToCheck(
        projects,
        new Set(),
        new Map([
          ["a", 1],
          ["b", 1],
        ]),
      ),
    ).toEqual(["c", "a"]);
  });
});

describe("the draft check rounds", () => {
  it("checks nothing before 30 seconds, then up to two drafts each round", async () => {
    const { check, settle } = controlledCheck();
    const onChanged = vi.fn(async () => {});
    const projects = [draft("a"), draft("b"), draft("c")];
    const { result } = renderHook(() => useDraftChecks(projects, { check, onChanged }));

    await act(async () => vi.advanceTimersByTime(DRAFT_CHECK_INTERVAL_MS - 1));
    expect(check).not.toHaveBeenCalled();

    await act(async () => vi.advanceTimersByTime(1));
    expect(check.mock.calls.map(([id]) => id)).toEqual(["a", "b"]);
    expect([...result.current]).toEqual(["a", "b"]);

    await settle("a", false);
    expect([...result.current]).toEqual(["b"]);

    // b is still being checked: this round takes c and a, never b twice.
    await act(async () => vi.advanceTimersByTime(DRAFT_CHECK_INTERVAL_MS));
    expect(check.mock.calls.map(([id]) => id)).toEqual(["a", "b", "c", "a"]);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it("refetches the list when a check finds the draft finished, and then clears Processing...", async () => {
    const { check, settle } = controlledCheck();
    const onChanged = vi.fn(async () => {});
    const { result } = renderHook(() => useDraftChecks([draft("a")], { check, onChanged }));
    await act(async () => vi.advanceTimersByTime(DRAFT_CHECK_INTERVAL_MS));
    expect(result.current.has("a")).toBe(true);
    await settle("a", true);
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(result.current.size).toBe(0);
  });

  it("keeps going after a failed check and stops when the page closes", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const check = vi.fn(async () => {
      throw new Error("offline");
    });
    const { unmount } = renderHook(() => useDraftChecks([draft("a")], { check, onChanged: vi.fn() }));
    await act(() => vi.advanceTimersByTimeAsync(DRAFT_CHECK_INTERVAL_MS));
    await act(() => vi.advanceTimersByTimeAsync(DRAFT_CHECK_INTERVAL_MS));
    expect(check).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledWith("Draft check failed", expect.any(Error));
    unmount();
    await act(async () => vi.advanceTimersByTime(DRAFT_CHECK_INTERVAL_MS * 3));
    expect(check).toHaveBeenCalledTimes(2);
  });

  it("does nothing while every project already has its video", async () => {
    const check = vi.fn(async () => true);
    renderHook(() => useDraftChecks([published("p")], { check, onChanged: vi.fn() }));
    await act(async () => vi.advanceTimersByTime(DRAFT_CHECK_INTERVAL_MS * 4));
    expect(check).not.toHaveBeenCalled();
  });
});
