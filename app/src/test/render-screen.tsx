import { QueryClient } from "@tanstack/react-query";
import type { ReactElement } from "react";
import { createMemoryRouter } from "react-router";
import { vi } from "vitest";
import type { AuthUser } from "@/lib/auth";
import { authState, renderRouter } from "./render";

export const testUser: AuthUser = { id: "user-1", email: "creator@example.com", name: "Creator" };

/** Renders a screen at a route with a signed-in user (or none), a fresh query client and a memory router. */
export function renderScreen(
  ui: ReactElement,
  {
    path = "/",
    search = "",
    state,
    user = testUser,
    extraRoutes = [],
  }: {
    path?: string;
    /** The query the screen is opened with ("?project=p-1"). */
    search?: string;
    state?: unknown;
    user?: AuthUser | null;
    extraRoutes?: { path: string; element: ReactElement }[];
  } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, retryDelay: 0, gcTime: Number.POSITIVE_INFINITY } },
  });
  const router = createMemoryRouter([{ path, element: ui }, ...extraRoutes], {
    initialEntries: [{ pathname: path, search, state }],
  });
  return renderRouter(router, queryClient, authState(user));
}

type Handler = (init: RequestInit | undefined, url: URL) => unknown;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/**
 * Answers fetch by "METHOD /path" (query ignored). A handler may return a Response, a body (sent as JSON 200)
 * or throw (a network error). Unknown routes answer 404 with the API's error body.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    const key = `${method} ${url.pathname}`;
    calls.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const handler = routes[key];
    if (!handler) return json({ error: { code: "NOT_FOUND", message: `No route ${key}` } }, 404);
    const out = await handler(init, url);
    return out instanceof Response ? out : json(out);
  });
  vi.stubGlobal("fetch", fetchMock);
  return { fetchMock, calls };
}

export const sampleCatalog = {
  avatars: {
    avatars: [
      {
        id: "ava-1",
        avatar_name: "Maya",
        avatar_image: "/storage/avatars/maya.png",
        avatar_video: "/storage/avatars/maya.mp4",
        avatar_voice_id: "en-us-ava",
        tags: ["gender:female"],
      },
      {
        id: "ava-2",
        avatar_name: "Leo",
        avatar_image: "/storage/avatars/leo.png",
        avatar_video: "/storage/avatars/leo.mp4",
        avatar_voice_id: "en-us-noah",
        tags: ["gender:male"],
      },
    ],
  },
  voices: {
    voices: [
      {
        id: "en-us-ava",
        voice_name: "Ava",
        voice_sample: "/storage/voices/ava.mp3",
        tags: ["language:en", "gender:female", "flag:🇺🇸", "accent:American"],
      },
      {
        id: "en-us-noah",
        voice_name: "Noah",
        voice_sample: "/storage/voices/noah.mp3",
        tags: ["language:en", "gender:male", "flag:🇺🇸", "accent:American"],
      },
      {
        id: "es-es-lucia",
        voice_name: "Lucía",
        voice_sample: "/storage/voices/lucia.mp3",
        tags: ["language:es", "gender:female", "flag:🇪🇸", "accent:Castilian"],
      },
    ],
  },
  music: {
    music: [
      {
        id: "m-1",
        name: "Sunrise",
        url: "/storage/music/sunrise.mp3",
        preview: "/storage/music/sunrise.mp3",
        tags: ["calm"],
        priority: { use_case: "story", order: 1 },
      },
    ],
  },
  styles: {
    styles: [
      {
        id: "cinematic",
        style_name: "Cinematic",
        description: "Drama",
        reference_url: "/storage/styles/cinematic.png",
        colors: { primary: "#f2a65a" },
        tags: ["film"],
      },
    ],
  },
};

/** The four catalogue routes answering the sample catalogue. */
export const catalogRoutes: Record<string, Handler> = {
  "GET /api/catalog/avatars": () => sampleCatalog.avatars,
  "GET /api/catalog/voices": () => sampleCatalog.voices,
  "GET /api/catalog/music": () => sampleCatalog.music,
  "GET /api/catalog/styles": () => sampleCatalog.styles,
};
