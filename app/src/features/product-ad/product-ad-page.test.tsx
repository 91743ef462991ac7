import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { analyzeProduct } from "@/features/product-ad/api/analyze-product";
import { uploadProductPhoto } from "@/features/product-ad/api/own-photos";
import { ProductAdPage } from "@/features/product-ad/product-ad-page";
import { videoSettingsStore } from "@/shared/video-settings/lib/video-settings-store";
import { catalogRoutes, json, mockApi, renderScreen } from "@/test/render-screen";

// The multipart upload is the one request the JSON fetch mock cannot read: the test answers it here.
vi.mock("@/features/product-ad/api/own-photos", async (importActual) => ({
  ...(await importActual<typeof import("@/features/product-ad/api/own-photos")>()),
  uploadProductPhoto: vi.fn(async (file: File) => `/storage/uploads/u1/${file.name}.jpeg`),
}));

const analysis = {
  product_name: "Aurora Desk Lamp",
  description: "A warm, dimmable LED lamp for late-night work.",
  image_urls: ["https://cdn.example/a.jpg", "https://cdn.example/b.jpg", "https://cdn.example/c.jpg"],
  generated_script: "Meet Aurora Desk Lamp. A warm, dimmable LED lamp. Get Aurora Desk Lamp today!",
  brand_colors: ["#1e3a8a"],
};

function renderPage(
  routes: Parameters<typeof mockApi>[0] = {},
  opts: Parameters<typeof renderScreen>[1] = {},
) {
  const api = mockApi({ ...catalogRoutes, "POST /api/functions/analyze-product": () => analysis, ...routes });
  const view = renderScreen(<ProductAdPage />, {
    path: "/product-ad",
    extraRoutes: [{ path: "/product-ad/preview", element: <p>preview screen</p> }],
    ...opts,
  });
  return { ...api, ...view };
}

const urlBox = () => screen.getByLabelText("Product URL");
const analyzeButton = () => screen.getByRole("button", { name: /^Analyze/ });
const enterUrl = (url: string) => fireEvent.change(urlBox(), { target: { value: url } });
/** The shop picture an <img> shows (shop pictures load through our /api/product-image route). */
const shownUrl = (src: string | null | undefined) =>
  src?.startsWith("/api/product-image?url=")
    ? decodeURIComponent(src.slice("/api/product-image?url=".length))
    : src;
const selectedImages = () =>
  within(screen.getByRole("list", { name: "Selected product images" }))
    .getAllByRole("listitem")
    .map((li) => shownUrl(li.querySelector("img")?.getAttribute("src")));

beforeEach(() => videoSettingsStore.reset());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Switches to "Use my own photos" and adds JPEGs of these names, waiting until each is listed. */
async function addOwnPhotos(names: string[]) {
  fireEvent.click(screen.getByRole("button", { name: "Use my own photos" }));
  const files = names.map((n) => new File([new Uint8Array([0xff, 0xd8, 0xff])], n, { type: "image/jpeg" }));
  await act(async () => {
    fireEvent.change(screen.getByLabelText("Add product photos"), { target: { files } });
  });
  await waitFor(() =>
    expect(
      within(screen.getByRole("list", { name: "Your product photos" })).getAllByRole("img"),
    ).toHaveLength(names.length),
  );
}

describe("the product URL", () => {
  it("enables Analyze only for URLs starting with http:// or https://", () => {
    renderPage();
    expect(screen.getByRole("heading", { name: "Create Product Ad" })).toBeInTheDocument();
    expect(analyzeButton()).toBeDisabled();
    enterUrl("shop.example/lamp");
    expect(analyzeButton()).toBeDisabled();
    enterUrl("ftp://shop.example/lamp");
    expect(analyzeButton()).toBeDisabled();
    enterUrl("http://shop.example/lamp");
    expect(analyzeButton()).toBeEnabled();
    enterUrl("https://shop.example/lamp");
    expect(analyzeButton()).toBeEnabled();
  });
});

describe("analysis", () => {
  it("fills the script and selects the images found; the drawer shows the analysis", async () => {
    const { calls } = renderPage();
    enterUrl("https://shop.example/lamp");
    fireEvent.click(analyzeButton());
    await waitFor(() => expect(screen.getByLabelText("Ad script")).toHaveValue(analysis.generated_script));
    expect(calls.find((c) => c.path === "/api/functions/analyze-product")?.body).toEqual({
      url: "https://shop.example/lamp",
      language: "en",
    });
    expect(selectedImages()).toEqual(analysis.image_urls);
    fireEvent.click(screen.getByRole("button", { name: "Product Analysis" }));
    const drawer = screen.getByRole("dialog", { name: "Product Analysis" });
    expect(within(drawer).getByText("Aurora Desk Lamp")).toBeInTheDocument();
    expect(within(drawer).getByText(analysis.description)).toBeInTheDocument();
    expect(within(drawer).getAllByRole("button", { name: /Preview found image/ })).toHaveLength(3);
  });

  it.each([
    [400, "Invalid product URL. Please check the URL and try again."],
    [401, "Your session has expired. Please sign in again."],
    [403, "You do not have permission to analyze this product."],
    [404, "Product not found. Please check the URL and try again."],
    [422, "Invalid product data received. Please try again."],
    [500, "Failed to analyze product. Please try again."],
  ])("shows the spec's message for a %i answer", async (status, message) => {
    renderPage({
      "POST /api/functions/analyze-product": () =>
        json({ error: { code: "X", message: "server text" } }, status),
    });
    enterUrl("https://shop.example/lamp");
    fireEvent.click(analyzeButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("treats an answer without the required fields as invalid data", async () => {
    renderPage({ "POST /api/functions/analyze-product": () => ({ product_name: "X" }) });
    enterUrl("https://shop.example/lamp");
    fireEvent.click(analyzeButton());
    expect(await screen.findByText("Invalid product data received. Please try again.")).toBeInTheDocument();
  });

  it("asks a guest to sign in", async () => {
    renderPage({}, { user: null });
    enterUrl("https://shop.example/lamp");
    fireEvent.click(analyzeButton());
    expect(await screen.findByText("Please sign in to analyze products")).toBeInTheDocument();
  });
});

describe("the retry policy", () => {
  it("retries a 503 after 2 s, 4 s and 8 s, then shows the spec's message", async () => {
    vi.useFakeTimers();
    const times: number[] = [];
    const start = Date.now();
    mockApi({
      "POST /api/functions/analyze-product": () => {
        times.push(Date.now() - start);
        return json({ error: { code: "UNAVAILABLE", message: "down" } }, 503);
      },
    });
    const result = analyzeProduct({ url: "https://shop.example/x", language: "en" }).catch((e: Error) => e);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(times).toEqual([0, 2000, 6000, 14000]);
    expect(((await result) as Error).message).toBe(
      "Service is currently unavailable. Please try again later.",
    );
  });

  it("retries 429 and network errors and succeeds when the service recovers", async () => {
    vi.useFakeTimers();
    let n = 0;
    mockApi({
      "POST /api/functions/analyze-product": () => {
        n++;
        if (n === 1) return json({ error: { code: "RATE_LIMITED", message: "slow" } }, 429);
        if (n === 2) throw new TypeError("Failed to fetch");
        return analysis;
      },
    });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const onRetry = vi.fn();
    const result = analyzeProduct({ url: "https://shop.example/x", language: "en" }, { onRetry });
    await vi.advanceTimersByTimeAsync(1999);
    expect(n).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(n).toBe(2);
    await vi.advanceTimersByTimeAsync(4000);
    expect(await result).toEqual(analysis);
    expect(onRetry.mock.calls).toEqual([
      [1, 2000],
      [2, 4000],
    ]);
  });

  it("gives up on a lasting network error with the spec's message, and never retries a 404", async () => {
    vi.useFakeTimers();
    vi.spyOn(console, "error").mockImplementation(() => {});
    let n = 0;
    mockApi({
      "POST /api/functions/analyze-product": () => {
        n++;
        throw new TypeError("Failed to fetch");
      },
    });
    const lost = analyzeProduct({ url: "https://a.example", language: "en" }).catch((e: Error) => e.message);
    await vi.advanceTimersByTimeAsync(14_000);
    expect(await lost).toBe("Network connection lost. Please check your internet connection and try again.");
    expect(n).toBe(4);
    n = 0;
    mockApi({
      "POST /api/functions/analyze-product": () => {
        n++;
        return json({ error: { code: "NOT_FOUND", message: "x" } }, 404);
      },
    });
    const missing = analyzeProduct({ url: "https://a.example", language: "en" }).catch(
      (e: Error) => e.message,
    );
    await vi.advanceTimersByTimeAsync(14_000);
    expect(await missing).toBe("Product not found. Please check the URL and try again.");
    expect(n).toBe(1);
  });
});

describe("the selected images", () => {
  async function analysed() {
    const api = renderPage({ "POST /api/functions/create-video": () => json({ task_id: "task-9" }, 201) });
    enterUrl("https://shop.example/lamp");
    fireEvent.click(analyzeButton());
    await screen.findByDisplayValue(analysis.generated_script);
    return api;
  }

  it("reorders, removes and chooses images", async () => {
    await analysed();
    fireEvent.click(screen.getByRole("button", { name: "Move image 1 later" }));
    expect(selectedImages()).toEqual([
      analysis.image_urls[1],
      analysis.image_urls[0],
      analysis.image_urls[2],
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Move image 3 earlier" }));
    expect(selectedImages()).toEqual([
      analysis.image_urls[1],
      analysis.image_urls[2],
      analysis.image_urls[0],
    ]);
    expect(screen.getByRole("button", { name: "Move image 1 earlier" })).toBeDisabled();
    fireEvent.click(screen.getByRole("button", { name: "Remove image 2" }));
    expect(selectedImages()).toEqual([analysis.image_urls[1], analysis.image_urls[0]]);
    const choose = screen.getByRole("button", { name: "Select Product image 3" });
    expect(choose).toHaveAttribute("aria-pressed", "false");
    fireEvent.click(choose);
    expect(selectedImages()).toEqual([
      analysis.image_urls[1],
      analysis.image_urls[0],
      analysis.image_urls[2],
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Deselect Product image 1" }));
    expect(selectedImages()).toEqual([analysis.image_urls[1], analysis.image_urls[2]]);
  });

  it("opens the Image Preview modal on click", async () => {
    await analysed();
    fireEvent.click(screen.getByRole("button", { name: "Preview product picture 2" }));
    const modal = screen.getByRole("dialog", { name: "Image Preview" });
    expect(shownUrl(within(modal).getByRole("img").getAttribute("src"))).toBe(analysis.image_urls[1]);
    fireEvent.click(within(modal).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog", { name: "Image Preview" })).not.toBeInTheDocument();
  });

  it("generates a PRODUCT_AD video with the edited script and chosen images, then opens the preview", async () => {
    const { calls, router } = await analysed();
    fireEvent.change(screen.getByLabelText("Ad script"), { target: { value: "My own ad script." } });
    fireEvent.click(screen.getByRole("button", { name: "Remove image 1" }));
    fireEvent.click(screen.getByRole("radio", { name: /Voice Narration/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: /Generate Ad/ }));
    });
    await screen.findByText("preview screen");
    // The product ad's preview, named by its task: Back to Editor returns to this editor, a link reopens it.
    expect(router.state.location.pathname).toBe("/product-ad/preview");
    expect(router.state.location.search).toMatch(/^\?task=./);
    const body = calls.find((c) => c.path === "/api/functions/create-video")?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      type: "PRODUCT_AD",
      narrationMode: "voice",
      story: "My own ad script.",
      image_urls: [analysis.image_urls[1], analysis.image_urls[2]],
      product_name: "Aurora Desk Lamp",
      brand_colors: ["#1e3a8a"],
    });
    expect(router.state.location.state).toEqual({ taskId: "task-9" });
  });
});

describe("the brand kit", () => {
  it("shows the page's colours, price and logo, and sends the edited ones with the ad", async () => {
    const { calls } = renderPage({
      "POST /api/functions/analyze-product": () => ({
        ...analysis,
        price: "49.00 USD",
        price_amount: "49.00",
        currency: "USD",
        logo_url: "https://cdn.example/logo.png",
      }),
      "POST /api/functions/create-video": () => json({ task_id: "task-9" }, 201),
    });
    enterUrl("https://shop.example/lamp");
    fireEvent.click(analyzeButton());
    await screen.findByDisplayValue(analysis.generated_script);
    expect(screen.getByRole("img", { name: "Brand logo" })).toBeInTheDocument();
    const swatch = screen.getByLabelText("Brand colour 1");
    expect(swatch).toHaveValue("#1e3a8a");
    fireEvent.input(swatch, { target: { value: "#0f766e" } });
    fireEvent.click(screen.getByRole("button", { name: "Add colour" }));
    fireEvent.change(screen.getByLabelText("Price (optional)"), { target: { value: "39,90" } });
    fireEvent.change(screen.getByLabelText("Currency"), { target: { value: "EUR" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: /Generate Ad/ }));
    });
    await screen.findByText("preview screen");
    const body = calls.find((c) => c.path === "/api/functions/create-video")?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      brand_colors: ["#0f766e", "#7c3aed"],
      price_amount: "39.90",
      currency: "EUR",
      product_price: "€39.90",
      logo_url: "https://cdn.example/logo.png",
    });
  });
});

describe("an ad from the seller's own photos", () => {
  it("uploads the photos, has the writer make the script from the name and price, and generates with no URL", async () => {
    const { calls } = renderPage({
      "POST /api/functions/write-ad-script": () => ({
        generated_script: "Meet Lumen Bottle. Just $24.00. Get Lumen Bottle today!",
      }),
      "POST /api/functions/create-video": () => json({ task_id: "task-7" }, 201),
    });
    await addOwnPhotos(["a", "b", "c"]);
    expect(uploadProductPhoto).toHaveBeenCalledTimes(3);
    fireEvent.change(screen.getByLabelText("Product name"), { target: { value: "Lumen Bottle" } });
    fireEvent.change(screen.getByLabelText("Price (optional)"), { target: { value: "24" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Write ad script" }));
    });
    await screen.findByDisplayValue("Meet Lumen Bottle. Just $24.00. Get Lumen Bottle today!");
    expect(calls.find((c) => c.path === "/api/functions/write-ad-script")?.body).toMatchObject({
      product_name: "Lumen Bottle",
      price: "$24.00",
    });
    fireEvent.click(screen.getByRole("radio", { name: /Voice Narration/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: /Generate Ad/ }));
    });
    await screen.findByText("preview screen");
    const body = calls.find((c) => c.path === "/api/functions/create-video")?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      type: "PRODUCT_AD",
      image_urls: ["/storage/uploads/u1/a.jpeg", "/storage/uploads/u1/b.jpeg", "/storage/uploads/u1/c.jpeg"],
      product_name: "Lumen Bottle",
      product_price: "$24.00",
      price_amount: "24",
      currency: "USD",
    });
    expect(body).not.toHaveProperty("product_url");
  });
});

describe("reopening the editor", () => {
  it("brings back the own photos, name, script and edited brand kit the editor saved when it was left", async () => {
    const saved: { body?: unknown } = {};
    const first = renderPage({
      "POST /api/functions/create-video": () => json({ task_id: "task-7" }, 201),
      "PUT /api/drafts/product-ad": (init) => {
        saved.body = JSON.parse(String(init?.body));
        return { editor: "product-ad", content: saved.body, updated_at: "2025-01-02T10:00:00.000Z" };
      },
    });
    await addOwnPhotos(["a", "b"]);
    fireEvent.change(screen.getByLabelText("Product name"), { target: { value: "Lumen Bottle" } });
    fireEvent.change(screen.getByLabelText("Ad script"), { target: { value: "Meet Lumen Bottle." } });
    fireEvent.click(screen.getByRole("button", { name: "Add colour" }));
    fireEvent.change(screen.getByLabelText("Price (optional)"), { target: { value: "24.50" } });
    fireEvent.change(screen.getByLabelText("Currency"), { target: { value: "EUR" } });
    fireEvent.click(screen.getByRole("radio", { name: /Voice Narration/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: /Generate Ad/ }));
    });
    await screen.findByText("preview screen");
    await waitFor(() => expect(saved.body).toBeDefined());
    first.unmount();

    renderPage({
      "GET /api/drafts/product-ad": () => ({
        editor: "product-ad",
        content: saved.body,
        updated_at: "2025-01-02T10:00:00.000Z",
      }),
    });
    expect(await screen.findByDisplayValue("Lumen Bottle")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Use my own photos" })).toHaveAttribute("aria-pressed", "true");
    expect(
      within(screen.getByRole("list", { name: "Your product photos" }))
        .getAllByRole("img")
        .map((img) => img.getAttribute("src")),
    ).toEqual(["/storage/uploads/u1/a.jpeg", "/storage/uploads/u1/b.jpeg"]);
    expect(screen.getByLabelText("Ad script")).toHaveValue("Meet Lumen Bottle.");
    expect(screen.getByLabelText("Brand colour 1")).toHaveValue("#7c3aed");
    expect(screen.getByLabelText("Price (optional)")).toHaveValue("24.50");
    expect(screen.getByLabelText("Currency")).toHaveValue("EUR");
  });

  it("opened on a project (?project=ID) shows the brand kit the project kept, also after analysing its page again", async () => {
    const { calls } = renderPage(
      {
        "GET /api/projects/p-1": () => ({
          id: "p-1",
          title: "Aurora",
          type: "PRODUCT_AD",
          status: "PUBLISHED",
          thumbnail_url: null,
          metadata: {
            brand_kit: {
              product_name: "Aurora Desk Lamp",
              colors: ["#0f766e", "#fbbf24"],
              price_amount: "39.90",
              currency: "EUR",
              logo_url: "https://cdn.example/logo.png",
              product_url: "https://shop.example/lamp",
            },
          },
          async_notify: false,
          async_notify_at: null,
          created_at: "2025-01-01T00:00:00.000Z",
          updated_at: "2025-01-01T00:00:00.000Z",
        }),
      },
      { path: "/product-ad", search: "?project=p-1" },
    );
    await waitFor(() => expect(urlBox()).toHaveValue("https://shop.example/lamp"));
    expect(calls.some((c) => c.path === "/api/projects/p-1")).toBe(true);
    fireEvent.click(analyzeButton());
    await screen.findByDisplayValue(analysis.generated_script);
    // The page says #1e3a8a and no price; the seller's kept kit stays.
    expect(screen.getByLabelText("Brand colour 1")).toHaveValue("#0f766e");
    expect(screen.getByLabelText("Brand colour 2")).toHaveValue("#fbbf24");
    expect(screen.getByLabelText("Price (optional)")).toHaveValue("39.90");
    expect(screen.getByLabelText("Currency")).toHaveValue("EUR");
    expect(screen.getByRole("img", { name: "Brand logo" })).toBeInTheDocument();
  });

  it("opened on an own-photos project shows its product name and kept kit", async () => {
    renderPage(
      {
        "GET /api/projects/p-2": () => ({
          id: "p-2",
          type: "PRODUCT_AD",
          metadata: { brand_kit: { product_name: "Lumen Bottle", colors: ["#1e3a8a"], price_amount: "24" } },
        }),
      },
      { path: "/product-ad", search: "?project=p-2" },
    );
    expect(await screen.findByDisplayValue("Lumen Bottle")).toBeInTheDocument();
    expect(screen.getByLabelText("Brand colour 1")).toHaveValue("#1e3a8a");
    expect(screen.getByLabelText("Price (optional)")).toHaveValue("24");
    expect(screen.getByLabelText("Currency")).toHaveValue("USD");
  });
});
