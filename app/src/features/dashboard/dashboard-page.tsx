import { Link } from "react-router";
import { Page } from "@/components/layout/page";
import { paths } from "@/config/paths";
import { CreateCards } from "@/features/dashboard/components/create-cards";
import { ReadyNotice } from "@/features/dashboard/components/ready-notice";
import { RecentProjects } from "@/features/dashboard/components/recent-projects";
import { SubscriptionCards } from "@/features/dashboard/components/subscription-cards";
import { useAuth } from "@/lib/auth";

export function DashboardPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Page title="Dashboard" description="Create a new video or pick up where you left off.">
      <div className="flex flex-col gap-10">
        <ReadyNotice userId={user.id} />
        <div className="flex flex-col gap-3">
          <CreateCards />
          <p className="text-sm text-muted">
            Many stories at once?{" "}
            <Link to={paths.batch} className="font-medium text-violet-300 hover:underline">
              Create a batch
            </Link>{" "}
            from a CSV file or pasted text, all with the same settings.
          </p>
        </div>
        <section aria-labelledby="subscription-heading" className="flex flex-col gap-4">
          <h2 id="subscription-heading" className="text-lg font-semibold">
            Subscription
          </h2>
          <SubscriptionCards userId={user.id} />
        </section>
        <section aria-labelledby="projects-heading" className="flex flex-col gap-4">
          <div className="flex items-center justify-between">
            <h2 id="projects-heading" className="text-lg font-semibold">
              My Projects
            </h2>
            <Link to={paths.projects} className="text-sm font-medium text-violet-300 hover:underline">
              View All
            </Link>
          </div>
          <RecentProjects userId={user.id} />
        </section>
      </div>
    </Page>
  );
}
