import { Link, useRouteError } from "react-router";
import { Alert } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";
import { paths } from "@/config/paths";

/** Shown when a screen fails to load or render (for example after a deploy changed its chunk). */
export function RouteError() {
  const error = useRouteError();
  console.error("Route error", error);
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <Alert variant="error">This page could not be displayed. Please reload and try again.</Alert>
      <div className="flex justify-center gap-3">
        <button type="button" className={buttonClass("primary")} onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to={paths.home} className={buttonClass("secondary")}>
          Go home
        </Link>
      </div>
    </div>
  );
}
