import type { Env, Handler, Hono, MiddlewareHandler } from "hono";
import type { ApiOperation, HttpMethod, OperationAuth } from "../openapi/operation";
import { AuthedRouter } from "./create-router";
import { browserSessionOnly } from "./session";

/**
 * What the OpenAPI document says of a route of the automation API, declared beside its handler. The
 * method and path are the route's own; the tag and the auth come from the router; `auth: "session"`
 * narrows a signed-in route to the browser's session (no API key).
 */
export type RouteDeclaration = Omit<ApiOperation, "method" | "path" | "tag" | "auth"> & { auth?: "session" };

type Handlers<E extends Env, P extends string> = [...MiddlewareHandler<E, P>[], Handler<E, P>];

/** Hono's `/tasks/:id` below `/api` is OpenAPI's `/api/tasks/{id}`. */
const openApiPath = (base: string, path: string) => `${base}${path}`.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

/**
 * A router whose routes are declared once, handler and OpenAPI description together:
 * `.get(path, declaration, ...handlers)` (and post, patch, delete) adds the handlers to the Hono router
 * (an authed router puts its sign-in guard first) and records the operation that openapi-document.ts
 * turns into the document. app.ts mounts `router` at `base` (routes/api-routes.ts lists them).
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

  get<P extends string>(path: P, declaration: RouteDeclaration, ...handlers: Handlers<E, P>): this {
    return this.add("get", path, declaration, handlers);
  }

  post<P extends string>(path: P, declaration: RouteDeclaration, ...handlers: Handlers<E, P>): this {
    return this.add("post", path, declaration, handlers);
  }

  patch<P extends string>(path: P, declaration: RouteDeclaration, ...handlers: Handlers<E, P>): this {
    return this.add("patch", path, declaration, handlers);
  }

  delete<P extends string>(path: P, declaration: RouteDeclaration, ...handlers: Handlers<E, P>): this {
    return this.add("delete", path, declaration, handlers);
  }

  private add(method: HttpMethod, path: string, declaration: RouteDeclaration, handlers: unknown[]): this {
    const auth = declaration.auth ?? this.auth;
    const chain = auth === "session" ? [browserSessionOnly, ...handlers] : handlers;
    (this.router.on as (method: string, path: string, ...h: unknown[]) => unknown)(
      method.toUpperCase(),
      path,
      ...chain,
    );
    this.operations.push({
      ...declaration,
      method,
      path: openApiPath(this.base, path),
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
