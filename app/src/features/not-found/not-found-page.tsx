import { Compass } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/lib/use-document-title";

export function NotFoundPage() {
  useDocumentTitle("Page not found");
  return (
    <div className="flex flex-col items-center gap-5 px-4 py-24 text-center">
      <span className="bg-accent-gradient flex h-14 w-14 items-center justify-center rounded-2xl text-white">
        <Compass className="h-7 w-7" aria-hidden />
      </span>
      <p className="text-gradient text-6xl font-extrabold">404</p>
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="max-w-md text-muted">The page you are looking for does not exist or has moved.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className={buttonClass("primary")}>
          Go home
        </Link>
        <Link to={paths.dashboard} className={buttonClass("secondary")}>
          Open dashboard
        </Link>
      </div>
    </div>
  );
}
