import { Hammer } from "lucide-react";
import { Page } from "@/components/layout/page";
import { Card } from "@/components/ui/card";

/** A screen whose feature is not built yet: its title and what it will do. */
export function ComingSoon({ title, description }: { title: string; description: string }) {
  return (
    <Page title={title}>
      <Card className="flex flex-col items-center gap-4 px-6 py-14 text-center">
        <span className="bg-accent-gradient flex h-12 w-12 items-center justify-center rounded-2xl text-white">
          <Hammer className="h-6 w-6" aria-hidden />
        </span>
        <p className="text-sm font-semibold tracking-wide text-violet-300 uppercase">Coming soon</p>
        <p className="max-w-md text-muted">{description}</p>
      </Card>
    </Page>
  );
}
