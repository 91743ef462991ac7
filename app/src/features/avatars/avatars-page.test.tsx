import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stockAvatarsQueryOptions } from "@/features/avatars/api/get-stock-avatars";
import { AvatarsPage, HIGHLIGHT_MS } from "@/features/avatars/avatars-page";
import { authState, mockFetch, renderWithProviders, testUser } from "@/test/render";

const avatar = (id: string, name: string, gender: string, language: string) => ({
  id,
  avatar_name: name,
  avatar_image: `/storage/catalog/presenters/x/${id}/portrait.png`,
  avatar_video: `/storage/catalog/presenters/x/${id}/video.mp4`,
  avatar_voice_id: `${language}-voice`,
  tags: [`gender:${gender}`, `language:${language}`],
});

const avatars = [
  avatar("en-emma", "Emma", "female", "en"),
  avatar("hi-arjun", "Arjun", "male", "hi"),
  avatar("ta-meena", "Meena", "female", "ta"),
];

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("the AI Avatars gallery", () => {
  it("lists the stock presenters with names and tags", async () => {
    mockFetch({ "/api/catalog/avatars": { body: { avatars } } });
    renderWithProviders(<AvatarsPage />, { auth: authState(testUser) });
    const grid = await screen.findByRole("region", { name: "Stock presenters" });
    expect(
      within(grid)
        .getAllByRole("button", { pressed: false })
        .map((b) => b.textContent),
    ).toEqual(expect.arrayContaining(["EmmaFemaleEnglish", "ArjunMaleHindi", "MeenaFemaleTamil"]));
  });

  it("plays the chosen presenter's clip and highlights its card for 2 seconds", async () => {
    mockFetch({ "/api/catalog/avatars": { body: { avatars } } });
    renderWithProviders(<AvatarsPage />, { auth: authState(testUser) });
    const card = await screen.findByRole("button", { name: /Arjun/ });
    vi.useFakeTimers();
    fireEvent.click(card);
    expect(card).toHaveAttribute("aria-pressed", "true");
    expect(card).toHaveAttribute("data-highlighted", "true");
    const video = screen.getByLabelText("Arjun speaking");
    expect(video).toHaveAttribute("src", avatars[1]?.avatar_video);
    act(() => vi.advanceTimersByTime(HIGHLIGHT_MS - 100));
    expect(card).toHaveAttribute("data-highlighted", "true");
    act(() => vi.advanceTimersByTime(200));
    expect(card).not.toHaveAttribute("data-highlighted");
    expect(card).toHaveAttribute("aria-pressed", "true");
  });

  it("filters by gender and language", async () => {
    mockFetch({ "/api/catalog/avatars": { body: { avatars } } });
    renderWithProviders(<AvatarsPage />, { auth: authState(testUser) });
    await screen.findByText("3 presenters");
    fireEvent.click(screen.getByRole("button", { name: "female" }));
    expect(screen.getByText("2 presenters")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Language"), { target: { value: "ta" } });
    expect(screen.getByText("1 presenters")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Meena/ })).toBeInTheDocument();
  });

  it("offers Create Your Custom Avatar to signed-in users only, and a sign-up prompt to guests", async () => {
    mockFetch({ "/api/catalog/avatars": { body: { avatars } } });
    const signedIn = renderWithProviders(<AvatarsPage />, { auth: authState(testUser) });
    expect(await screen.findByRole("button", { name: /Create Your Custom Avatar/ })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Sign up" })).not.toBeInTheDocument();
    signedIn.unmount();

    renderWithProviders(<AvatarsPage />, { auth: authState(null) });
    expect(await screen.findByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/auth/signup");
    expect(screen.queryByRole("button", { name: /Create Your Custom Avatar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Your custom avatars" })).not.toBeInTheDocument();
  });

  it("shows the user's custom avatars, plays a Ready one's sample, and opens the creation dialog from Create Your Custom Avatar", async () => {
    mockFetch({
      "/api/catalog/avatars": { body: { avatars } },
      "/api/avatars": {
        body: {
          avatars: [
            {
              id: "c-1",
              user_id: testUser.id,
              name: "Studio me",
              image_url: "/storage/avatars/user-1/avatar_1.jpeg",
              voice_url: "/storage/avatars/user-1/voice_1.ogg",
              avatar_sample_url: "/storage/avatars/user-1/sample_1.mp4",
              voice_clone_id: null,
              storage_path: "avatars/user-1/avatar_1.jpeg",
              voice_storage_path: "avatars/user-1/voice_1.ogg",
              processing_outcome: null,
              voice_id: "en-voice",
              created_at: "2026-11-20T10:00:00.000Z",
            },
          ],
          count: 1,
          limit: 3,
        },
      },
    });
    renderWithProviders(<AvatarsPage />, { auth: authState(testUser) });
    const mine = await screen.findByRole("region", { name: "Your custom avatars" });
    expect(await within(mine).findByText("Studio me")).toBeInTheDocument();
    expect(within(mine).getByText("2 Remaining")).toBeInTheDocument();
    fireEvent.click(within(mine).getByRole("button", { name: /^Studio me/ }));
    expect(screen.getByLabelText("Studio me speaking")).toHaveAttribute(
      "src",
      "/storage/avatars/user-1/sample_1.mp4",
    );
    fireEvent.click(screen.getByRole("button", { name: /Create Your Custom Avatar/ }));
    expect(screen.getByRole("dialog", { name: "Create Custom Avatar" })).toBeInTheDocument();
    expect(screen.getByLabelText(/Choose a picture of your avatar/)).toBeInTheDocument();
  });

  it("shows the spec's message when the catalogue cannot be loaded", async () => {
    mockFetch({ "/api/catalog/avatars": { status: 503, body: { error: { code: "X", message: "down" } } } });
    renderWithProviders(<AvatarsPage />, { auth: authState(testUser) });
    expect(await screen.findByText("Failed to load avatars. Please try again later.")).toBeInTheDocument();
  });

  it("keeps the catalogue fresh 5 minutes and cached 30 minutes", () => {
    const options = stockAvatarsQueryOptions();
    expect(options.staleTime).toBe(5 * 60_000);
    expect(options.gcTime).toBe(30 * 60_000);
    expect(options.queryKey).toEqual(["catalog", "avatars"]);
  });
});
