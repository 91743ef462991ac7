import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ApiKeysSection } from "@/features/profile/components/api-keys-section";
import { authState, mockFetch, renderWithProviders, testUser } from "@/test/render";

const used = {
  id: "k1",
  name: "n8n workflow",
  start: "rs_AbCdEfG",
  rate_limit_per_minute: 60,
  created_at: "2026-11-01T10:00:00.000Z",
  last_used_at: "2026-11-02T12:30:00.000Z",
};
const unused = { ...used, id: "k2", name: "Claude Desktop", start: "rs_ZyXwVuT", last_used_at: null };

function renderSection(answers: Parameters<typeof mockFetch>[0]) {
  const fetchSpy = mockFetch(answers);
  return {
    ...renderWithProviders(<ApiKeysSection userId={testUser.id} />, {
      path: "/profile",
      auth: authState(testUser),
    }),
    fetchSpy,
  };
}

describe("the API keys section", () => {
  it("says there are no keys yet", async () => {
    renderSection({ "/api/api-keys": { body: { keys: [] } } });
    expect(await screen.findByText(/No API keys yet/)).toBeInTheDocument();
  });

  it("lists each key by name and start, with its last use or Never used", async () => {
    renderSection({ "/api/api-keys": { body: { keys: [used, unused] } } });
    const list = await screen.findByRole("list", { name: "Your API keys" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("n8n workflow");
    expect(rows[0]).toHaveTextContent("rs_AbCdEfG…");
    expect(rows[0]).toHaveTextContent("Last used");
    expect(rows[1]).toHaveTextContent("Never used");
  });

  it("asks for a name before creating a key", async () => {
    const { user, fetchSpy } = renderSection({ "/api/api-keys": { body: { keys: [] } } });
    await user.click(await screen.findByRole("button", { name: "Create key" }));
    expect(screen.getByText("Give the key a name")).toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("shows a new key once, with a copy button and the warning, until it is dismissed", async () => {
    const key = `rs_${"a".repeat(40)}`;
    const { user, fetchSpy } = renderSection({
      "/api/api-keys": { body: { keys: [] } },
      "POST /api/api-keys": {
        status: 201,
        body: { id: "k3", name: "Zapier", key, start: key.slice(0, 10), created_at: used.created_at },
      },
    });
    // After render: user-event puts its own clipboard in place when it is set up.
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await user.type(await screen.findByLabelText("Key name"), "Zapier");
    await user.click(screen.getByRole("button", { name: "Create key" }));
    expect(await screen.findByText(key)).toBeInTheDocument();
    expect(screen.getByText("Copy this key now: it will not be shown again.")).toBeInTheDocument();
    const post = fetchSpy.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ name: "Zapier" });

    await user.click(screen.getByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledWith(key);
    expect(await screen.findByRole("button", { name: "Copied" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "I have saved it" }));
    expect(screen.queryByText(key)).not.toBeInTheDocument();
  });

  it("revokes a key only after the dialog is confirmed", async () => {
    let keys = [used];
    const revoked = vi.fn();
    const { user } = renderSection({
      "/api/api-keys": () => Promise.resolve(Response.json({ keys })),
      "DELETE /api/api-keys/k1": () => {
        revoked();
        keys = [];
        return Promise.resolve(Response.json({ id: "k1", revoked: true }));
      },
    });
    await user.click(await screen.findByRole("button", { name: "Revoke n8n workflow" }));
    const dialog = screen.getByRole("dialog", { name: "Revoke API key" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(revoked).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Revoke n8n workflow" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Revoke" }));
    expect(await screen.findByText(/No API keys yet/)).toBeInTheDocument();
    expect(revoked).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
