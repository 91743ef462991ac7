import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { fakeMediaQueryList } from "./media-query";

// CI machines can be busy: give findBy/waitFor more than the default second before failing.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia: default to a wide screen; tests may override it.
if (!window.matchMedia) {
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    value: (query: string) => fakeMediaQueryList(query, false),
  });
}

// jsdom has no scrolling: the router's scroll restoration calls scrollTo on every navigation.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.resetAllMocks();
  sessionStorage.clear();
});
