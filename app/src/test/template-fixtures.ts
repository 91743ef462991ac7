import type { Template } from "@reelsmith/contract/templates";

/** A saved template that sets nothing: each test names the template and the settings it keeps. */
export const blankTemplate: Omit<Template, "id" | "name" | "is_default"> = {
  style: null,
  voice_id: null,
  avatar_id: null,
  presenter_layout: null,
  music_id: null,
  music_volume: null,
  size: null,
  captions: null,
  brand_colors: null,
  logo: null,
  intro_card: null,
  end_card: null,
  created_at: "2026-12-01T10:00:00.000Z",
  updated_at: "2026-12-01T10:00:00.000Z",
};
