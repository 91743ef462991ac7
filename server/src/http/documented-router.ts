import type { Env, Handler, Hono, MiddlewareHandler } from "hono";
import type { ApiOperation, OperationAuth } from "../openapi/operation";
import { AuthedRouter } from "./create-router";
import { browserSessionOnly } from "./session";

/**
 * A route of the automation API as its module declares it: the Hono path it answers (`/tasks/:id`,
 * below the router's base) and what the OpenAPI document says of it. The tag and the auth come from the
 * router; `auth: "session"` narrows a signed-in route to the browser's session (no API key).
 */
export type RouteDeclaration<P extends string> = Omit<ApiOperation, "path" | "tag" | "auth"> & {
  path: P;
  auth?: "session";
};

type Handlers<E extends Env, P extends string> = [...MiddlewareHandler<E, P>[], Handler<E, P>];

/** Hono's `/tasks/:id` below `/api` is OpenAPI's `/api/tasks/{id}`; a router's `/` is its base. */
const openApiPath = (base: string, path: string) =>
  `${base}${path === "/" ? "" : path}`.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

/**
 * A router whose routes are declared once, handler and OpenAPI description together: `route()` adds the
 * handlers to the Hono router (an authed router puts its sign-in guard first) and records the operation
 * that openapi-document.ts turns into the document. app.ts mounts `router` at `base`.
 */
export class DocumentedRouter<E extends Env> {
  readonly operations: ApiOperation[] = [];
  private readonly auth: OperationAuth;

  constructor(
    readonly router: Hono<E>,
    readonly base: string,
    private readonly tag: string,
  ) {
    this.auth = router instanceof AuthedRouter ? "user" : "public";
  }

  route<P extends string>(declaration: RouteDeclaration<P>, ...handlers: Handlers<E, P>): this {
    const auth = declaration.auth ?? this.auth;
    const chain = auth === "session" ? [browserSessionOnly, ...handlers] : handlers;
    (this.router.on as (method: string, path: string, ...h: unknown[]) => unknown)(
      declaration.method.toUpperCase(),
      declaration.path,
      ...chain,
    );
    this.operations.push({
      ...declaration,
      path: openApiPath(this.base, declaration.path),
      tag: this.tag,
      auth,
    });
    return this;
  }
}

/** Routes under `base`, described in the document under `tag`. */
export function documentedRouter<E extends Env>(router: Hono<E>, options: { base: string; tag: string }) {
  return new DocumentedRouter(router, options.base, options.tag);
}
