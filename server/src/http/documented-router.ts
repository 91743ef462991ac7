import type { Env, Handler, Hono, MiddlewareHandler } from "hono";
import type { z } from "zod";
import type { ApiOperation, HttpMethod, OperationAuth } from "../openapi/operation";
import { AuthedRouter } from "./create-router";
import { browserSessionOnly } from "./session";
import { jsonBody } from "./validate";

/**
 * What the OpenAPI document says of a route of the automation API, declared beside its handler. The
 * method and path are the route's own; the tag and the auth come from the router; `auth: "session"`
 * narrows a signed-in route to the browser's session (no API key). A JSON `body` is the schema the route
 * validates with: the handler reads the parsed body with `c.req.valid("json")`.
 */
export type DocumentedRoute<S extends z.ZodType | undefined> = Omit<
  ApiOperation,
  "method" | "path" | "tag" | "auth" | "body"
> & { auth?: "session"; body?: S; undocumented?: never };

/**
 * A route of the app that is not part of the automation API: `undocumented` says whose it is (the web
 * app's, the marketing pages'), and it may still declare the JSON `body` it validates.
 */
export type UndocumentedRoute<S extends z.ZodType | undefined> = {
  undocumented: string;
  auth?: "session";
  body?: S;
};

export type RouteDeclaration<S extends z.ZodType | undefined = z.ZodType | undefined> =
  | DocumentedRoute<S>
  | UndocumentedRoute<S>;

/** What `c.req.valid("json")` gives the handlers of a route that declares a JSON body. */
// biome-ignore lint/complexity/noBannedTypes: Hono's own blank input is `{}`.
type BodyInput<S> = S extends z.ZodType ? { in: { json: z.input<S> }; out: { json: z.output<S> } } : {};

type Handlers<E extends Env, P extends string, I extends object> = [
  ...MiddlewareHandler<E, P, I>[],
  Handler<E, P, I>,
];

/** Hono's `/tasks/:id` below `/api` is OpenAPI's `/api/tasks/{id}`. */
const openApiPath = (base: string, path: string) => `${base}${path}`.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

/**
 * Marks a route of a plain router as not part of the automation API, saying whose it is:
 * `.get("/api/config", undocumented("the web app's settings"), handler)`. It lets the request through;
 * openapi.api.test.ts reads the reason from the app's routes.
 */
export function undocumented(reason: string): MiddlewareHandler & { undocumented: string } {
  const pass: MiddlewareHandler = async (_c, next) => {
    await next();
  };
  return Object.assign(pass, { undocumented: reason });
}

/**
 * A JSON body parsed with the declared schema before the route's handler runs: a body that is not JSON is
 * INVALID_JSON, one the schema refuses is VALIDATION_ERROR naming the field (http/validate.ts).
 */
function validJsonBody(schema: z.ZodType): MiddlewareHandler {
  return async (c, next) => {
    c.req.addValidatedData("json", (await jsonBody(c, schema)) as object);
    await next();
  };
}

/**
 * A router whose routes are declared once, handler and description together:
 * `.get(path, declaration, ...handlers)` (and post, put, patch, delete) adds the handlers to the Hono
 * router (an authed router puts its sign-in guard first; a declared JSON body is validated after the
 * route's own middleware, right before its handler) and records the operation that openapi-document.ts
 * turns into the document; an `undocumented` route carries its reason instead (see `undocumented`). app.ts mounts `router` at
 * `base` (routes/api-routes.ts lists the documented ones).
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

  get<P extends string, S extends z.ZodType | undefined = undefined>(
    path: P,
    declaration: RouteDeclaration<S>,
    ...handlers: Handlers<E, NoInfer<P>, NoInfer<BodyInput<S>>>
  ): this {
    return this.add("get", path, declaration, handlers);
  }

  post<P extends string, S extends z.ZodType | undefined = undefined>(
    path: P,
    declaration: RouteDeclaration<S>,
    ...handlers: Handlers<E, NoInfer<P>, NoInfer<BodyInput<S>>>
  ): this {
    return this.add("post", path, declaration, handlers);
  }

  put<P extends string, S extends z.ZodType | undefined = undefined>(
    path: P,
    declaration: RouteDeclaration<S>,
    ...handlers: Handlers<E, NoInfer<P>, NoInfer<BodyInput<S>>>
  ): this {
    return this.add("put", path, declaration, handlers);
  }

  patch<P extends string, S extends z.ZodType | undefined = undefined>(
    path: P,
    declaration: RouteDeclaration<S>,
    ...handlers: Handlers<E, NoInfer<P>, NoInfer<BodyInput<S>>>
  ): this {
    return this.add("patch", path, declaration, handlers);
  }

  delete<P extends string, S extends z.ZodType | undefined = undefined>(
    path: P,
    declaration: RouteDeclaration<S>,
    ...handlers: Handlers<E, NoInfer<P>, NoInfer<BodyInput<S>>>
  ): this {
    return this.add("delete", path, declaration, handlers);
  }

  private add(
    method: HttpMethod,
    path: string,
    declaration: RouteDeclaration<z.ZodType | undefined>,
    handlers: unknown[],
  ): this {
    const auth = declaration.auth ?? this.auth;
    const multipart = "bodyMediaType" in declaration && declaration.bodyMediaType === "multipart/form-data";
    const own =
      declaration.body && !multipart
        ? [...handlers.slice(0, -1), validJsonBody(declaration.body), ...handlers.slice(-1)]
        : handlers;
    const marked =
      declaration.undocumented !== undefined ? [undocumented(declaration.undocumented), ...own] : own;
    const chain = auth === "session" ? [browserSessionOnly, ...marked] : marked;
    (this.router.on as (method: string, path: string, ...h: unknown[]) => unknown)(
      method.toUpperCase(),
      path,
      ...chain,
    );
    if (declaration.undocumented === undefined) {
      const { undocumented: _, ...operation } = declaration;
      this.operations.push({ ...operation, method, path: openApiPath(this.base, path), tag: this.tag, auth });
    }
    return this;
  }
}

/** Routes under `base`, described in the document under `tag` (none for a router of undocumented routes). */
export function documentedRouter<E extends Env>(router: Hono<E>, options: { base: string; tag?: string }) {
  return new DocumentedRouter(router, options.base, options.tag ?? "");
}
