import { webhookMessages } from "@reelsmith/contract/webhooks";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { WEBHOOKS_EMPTY, WebhooksSection } from "@/features/profile/components/webhooks-section";
import { authState, mockFetch, renderWithProviders, testUser } from "@/test/render";

const endpoint = {
  id: "wh1",
  url: "https://hooks.example.com/reelsmith",
  events: ["video.ready", "video.failed"],
  secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
  enabled: true,
  created_at: "2025-05-01T10:00:00.000Z",
};
const delivery = (over: Record<string, unknown>) => ({
  id: "msg_1",
  endpoint_id: "wh1",
  event: "video.ready",
  status: "DELIVERED",
  attempts: 1,
  last_status_code: 200,
  last_error: null,
  next_attempt_at: null,
  delivered_at: "2025-05-01T10:01:00.000Z",
  created_at: "2025-05-01T10:01:00.000Z",
  ...over,
});

function renderSection(answers: Parameters<typeof mockFetch>[0]) {
  const fetchSpy = mockFetch(answers);
  return {
    ...renderWithProviders(<WebhooksSection userId={testUser.id} />, {
      path: "/profile",
      auth: authState(testUser),
    }),
    fetchSpy,
  };
}

describe("the webhooks section", () => {
  it("says there are none yet, and checks the URL and the events before adding one", async () => {
    const { user, fetchSpy } = renderSection({ "/api/webhooks": { body: [] } });
    expect(await screen.findByText(WEBHOOKS_EMPTY)).toBeInTheDocument();
    await user.click(screen.getByLabelText(/Video ready/));
    await user.click(screen.getByLabelText(/Video failed/));
    await user.click(screen.getByRole("button", { name: "Add webhook" }));
    expect(screen.getByText(webhookMessages.urlRequired)).toBeInTheDocument();
    expect(screen.getByText(webhookMessages.eventsRequired)).toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("adds a webhook with the chosen events", async () => {
    const { user, fetchSpy } = renderSection({
      "/api/webhooks": { body: [] },
      "POST /api/webhooks": { status: 201, body: endpoint },
    });
    await user.type(await screen.findByLabelText("Endpoint URL"), endpoint.url);
    await user.click(screen.getByLabelText(/Avatar ready/));
    await user.click(screen.getByRole("button", { name: "Add webhook" }));
    const post = await waitFor(() => {
      const sent = fetchSpy.mock.calls.find(([, init]) => init?.method === "POST");
      if (!sent) throw new Error("not sent yet");
      return sent;
    });
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      url: endpoint.url,
      events: ["video.ready", "video.failed", "avatar.ready"],
    });
  });

  it("shows the server's refusal of a private address", async () => {
    const { user } = renderSection({
      "/api/webhooks": { body: [] },
      "POST /api/webhooks": {
        status: 400,
        body: { error: { code: "VALIDATION_ERROR", message: webhookMessages.urlNotAllowed } },
      },
    });
    await user.type(await screen.findByLabelText("Endpoint URL"), "http://10.0.0.1/hook");
    await user.click(screen.getByRole("button", { name: "Add webhook" }));
    expect(await screen.findByText(webhookMessages.urlNotAllowed)).toBeInTheDocument();
  });

  it("hides the secret until revealed, and shows the delivery log", async () => {
    const { user } = renderSection({
      "/api/webhooks": { body: [endpoint] },
      "/api/webhooks/wh1/deliveries": {
        body: {
          items: [
            delivery({
              id: "msg_2",
              status: "FAILED",
              attempts: 6,
              last_status_code: 503,
              last_error: "The endpoint answered 503",
            }),
            delivery({}),
          ],
          total: 2,
          page: 1,
          pageSize: 20,
        },
      },
    });
    expect(await screen.findByText(endpoint.url)).toBeInTheDocument();
    expect(screen.getByTestId("webhook-secret")).not.toHaveTextContent(endpoint.secret);
    await user.click(screen.getByRole("button", { name: /Reveal the signing secret/ }));
    expect(screen.getByTestId("webhook-secret")).toHaveTextContent(endpoint.secret);

    await user.click(screen.getByRole("button", { name: "Delivery log" }));
    const rows = within(await screen.findByRole("list", { name: "Deliveries" })).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(/Failed.*6 attempts.*HTTP 503/);
    expect(rows[1]).toHaveTextContent(/video\.ready.*Delivered.*1 attempt.*HTTP 200/);
  });
});
