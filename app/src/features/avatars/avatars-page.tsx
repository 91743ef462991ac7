import { UserPlus } from "lucide-react";
import { useState } from "react";
import { Page } from "@/components/layout/page";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useStockAvatars } from "@/features/avatars/api/get-stock-avatars";
import { AvatarPreview } from "@/features/avatars/components/avatar-preview";
import { CustomAvatarInvite } from "@/features/avatars/components/custom-avatar-invite";
import { PresenterGallery } from "@/features/avatars/components/presenter-gallery";
import { usePresenterChoice } from "@/features/avatars/hooks/use-presenter-choice";
import { useAuth } from "@/lib/auth";
import { CustomAvatarDialog } from "@/shared/custom-avatars/components/custom-avatar-dialog";
import { CustomAvatarGrid } from "@/shared/custom-avatars/components/custom-avatar-grid";

export { HIGHLIGHT_MS } from "@/features/avatars/hooks/use-presenter-choice";

/** The AI Avatars gallery: stock presenters with a speaking preview, and the way to a custom avatar. */
export function AvatarsPage() {
  const { user } = useAuth();
  const avatars = useStockAvatars();
  const choice = usePresenterChoice(avatars.data);
  const [creating, setCreating] = useState(false);

  return (
    <Page
      title="AI Avatars"
      description="Pick a stock presenter to narrate your videos: each one speaks with a voice in its own language."
      actions={
        user ? (
          <Button onClick={() => setCreating(true)}>
            <UserPlus aria-hidden className="h-4 w-4" />
            Create Your Custom Avatar
          </Button>
        ) : null
      }
    >
      {!user ? <CustomAvatarInvite /> : null}
      {user ? (
        <div className="mb-8 rounded-card border border-border bg-surface/60 p-4 sm:p-5">
          <CustomAvatarGrid
            columns="grid-cols-3 sm:grid-cols-4 md:grid-cols-6 xl:grid-cols-8"
            selectedId={choice.customId}
            onSelect={choice.selectCustom}
            onDeleted={choice.customDeleted}
          />
        </div>
      ) : null}
      <CustomAvatarDialog open={creating} onClose={() => setCreating(false)} />

      {avatars.isPending ? (
        <div className="flex items-center gap-3 py-10 text-muted">
          <Spinner size="sm" label={null} />
          <span role="status">Loading avatars...</span>
        </div>
      ) : null}
      {avatars.isError ? (
        <Alert variant="error">Failed to load avatars. Please try again later.</Alert>
      ) : null}

      {avatars.data ? (
        <div className="grid gap-6 lg:grid-cols-[1fr_280px]">
          <PresenterGallery
            avatars={avatars.data}
            selectedId={choice.selectedId}
            highlightedId={choice.highlightedId}
            onSelect={choice.selectStock}
          />
          <aside
            aria-label="Preview"
            className="order-first mx-auto w-full max-w-[260px] lg:order-none lg:max-w-none"
          >
            <div className="lg:sticky lg:top-24">
              <AvatarPreview avatar={choice.previewed} />
            </div>
          </aside>
        </div>
      ) : null}
    </Page>
  );
}
