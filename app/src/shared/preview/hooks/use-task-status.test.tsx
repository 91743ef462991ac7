import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TASK_EVENT, useTaskStatus } from "@/shared/preview/hooks/use-task-status";
import { mockApi } from "@/test/render-screen";

/**
 * jsdom has no EventSource. This one behaves as the browser's does for the part that matters: a named
 * event (`event: status` on the wire) reaches addEventListener("status") and never onmessage.
 */
class BrowserLikeEventSource extends EventTarget {
  static last: BrowserLikeEventSource | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  constructor(readonly url: string) {
    super();
    BrowserLikeEventSource.last = this;
  }
  emit(name: string, data: unknown) {
    const event = new MessageEvent(name, { data: JSON.stringify(data) });
    if (name === "message") this.onmessage?.(event);
    this.dispatchEvent(event);
  }
  close() {}
}

afterEach(() => vi.unstubAllGlobals());

describe("following a task", () => {
  it("shows a stage the server streams as a named status event without waiting for the next poll", async () => {
    mockApi({ "GET /api/tasks/task-1": () => ({ id: "task-1", task_status: 0 }) });
    vi.stubGlobal("EventSource", BrowserLikeEventSource);
    const { result } = renderHook(() => useTaskStatus("task-1"));
    await waitFor(() => expect(result.current.task?.task_status).toBe(0));

    const source = BrowserLikeEventSource.last;
    expect(source?.url).toBe("/api/tasks/task-1/events");
    act(() => source?.emit(TASK_EVENT, { id: "task-1", task_status: 4 }));
    expect(result.current.task?.task_status).toBe(4);
  });
});
