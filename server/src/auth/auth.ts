import {
  authMessages,
  emailSchema,
  passwordSchema,
  signInSchema,
  signUpSchema,
} from "@reelsmith/contract/auth";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import { type Config, LOOPBACK_HOSTS } from "../config";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import { linkOrigin } from "../lib/origins";
import type { Mailer } from "../mail/mailer";
import { existingAccountMail, resetPasswordMail, verificationMail } from "../mail/templates";

/** Set by the server from the socket address (never from the client), read for rate limits. */
export const CLIENT_IP_HEADER = "x-reelsmith-client-ip";

export interface AuthDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
}

const specMessages: Record<string, string> = {
  EMAIL_NOT_VERIFIED: authMessages.emailNotVerified,
  INVALID_EMAIL_OR_PASSWORD: authMessages.invalidCredentials,
};

function validate<T>(schemaToUse: z.ZodType<T>, body: unknown): T {
  const parsed = schemaToUse.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new APIError("BAD_REQUEST", {
      message: issue?.message ?? authMessages.genericFallback,
      code: "VALIDATION_ERROR",
    });
  }
  return parsed.data;
}

async function assertUsernameFree(db: Db, username: string) {
  const taken = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(sql`lower(${schema.users.username}) = lower(${username})`)
    .limit(1);
  if (taken.length > 0) {
    throw new APIError("UNPROCESSABLE_ENTITY", {
      message: authMessages.usernameTaken,
      code: "USERNAME_TAKEN",
    });
  }
}

export function createAuth({ db, config, mailer }: AuthDeps) {
  const google =
    config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? { google: { clientId: config.GOOGLE_CLIENT_ID, clientSecret: config.GOOGLE_CLIENT_SECRET } }
      : {};
  const limit = { window: config.AUTH_RATE_LIMIT_WINDOW_S, max: config.AUTH_RATE_LIMIT_MAX };

  return betterAuth({
    appName: "Reelsmith",
    // With PUBLIC_URL every link is built on it. Without, the server answers on each loopback name and
    // builds links on the one the request came to (a user on 127.0.0.1 gets 127.0.0.1 links); any other
    // Host falls back to localhost.
    baseURL: config.PUBLIC_URL
      ? config.publicUrl
      : {
          allowedHosts: LOOPBACK_HOSTS.map((host) => `${host}:${config.PORT}`),
          fallback: config.publicUrl,
          protocol: "http",
        },
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        rateLimit: schema.rateLimits,
      },
    }),
    user: {
      additionalFields: {
        username: { type: "string", required: true },
        fullName: { type: "string", required: true },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 3600,
      // Enumeration protection: a sign-up with a known email answers like a new one, and the owner is told.
      onExistingUserSignUp: async ({ user }, request) => {
        await mailer.send(existingAccountMail(user.email, user.name, linkOrigin(config, request?.headers)));
      },
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(resetPasswordMail(user.email, user.name, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verificationMail(user.email, user.name, url));
      },
    },
    socialProviders: google,
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // No signed-cookie cache: it kept a signed-out or revoked session working until it expired. On
      // the embedded database the server keeps verified sessions itself and drops them the moment the
      // session or user row changes (http/session.ts); on PostgreSQL each request reads the session.
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 300,
      customRules: {
        "/sign-in/email": limit,
        "/sign-up/email": limit,
        "/request-password-reset": limit,
        "/reset-password": limit,
        "/send-verification-email": limit,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth turns its origin and callback checks off when NODE_ENV is "test": tests must see the
      // same refusals as production.
      disableOriginCheck: false,
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            const u = user as typeof user & { username: string; fullName: string };
            // The spec's records beside the account: the public profile and the subscription.
            await db
              .insert(schema.profiles)
              .values({ id: u.id, username: u.username, full_name: u.fullName })
              .onConflictDoNothing();
            await db
              .insert(schema.userProfiles)
              .values({
                user_id: u.id,
                subscription_plan: "FREE_TRIAL",
                available_credits: config.STARTING_CREDITS,
                subscription_start_date: new Date(),
              })
              .onConflictDoNothing();
          },
        },
      },
    },
    hooks: {
      // better-auth's own error texts become the spec's, so every client agrees.
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        if (!(returned instanceof APIError)) return;
        const code = (returned.body as { code?: string } | undefined)?.code;
        const message = code ? specMessages[code] : undefined;
        if (message) throw new APIError(returned.status, { code, message });
      }),
      // The server is the guard: every sign-up rule and message of the spec, before better-auth runs.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-up/email") {
          const input = validate(signUpSchema, ctx.body);
          await assertUsernameFree(db, input.username);
          ctx.body = {
            email: input.email,
            password: input.password,
            name: input.fullName,
            username: input.username,
            fullName: input.fullName,
            callbackURL: ctx.body?.callbackURL,
          };
        } else if (ctx.path === "/sign-in/email") {
          validate(signInSchema, ctx.body);
        } else if (ctx.path === "/request-password-reset") {
          validate(emailSchema, ctx.body?.email);
        } else if (ctx.path === "/reset-password") {
          validate(passwordSchema, ctx.body?.newPassword);
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
