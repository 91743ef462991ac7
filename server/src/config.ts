import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

/** The only place that reads process.env. Invalid values stop the process with a list of what is wrong. */
const variables = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z.string().url().optional(),
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Reelsmith <no-reply@reelsmith.local>"),
  SUPPORT_EMAIL: z.string().email().default("support@reelsmith.app"),
  SALES_EMAIL: z.string().email().default("sales@reelsmith.app"),
  STARTING_CREDITS: z.coerce.number().int().nonnegative().default(100),
  CREDITS_PER_VIDEO: z.coerce.number().int().nonnegative().default(10),
  // Custom avatars per user (a global override, or 3 by default).
  CUSTOM_AVATAR_LIMIT: z.coerce.number().int().nonnegative().default(3),
  // The media library's room per user, in bytes (originals and what is made from them): 1 GiB by default.
  MEDIA_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .nonnegative()
    .default(1 << 30),
  // Render queue: jobs run in the server process unless RENDER_WORKER=false (then `npm run worker` runs them).
  RENDER_WORKER: z
    .string()
    .optional()
    .transform((v) => v?.trim().toLowerCase() !== "false"),
  RENDER_CONCURRENCY: z.coerce.number().int().positive().default(1),
  // The seed's sample videos (landing page, /showcase): the size a creator posts; the e2e server asks for
  // a smaller one so that it can reuse the catalogue the unit tests seeded.
  SAMPLE_VIDEO_SIZE: z
    .string()
    .regex(/^\d{3,4}x\d{3,4}$/, "SAMPLE_VIDEO_SIZE must be WxH, 9:16")
    .refine((s) => {
      const [w, h] = s.split("x").map(Number) as [number, number];
      return w % 2 === 0 && w <= 1080 && Math.abs(h / w - 16 / 9) < 0.02;
    }, "SAMPLE_VIDEO_SIZE must be an even width up to 1080 at 9:16")
    .default("1080x1920"),
  RENDER_EXPIRE_S: z.coerce.number().int().positive().default(900),
  // How often the queue looks for jobs whose worker vanished (active longer than RENDER_EXPIRE_S) and
  // hands them on; one process of all does it each time.
  QUEUE_MAINTENANCE_S: z.coerce.number().int().positive().default(60),
  // How long a stopping worker (SIGTERM) waits for its running jobs to reach a point where another worker
  // can resume them, before it gives them back as failed tries.
  WORKER_STOP_TIMEOUT_S: z.coerce.number().int().positive().default(60),
  // false: this API process does not build the catalogue at start; `npm run seed` writes it to storage
  // once, and the API serves what it finds there (several APIs starting together then build nothing).
  SEED_ON_START: z
    .string()
    .optional()
    .transform((v) => v?.trim().toLowerCase() !== "false"),
  // Providers: "local" (offline, the default) or "openai" (any OpenAI-compatible API via the AI SDK).
  WRITER_PROVIDER: z.enum(["local", "openai"]).default("local"),
  SPEECH_PROVIDER: z.enum(["local", "openai"]).default("local"),
  IMAGE_PROVIDER: z.enum(["local", "openai"]).default("local"),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_WRITER_MODEL: z.string().default("gpt-4o-mini"),
  OPENAI_SPEECH_MODEL: z.string().default("gpt-4o-mini-tts"),
  OPENAI_SPEECH_VOICE: z.string().default("alloy"),
  OPENAI_TRANSCRIBE_MODEL: z.string().default("whisper-1"),
  OPENAI_IMAGE_MODEL: z.string().default("gpt-image-1"),
  OPENAI_IMAGE_SIZE: z
    .string()
    .regex(/^\d+x\d+$/)
    .default("1024x1536"),
  // Voice cloning for custom avatars: an ElevenLabs-style API (POST /v1/voices/add, /v1/text-to-speech/{id}).
  // Unset: no cloning; a custom avatar narrates with the stock voice closest to its sample.
  VOICE_CLONE_URL: z.string().url().optional(),
  VOICE_CLONE_API_KEY: z.string().optional(),
  VOICE_CLONE_MODEL: z.string().default("eleven_multilingual_v2"),
  // Stock footage (providers/stock/pexels.ts): with a key, a scene may show a Pexels video or photo found
  // from its scene plan; unset, every scene is illustrated. The URL is for tests (a local fake API).
  PEXELS_API_KEY: z.string().optional(),
  PEXELS_API_URL: z.string().url().default("https://api.pexels.com"),
  // Hosted lip-sync (providers/avatar/d-id.ts): LIPSYNC_PROVIDER=d-id with DID_API_KEY makes the avatar
  // clip with D-ID's talks API; unset, the local talking avatar.
  LIPSYNC_PROVIDER: z.enum(["local", "d-id"]).default("local"),
  DID_API_KEY: z.string().optional(),
  DID_API_URL: z.string().url().default("https://api.d-id.com"),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  AUTH_RATE_LIMIT_WINDOW_S: z.coerce.number().int().positive().default(60),
  DISCORD_URL: z.string().url().default("https://discord.gg/reelsmith"),
  // Beta mode is on unless the flag is explicitly "false" (spec: landing page).
  BETA_MODE: z
    .string()
    .optional()
    .transform((v) => v?.trim().toLowerCase() !== "false"),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => v === "true"),
  // Public forms (waitlist, contact sales, FAQ feedback): requests per client address per minute, per form.
  PUBLIC_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  // IP geolocation for the pricing currency, e.g. https://ipapi.co/{ip}/json/ ({ip} is the client's
  // address); it must answer JSON with country_code (or countryCode). Unset: off, the browser guesses.
  GEOLOCATION_URL: z.string().url().optional(),
  // Tests only: host:port pairs (comma-separated) that analyze-product may fetch although they are private
  // addresses, e.g. a fixture server on 127.0.0.1:4321. Every other private address stays refused.
  FETCH_ALLOW_PRIVATE_HOSTS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
  // analyze-product calls per signed-in user per minute.
  ANALYZE_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  // How long analyze-product waits for a shop's page (connect, redirects and body together) before it
  // answers that the shop cannot be reached.
  PRODUCT_FETCH_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  // Webhooks: a failed call is tried again after 1, 4, 20, 120 and 720 times this many seconds (30 s,
  // 2 min, 10 min, 1 h, 6 h: six tries over about seven hours), then given up; 0 retries at once (tests).
  WEBHOOK_RETRY_BASE_S: z.coerce.number().min(0).default(30),
  // How long one webhook call may take (connect, send, answer) before it counts as failed.
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(10_000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Files: the local folder DATA_DIR/storage, unless S3_BUCKET names an S3-compatible bucket (then every
  // process, API or worker, on any machine, reads and writes the same files there).
  S3_BUCKET: z.string().optional(),
  // An S3-compatible server such as http://minio:9000; unset = AWS S3 in S3_REGION.
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default("us-east-1"),
  // Unset: the SDK's own credential chain (AWS_* variables, an instance or task role).
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .string()
    .optional()
    .transform((v) => v?.trim().toLowerCase() === "true"),
  // true: /storage/* checks who may read a file, then redirects to a presigned URL of the bucket.
  S3_PRESIGNED_URLS: z
    .string()
    .optional()
    .transform((v) => v?.trim().toLowerCase() === "true"),
});

const S3_DETAILS = ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

export const envSchema = variables.superRefine((c, ctx) => {
  // Half an S3 configuration would quietly keep the files on this machine's disk.
  const stray = S3_DETAILS.filter((name) => c[name] !== undefined);
  if (!c.S3_BUCKET && stray.length > 0)
    ctx.addIssue({
      code: "custom",
      path: ["S3_BUCKET"],
      message: `is required when ${stray.join(", ")} is set`,
    });
  if (Boolean(c.S3_ACCESS_KEY_ID) !== Boolean(c.S3_SECRET_ACCESS_KEY))
    ctx.addIssue({
      code: "custom",
      path: [c.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"],
      message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all",
    });
  // A production server that fetches private addresses would reopen what the fetch guard closes.
  if (c.NODE_ENV === "production" && c.FETCH_ALLOW_PRIVATE_HOSTS.length > 0)
    ctx.addIssue({
      code: "custom",
      path: ["FETCH_ALLOW_PRIVATE_HOSTS"],
      message: "is for tests only and is refused when NODE_ENV=production",
    });
  // A hosted lip-sync engine without its key would fail every avatar render at its first call.
  if (c.LIPSYNC_PROVIDER === "d-id" && !c.DID_API_KEY)
    ctx.addIssue({
      code: "custom",
      path: ["DID_API_KEY"],
      message: "is required when LIPSYNC_PROVIDER=d-id",
    });
});

export type Config = z.infer<typeof envSchema> & {
  dataDir: string;
  publicUrl: string;
  authSecret: string;
  /**
   * The origins a browser may use this server from: PUBLIC_URL's alone when it is set, else the loopback
   * names on the server's port. Sign-in (better-auth) and every state-changing API call check against it.
   */
  trustedOrigins: string[];
};

/** The app's Vite dev server (`app/vite.config.ts`). */
const VITE_DEV_PORT = 5173;

/** The names a browser on this machine may use for it (`[::1]` as URLs write IPv6). */
export const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"] as const;

const loopbackBind = /^(?:localhost|127(?:\.\d{1,3}){3}|::1|\[::1\])$/i;

/**
 * The one warning for a server reachable from other machines without PUBLIC_URL: only the loopback
 * addresses can sign in, and mailed links can only point at them. Null when there is nothing to say.
 */
export function publicUrlWarning(config: Pick<Config, "HOST" | "PORT" | "PUBLIC_URL">): string | null {
  if (config.PUBLIC_URL || loopbackBind.test(config.HOST.trim())) return null;
  return (
    `PUBLIC_URL is not set: Reelsmith listens on ${config.HOST}:${config.PORT}, but sign-up, sign-in and ` +
    `mailed links work only at http://localhost:${config.PORT} (or 127.0.0.1, [::1]) on this machine. ` +
    `To use it from other machines, set PUBLIC_URL to the address their browsers open, for example ` +
    `PUBLIC_URL=http://192.168.1.20:${config.PORT} or https://reelsmith.example.com.`
  );
}

/** Reads `.env` from the working folder into process.env once, when there is one (values set win). */
export function loadDotEnv(file = ".env") {
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  if (env === process.env) loadDotEnv();
  // An empty value (a blank line in .env) means unset.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    console.error(`Invalid environment:\n${lines.join("\n")}`);
    process.exit(1);
  }
  const c = parsed.data;
  const dataDir = path.resolve(c.DATA_DIR);
  return {
    ...c,
    dataDir,
    publicUrl: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
    trustedOrigins: [
      ...(c.PUBLIC_URL
        ? [new URL(c.PUBLIC_URL).origin]
        : LOOPBACK_HOSTS.map((host) => `http://${host}:${c.PORT}`)),
      // The Vite dev server proxies /api with the page's own origin (`npm run dev -w app`).
      ...(c.NODE_ENV === "development"
        ? LOOPBACK_HOSTS.map((host) => `http://${host}:${VITE_DEV_PORT}`)
        : []),
    ],
    // Without a configured secret a per-data-dir secret is generated at start (see secrets.ts).
    authSecret: c.BETTER_AUTH_SECRET ?? "",
  };
}
