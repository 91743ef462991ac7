import { X } from "lucide-react";
import { Link, useLocation } from "react-router";
import { Alert } from "@/components/ui/alert";
import { paths } from "@/config/paths";
import { useDismissNotice, useReadyNotifiedProjects } from "@/features/dashboard/api/get-notified-projects";

/**
 * The dashboard's notices: the message the preview passes after Notify Me ("You will be notified when
 * your video is ready!"), then one notice per notified video that has finished rendering.
 */
export function ReadyNotice({ userId }: { userId: string }) {
  const location = useLocation();
  const message = (location.state as { message?: unknown } | null)?.message;
  const { data: ready = [] } = useReadyNotifiedProjects(userId);
  const dismiss = useDismissNotice();
  if (typeof message !== "string" && ready.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      {typeof message === "string" && ready.length === 0 ? <Alert variant="success">{message}</Alert> : null}
      {ready.map((project) => (
        <Alert key={project.id} variant="success">
          <div className="flex items-start justify-between gap-3">
            <span>
              Your video "{project.title}" is ready.{" "}
              <Link to={paths.projects} className="font-medium underline underline-offset-4">
                View it in All Projects
              </Link>
            </span>
            <button
              type="button"
              aria-label={`Dismiss the notice for ${project.title}`}
              onClick={() => dismiss.mutate(project.id)}
              className="-m-1 cursor-pointer rounded-md p-1 hover:bg-white/10"
            >
              <X className="h-4 w-4" aria-hidden />
            </button>
          </div>
        </Alert>
      ))}
    </div>
  );
}
