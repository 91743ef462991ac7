import type { TaskWarning } from "@reelsmith/contract/narration";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./auth-schema";

export * from "./auth-schema";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
const ownerId = () =>
  text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

export const profiles = pgTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  username: text("username").notNull(),
  full_name: text("full_name").notNull(),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const userProfiles = pgTable("user_profiles", {
  user_id: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  subscription_plan: text("subscription_plan").notNull().default("FREE_TRIAL"),
  available_credits: integer("available_credits").notNull().default(0),
  subscription_start_date: timestamp("subscription_start_date", { withTimezone: true }),
  subscription_end_date: timestamp("subscription_end_date", { withTimezone: true }),
});

export type ProjectMetadata = { generated_video?: string; video_data?: string; [key: string]: unknown };

export const projects = pgTable(
  "projects",
  {
    id: text("id").primaryKey(),
    user_id: ownerId(),
    title: text("title").notNull(),
    type: text("type", { enum: ["STORY_REEL", "PRODUCT_AD"] }).notNull(),
    status: text("status", { enum: ["DRAFT", "PUBLISHED", "FAILED"] })
      .notNull()
      .default("DRAFT"),
    thumbnail_url: text("thumbnail_url"),
    metadata: jsonb("metadata").$type<ProjectMetadata>().notNull().default({}),
    async_notify: boolean("async_notify").notNull().default(false),
    async_notify_at: timestamp("async_notify_at", { withTimezone: true }),
    /**
     * A language version names the project it was remade from (POST /api/projects/{id}/languages): the
     * same pictures, the words in another language. Null for an original; a deleted original leaves its
     * versions standing as projects of their own.
     */
    source_project_id: text("source_project_id").references((): AnyPgColumn => projects.id, {
      onDelete: "set null",
    }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("projects_user_created_idx").on(t.user_id, t.created_at),
    index("projects_source_project_idx").on(t.source_project_id),
    index("projects_user_title_idx").on(t.user_id, sql`lower(${t.title})`),
    // The library's type filter with its default sort (newest first) reads this index in order.
    index("projects_user_type_created_idx").on(t.user_id, t.type, t.created_at),
  ],
);

export const taskStatus = pgTable(
  "task_status",
  {
    id: text("id").primaryKey(),
    user_id: ownerId(),
    task_status: integer("task_status").notNull().default(0),
    task_result: jsonb("task_result").$type<Record<string, unknown>>(),
    task_draft_id: text("task_draft_id"),
    task_draft_version: integer("task_draft_version").notNull().default(1),
    request: jsonb("request").$type<Record<string, unknown>>().notNull().default({}),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    stage_timings: jsonb("stage_timings").$type<Record<string, number>>().notNull().default({}),
    engine: text("engine"),
    /**
     * The storyboard this version renders (contract/storyboard.ts): the render's own plan, written by the
     * stages that decide what to draw (or given by the user), read by those that draw and compose.
     */
    storyboard: jsonb("storyboard").$type<Record<string, unknown>>(),
    /**
     * What the render noticed that the video may not show as meant (contract/narration.ts TaskWarning):
     * a scene a recorded narration leaves out, words it adds. Shown with the task's status.
     */
    warnings: jsonb("warnings").$type<TaskWarning[]>().notNull().default([]),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // One task per version of a project: two edits of the same version cannot both become the next one.
    uniqueIndex("task_status_draft_version_idx").on(t.task_draft_id, t.task_draft_version),
  ],
);

export const pricing = pgTable("pricing", {
  id: serial("id").primaryKey(),
  tier: text("tier").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  price_usd: numeric("price_usd", { precision: 10, scale: 2, mode: "number" }).notNull(),
  price_eur: numeric("price_eur", { precision: 10, scale: 2, mode: "number" }).notNull(),
  price_inr: numeric("price_inr", { precision: 10, scale: 2, mode: "number" }).notNull(),
  features: jsonb("features").$type<string[]>().notNull().default([]),
  is_contact_us: boolean("is_contact_us").notNull().default(false),
});

export const faqCategories = pgTable("faq_categories", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  description: text("description"),
});

export const faqs = pgTable("faqs", {
  id: serial("id").primaryKey(),
  category_id: integer("category_id")
    .notNull()
    .references(() => faqCategories.id, { onDelete: "cascade" }),
  question: text("question").notNull().unique(),
  answer: text("answer").notNull(),
});

export const faqFeedback = pgTable("faq_feedback", {
  id: serial("id").primaryKey(),
  faq_id: integer("faq_id")
    .notNull()
    .references(() => faqs.id, { onDelete: "cascade" }),
  is_helpful: boolean("is_helpful").notNull(),
  created_at: createdAt(),
});

/** Both readings of the spec's field set: voice_url, and avatar_sample_url + voice_clone_id. */
export const customAvatars = pgTable(
  "custom_avatars",
  {
    id: text("id").primaryKey(),
    user_id: ownerId(),
    name: text("name").notNull(),
    image_url: text("image_url").notNull(),
    voice_url: text("voice_url"),
    avatar_sample_url: text("avatar_sample_url"),
    voice_clone_id: text("voice_clone_id"),
    storage_path: text("storage_path").notNull(),
    voice_storage_path: text("voice_storage_path"),
    processing_outcome: text("processing_outcome"),
    /** The stock voice closest to the sample (by pitch): narrates when no cloned voice exists. */
    voice_id: text("voice_id"),
    /** The sample's median pitch (Hz): the stock voice of any language is picked and tuned toward it. */
    voice_pitch_hz: real("voice_pitch_hz"),
    created_at: createdAt(),
  },
  (t) => [index("custom_avatars_user_idx").on(t.user_id, t.created_at)],
);

export const waitlistEntries = pgTable("waitlist_entries", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  product_link: text("product_link"),
  use_case: text("use_case").notNull(),
  created_at: createdAt(),
});

export const contactMessages = pgTable("contact_messages", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  company: text("company").notNull(),
  message: text("message").notNull(),
  created_at: createdAt(),
});

/** Versions of seeded catalogues and assets, so the seed runs only when something changed. */
export const seedState = pgTable("seed_state", {
  name: text("name").primaryKey(),
  version: text("version").notNull(),
  updated_at: updatedAt(),
});

/** The editor's work in progress per user and editor, autosaved so a story is never lost. */
export const editorDrafts = pgTable(
  "editor_drafts",
  {
    user_id: ownerId(),
    editor: text("editor", { enum: ["story-reel", "product-ad"] }).notNull(),
    content: jsonb("content").$type<Record<string, unknown>>().notNull().default({}),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.editor] })],
);

/**
 * A video its owner chose to share: anyone with the token's link can watch that one video (no other file
 * of the render) until the owner turns the link off, which deletes the row.
 */
export const videoShares = pgTable("video_shares", {
  token: text("token").primaryKey(),
  task_id: text("task_id")
    .notNull()
    .unique()
    .references(() => taskStatus.id, { onDelete: "cascade" }),
  project_id: text("project_id")
    .notNull()
    .references(() => projects.id, { onDelete: "cascade" }),
  user_id: ownerId(),
  created_at: createdAt(),
});

/**
 * A personal API key: the secret is shown once at creation and only its SHA-256 is kept. `start` is the
 * first characters of the key (its prefix and a few more) so the owner can tell keys apart in the list.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    user_id: ownerId(),
    name: text("name").notNull(),
    start: text("start").notNull(),
    key_hash: text("key_hash").notNull().unique(),
    rate_limit_per_minute: integer("rate_limit_per_minute").notNull().default(60),
    last_used_at: timestamp("last_used_at", { withTimezone: true }),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
    created_at: createdAt(),
  },
  (table) => [index("api_keys_user_idx").on(table.user_id)],
);

/** A URL the owner wants called when one of `events` happens (video.ready, video.failed, avatar.ready). */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: text("id").primaryKey(),
    user_id: ownerId(),
    url: text("url").notNull(),
    events: jsonb("events").$type<string[]>().notNull().default([]),
    /** The signing secret (Standard Webhooks' "whsec_" + base64), shown to the owner so they can verify. */
    secret: text("secret").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    created_at: createdAt(),
  },
  (table) => [index("webhook_endpoints_user_idx").on(table.user_id)],
);

/** One event sent (or being sent) to one endpoint: the delivery log the owner sees. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: text("id").primaryKey(),
    endpoint_id: text("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    user_id: ownerId(),
    event: text("event").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: ["PENDING", "DELIVERED", "FAILED"] })
      .notNull()
      .default("PENDING"),
    attempts: integer("attempts").notNull().default(0),
    last_status_code: integer("last_status_code"),
    last_error: text("last_error"),
    next_attempt_at: timestamp("next_attempt_at", { withTimezone: true }),
    delivered_at: timestamp("delivered_at", { withTimezone: true }),
    created_at: createdAt(),
  },
  (table) => [index("webhook_deliveries_endpoint_idx").on(table.endpoint_id, table.created_at)],
);

/** Up to 50 stories sent together with shared settings; each becomes its own project and render task. */
export const batches = pgTable(
  "batches",
  {
    id: text("id").primaryKey(),
    user_id: ownerId(),
    settings: jsonb("settings").$type<Record<string, unknown>>().notNull().default({}),
    created_at: createdAt(),
  },
  (table) => [index("batches_user_idx").on(table.user_id, table.created_at)],
);

/** One video of a batch, in the order the stories were given. */
export const batchItems = pgTable(
  "batch_items",
  {
    batch_id: text("batch_id")
      .notNull()
      .references(() => batches.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    project_id: text("project_id").references(() => projects.id, { onDelete: "set null" }),
    task_id: text("task_id").references(() => taskStatus.id, { onDelete: "set null" }),
    title: text("title").notNull(),
  },
  (table) => [primaryKey({ columns: [table.batch_id, table.position] })],
);

/**
 * A finished video made again in another format (an export): another aspect ratio is recomposed from the
 * task's narration, word timings, scene plans and pictures; the same ratio is re-encoded from the MP4.
 * One export-video job per row. The file lives under the project's render folder
 * (`renders/{projectId}/exports/`), so it is the owner's alone and goes when the video is deleted.
 */
export const videoExports = pgTable(
  "exports",
  {
    id: text("id").primaryKey(),
    project_id: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    user_id: ownerId(),
    /** The video it was made from (its storage key), so a later version of the project is a new export. */
    source_key: text("source_key").notNull(),
    /** The project's version it was made from (task_status.task_draft_version). */
    version: integer("version").notNull().default(1),
    aspect: text("aspect").notNull(),
    quality: text("quality").notNull(),
    format: text("format", { enum: ["mp4", "webm", "gif", "mp3"] }).notNull(),
    /** Seconds from the video's start, and how long (a GIF's clip; the whole video otherwise). */
    start_s: real("start_s").notNull().default(0),
    duration_s: real("duration_s"),
    status: text("status", { enum: ["queued", "running", "done", "failed"] })
      .notNull()
      .default("queued"),
    /** 0..1 while running. */
    progress: real("progress").notNull().default(0),
    width: integer("width"),
    height: integer("height"),
    storage_key: text("storage_key"),
    bytes: integer("bytes"),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [index("exports_project_idx").on(table.project_id, table.created_at)],
);

/**
 * A user's own photo, clip or voice recording (the media library). Owner-only: its files are under
 * `uploads/{user_id}/media/{id}/` in storage. A clip is probed and normalised once by a process-media job
 * (status, progress); a photo is resized on upload and is ready at once.
 */
export const media = pgTable(
  "media",
  {
    id: text("id").primaryKey(),
    user_id: ownerId(),
    kind: text("kind", { enum: ["photo", "clip", "audio"] }).notNull(),
    /** The name the user uploaded it under (shown only; never used to decide the type). */
    name: text("name").notNull(),
    /** The sniffed content type of the original. */
    mime: text("mime").notNull(),
    status: text("status", { enum: ["processing", "ready", "failed"] })
      .notNull()
      .default("processing"),
    /** 0..1 while a clip is being normalised. */
    progress: real("progress").notNull().default(0),
    width: integer("width"),
    height: integer("height"),
    /** Seconds (clips only). */
    duration_s: real("duration_s"),
    has_audio: boolean("has_audio").notNull().default(false),
    /** Storage keys: the upload as received; the H.264 proxy (clip) or resized JPEG (photo); a small JPEG. */
    original_key: text("original_key").notNull(),
    proxy_key: text("proxy_key"),
    poster_key: text("poster_key"),
    /** Bytes counted against the user's quota (original + proxy + poster). */
    bytes: bigint("bytes", { mode: "number" }).notNull().default(0),
    error: text("error"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("media_user_idx").on(t.user_id, t.created_at)],
);

/**
 * A brand template: a user's saved choices (contract/templates.ts `TemplateSettings`: style, voice,
 * presenter, music, size, captions, brand colours, logo, intro and end cards), applied where a video is
 * made. A partial unique index keeps at most one default per user. A video keeps the choices it was made
 * with in its own request, so editing or deleting a template leaves finished videos as they are.
 */
export const templates = pgTable(
  "templates",
  {
    id: text("id").primaryKey(),
    user_id: ownerId(),
    name: text("name").notNull(),
    is_default: boolean("is_default").notNull().default(false),
    settings: jsonb("settings").$type<Record<string, unknown>>().notNull().default({}),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("templates_user_idx").on(t.user_id, t.created_at),
    uniqueIndex("templates_one_default_idx").on(t.user_id).where(sql`${t.is_default}`),
  ],
);
