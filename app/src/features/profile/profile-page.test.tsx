import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AppLayout } from "@/components/layout/app-layout";
import { ProfilePage } from "@/features/profile/profile-page";
import { authState, mockFetch, renderRoutes, renderWithProviders, testUser } from "@/test/render";

const profile = { id: testUser.id, username: "ada", full_name: "Ada Lovelace" };

function renderProfile(answers: Parameters<typeof mockFetch>[0]) {
  const fetchSpy = mockFetch(answers);
  return {
    ...renderWithProviders(<ProfilePage />, { path: "/profile", auth: authState(testUser) }),
    fetchSpy,
  };
}

describe("the profile page", () => {
  it("shows the email read-only and the username and full name for editing", async () => {
    renderProfile({ "/api/profile": { body: profile } });
    expect(await screen.findByLabelText("Username")).toHaveValue("ada");
    expect(screen.getByLabelText("Full name")).toHaveValue("Ada Lovelace");
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.com");
    expect(screen.getByLabelText("Email")).toHaveAttribute("readonly");
  });

  it("validates the username and full name with the sign-up messages", async () => {
    const { user } = renderProfile({ "/api/profile": { body: profile } });
    const username = await screen.findByLabelText("Username");
    await user.clear(username);
    await user.type(username, "a!");
    await user.clear(screen.getByLabelText("Full name"));
    await user.click(screen.getByRole("button", { name: "Save Profile" }));
    expect(await screen.findByText("Username must be at least 3 characters")).toBeInTheDocument();
    expect(screen.getByText("Full name must be at least 2 characters")).toBeInTheDocument();
  });

  it("saves the profile and says so", async () => {
    const { user, fetchSpy } = renderProfile({
      "/api/profile": { body: profile },
      "PATCH /api/profile": { body: { ...profile, full_name: "Ada King" } },
    });
    const fullName = await screen.findByLabelText("Full name");
    await user.clear(fullName);
    await user.type(fullName, "Ada King");
    await user.click(screen.getByRole("button", { name: "Save Profile" }));
    expect(await screen.findByText("Profile updated successfully!")).toBeInTheDocument();
    const patch = fetchSpy.mock.calls.find(([, init]) => init?.method === "PATCH");
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ username: "ada", full_name: "Ada King" });
  });

  it("says Failed to update profile when saving fails", async () => {
    const { user } = renderProfile({
      "/api/profile": { body: profile },
      "PATCH /api/profile": { status: 500, body: { error: { code: "INTERNAL", message: "boom" } } },
    });
    await screen.findByLabelText("Full name");
    await user.click(screen.getByRole("button", { name: "Save Profile" }));
    expect(await screen.findByText("Failed to update profile")).toBeInTheDocument();
  });

  it("says Failed to load profile when the profile cannot be read", async () => {
    renderProfile({
      "/api/profile": { status: 500, body: { error: { code: "INTERNAL", message: "boom" } } },
    });
    await waitFor(() => expect(screen.getByText("Failed to load profile")).toBeInTheDocument());
  });

  it("shows a placeholder when Change Password is pressed", async () => {
    const { user } = renderProfile({ "/api/profile": { body: profile } });
    await user.click(await screen.findByRole("button", { name: "Change Password" }));
    expect(screen.getByRole("status")).toHaveTextContent(/coming soon/);
  });

  it("updates the name in the header as soon as the profile is saved", async () => {
    let saved = profile;
    mockFetch({
      "/api/profile": () => Promise.resolve(Response.json(saved)),
      "PATCH /api/profile": () => {
        saved = { ...profile, full_name: "Ada King" };
        return Promise.resolve(Response.json(saved));
      },
    });
    const { user } = renderRoutes(
      [{ element: <AppLayout />, children: [{ path: "/profile", element: <ProfilePage /> }] }],
      { path: "/profile", auth: authState(testUser) },
    );
    const trigger = screen.getByRole("button", { name: "Profile menu" });
    await waitFor(() => expect(trigger).toHaveTextContent("Ada Lovelace"));
    const fullName = await screen.findByLabelText("Full name");
    await user.clear(fullName);
    await user.type(fullName, "Ada King");
    await user.click(screen.getByRole("button", { name: "Save Profile" }));
    await waitFor(() => expect(trigger).toHaveTextContent("Ada King"));
  });

  it("asks a guest to log in", () => {
    mockFetch({});
    renderWithProviders(<ProfilePage />, { path: "/profile" });
    expect(screen.getByText("Please log in to view your profile.")).toBeInTheDocument();
  });
});
