import type { Template } from "@reelsmith/contract/templates";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TemplatesPage } from "@/features/templates/templates-page";
import { CaptionPreview } from "@/shared/templates/components/caption-preview";
import { captionLookOf } from "@/shared/templates/lib/caption-look";
import { catalogRoutes, json, mockApi, renderScreen } from "@/test/render-screen";
import { blankTemplate } from "@/test/template-fixtures";

const a: Template = { ...blankTemplate, id: "t-a", name: "Brand reels", is_default: true };
const b: Template = { ...blankTemplate, id: "t-b", name: "Sale ads", is_default: false, size: "4:5" };
const routes = { ...catalogRoutes, "GET /api/media": () => ({ media: [], usage: { bytes: 0, quota: 1 } }) };

afterEach(() => vi.unstubAllGlobals());

describe("the template editor", () => {
  it("says there are no templates yet", async () => {
    mockApi({ ...routes, "GET /api/templates": () => ({ templates: [] }) });
    renderScreen(<TemplatesPage />);
    expect(await screen.findByText(/No templates yet/)).toBeInTheDocument();
  });

  it("says when the templates cannot be loaded", async () => {
    mockApi({
      ...routes,
      "GET /api/templates": () => json({ error: { code: "INTERNAL", message: "down" } }, 500),
    });
    renderScreen(<TemplatesPage />);
    expect(await screen.findByText("Templates could not be loaded. Try again later.")).toBeInTheDocument();
  });

  it("marks the default and makes another one the default", async () => {
    const { calls } = mockApi({
      ...routes,
      "GET /api/templates": () => ({ templates: [a, b] }),
      "POST /api/templates/t-b/default": () => ({ ...b, is_default: true }),
    });
    renderScreen(<TemplatesPage />);
    const list = await screen.findByRole("list", { name: "Your templates" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("Default");
    expect(rows[1]).not.toHaveTextContent("Default");
    fireEvent.click(within(list).getByRole("button", { name: "Make Sale ads the default" }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === "POST" && c.path === "/api/templates/t-b/default")).toBe(true),
    );
  });

  it("names the field a validation message is about", async () => {
    const { calls } = mockApi({ ...routes, "GET /api/templates": () => ({ templates: [] }) });
    renderScreen(<TemplatesPage />);
    fireEvent.click((await screen.findAllByRole("button", { name: /New template/ }))[0] as HTMLElement);
    const form = screen.getByRole("form", { name: "New template" });
    fireEvent.click(within(form).getByRole("button", { name: "Create template" }));
    expect(within(form).getByText("Template name: a template needs a name.")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("saves an edit with every choice, a cleared one as null", async () => {
    const { calls } = mockApi({
      ...routes,
      "GET /api/templates": () => ({ templates: [b] }),
      "PATCH /api/templates/t-b": (init) => ({ ...b, ...JSON.parse(String(init?.body)) }),
    });
    renderScreen(<TemplatesPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit Sale ads" }));
    const form = screen.getByRole("form", { name: "Edit Sale ads" });
    fireEvent.change(within(form).getByRole("combobox", { name: "Video size" }), {
      target: { value: "16:9" },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Template saved: Sale ads.")).toBeInTheDocument();
    const patch = calls.find((c) => c.method === "PATCH");
    expect(patch?.body).toMatchObject({ name: "Sale ads", size: "16:9", style: null, logo: null });
  });
});

describe("the caption preview", () => {
  it("draws in the script's font, the style's colour and case, the first word highlighted", () => {
    const look = captionLookOf({
      preset: "minimalist",
      color: "#ff00ff",
      highlight_color: "#00ff00",
      uppercase: true,
    });
    if (!look) throw new Error("a look");
    renderScreen(<CaptionPreview look={look} language="ta" />);
    const text = screen.getByTestId("caption-text");
    expect(text.style.fontFamily).toContain("Noto Sans Tamil");
    expect(text.style.color).toBe("rgb(255, 0, 255)");
    expect(text.style.textTransform).toBe("uppercase");
    expect(text.textContent).toContain("உங்கள்");
    expect(within(text).getByText("உங்கள்").style.color).toBe("rgb(0, 255, 0)");
  });

  it("draws the logo in its chosen corner, at its width share and opacity, as the render does", () => {
    const look = captionLookOf({ preset: "minimalist", position: "bottom" });
    // 9:16 is laid out at 1080 x 1920 and scaled down: a share of 0.25 is 270 of its 1080 px.
    const px = (v: string) => Number.parseFloat(v);
    const { unmount } = renderScreen(
      <CaptionPreview
        look={look}
        logo={{ url: "/storage/logo.png", corner: "bottom-left", size: 0.25, opacity: 0.5 }}
      />,
    );
    const logo = screen.getByTestId("logo-preview") as HTMLImageElement;
    expect(logo.getAttribute("src")).toBe("/storage/logo.png");
    expect(px(logo.style.width)).toBe(270);
    expect(logo.style.opacity).toBe("0.5");
    expect(px(logo.style.left)).toBeLessThan(1080 / 2 - 270);
    expect(px(logo.style.top)).toBeGreaterThan(1920 / 2);
    // Above the caption block at the bottom, not over it.
    const text = screen.getByTestId("caption-text");
    expect(px(logo.style.top) + px(logo.style.height)).toBeLessThanOrEqual(1920 - px(text.style.bottom));
    unmount();
    renderScreen(<CaptionPreview look={look} logo={{ url: "/storage/logo.png", corner: "top-right" }} />);
    const right = screen.getByTestId("logo-preview");
    expect(px(right.style.width)).toBe(162);
    expect(right.style.opacity).toBe("1");
    expect(px(right.style.left) + px(right.style.width)).toBeGreaterThan(1080 / 2 + 162);
    expect(px(right.style.top)).toBeLessThan(1920 / 2);
  });
});
