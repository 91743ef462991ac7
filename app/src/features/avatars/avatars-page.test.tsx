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
    expect(await screen.findByRole("link", { name: /Create Your Custom Avatar/ })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Sign up" })).not.toBeInTheDocument();
    signedIn.unmount();

    renderWithProviders(<AvatarsPage />, { auth: authState(null) });
    expect(await screen.findByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/auth/signup");
    expect(screen.queryByRole("link", { name: /Create Your Custom Avatar/ })).not.toBeInTheDocument();
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
