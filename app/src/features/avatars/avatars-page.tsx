import type { CustomAvatar } from "@reelsmith/contract/avatars";
import type { StockAvatar } from "@reelsmith/contract/catalog";
import { UserPlus } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { Page } from "@/components/layout/page";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClass } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useStockAvatars } from "@/features/avatars/api/get-stock-avatars";
import { AvatarCard } from "@/features/avatars/components/avatar-card";
import { AvatarPreview } from "@/features/avatars/components/avatar-preview";
import { languageName, tagValue } from "@/features/avatars/components/avatar-tags";
import { CustomAvatarDialog } from "@/features/custom-avatars/components/custom-avatar-dialog";
import { CustomAvatarGrid } from "@/features/custom-avatars/components/custom-avatar-grid";
import { avatarImageUrl } from "@/features/custom-avatars/lib/image-url";
import { clearSelectedAvatar } from "@/features/video-settings/lib/video-settings-store";
import { useAuth } from "@/lib/auth";

/** A Ready custom avatar shown in the preview like a presenter: its picture and its speaking sample. */
function customAsPresenter(a: CustomAvatar): StockAvatar | null {
  if (!a.avatar_sample_url) return null;
  return {
    id: a.id,
    avatar_name: a.name,
    avatar_image: avatarImageUrl(a.image_url),
    avatar_video: a.avatar_sample_url,
    avatar_voice_id: a.voice_clone_id ?? a.voice_id ?? "",
    tags: [],
  };
}

/** How long a newly chosen presenter's card stays highlighted. */
export const HIGHLIGHT_MS = 2_000;

const genders = ["all", "female", "male"] as const;

/** The AI Avatars gallery: stock presenters with a speaking preview, and the way to a custom avatar. */
export function AvatarsPage() {
  const { user } = useAuth();
  const avatars = useStockAvatars();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [customPreview, setCustomPreview] = useState<StockAvatar | null>(null);
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const [gender, setGender] = useState<(typeof genders)[number]>("all");
  const [language, setLanguage] = useState("all");
  const [creating, setCreating] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const select = (id: string) => {
    setCustomPreview(null);
    setSelectedId(id);
    setHighlightedId(id);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setHighlightedId(null), HIGHLIGHT_MS);
  };

  const languages = useMemo(
    () =>
      [...new Set((avatars.data ?? []).map((a) => tagValue(a.tags, "language")).filter(Boolean))] as string[],
    [avatars.data],
  );
  const shown = (avatars.data ?? []).filter(
    (a) =>
      (gender === "all" || tagValue(a.tags, "gender") === gender) &&
      (language === "all" || tagValue(a.tags, "language") === language),
  );
  const selected = avatars.data?.find((a) => a.id === selectedId) ?? null;

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
      {!user ? (
        <Alert variant="info" className="mb-6">
          <span>
            Want a presenter that looks and sounds like you?{" "}
            <Link
              to={paths.signUp}
              className="font-semibold text-violet-300 underline-offset-4 hover:underline"
            >
              Sign up
            </Link>{" "}
            to create your own custom avatar.
          </span>
        </Alert>
      ) : null}
      {user ? (
        <div className="mb-8 rounded-card border border-border bg-surface/60 p-4 sm:p-5">
          <CustomAvatarGrid
            columns="grid-cols-3 sm:grid-cols-4 md:grid-cols-6 xl:grid-cols-8"
            selectedId={customPreview?.id ?? null}
            onSelect={(a) => {
              setSelectedId(null);
              setCustomPreview(customAsPresenter(a));
            }}
            onDeleted={(id) => {
              clearSelectedAvatar(id);
              setCustomPreview((p) => (p?.id === id ? null : p));
            }}
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
          <section aria-label="Stock presenters" className="flex flex-col gap-4">
            <div className="flex flex-wrap items-center gap-2">
              {genders.map((g) => (
                <button
                  key={g}
                  type="button"
                  aria-pressed={gender === g}
                  onClick={() => setGender(g)}
                  className={buttonClass(gender === g ? "secondary" : "ghost", "sm", "capitalize")}
                >
                  {g === "all" ? "Everyone" : g}
                </button>
              ))}
              <label className="ml-auto flex items-center gap-2 text-sm text-muted">
                Language
                <select
                  value={language}
                  onChange={(e) => setLanguage(e.target.value)}
                  className="h-9 rounded-xl border border-border bg-surface-2 px-3 text-sm text-foreground"
                >
                  <option value="all">All languages</option>
                  {languages.map((l) => (
                    <option key={l} value={l}>
                      {languageName(l)}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <p className="text-sm text-muted">{shown.length} presenters</p>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-5">
              {shown.map((a) => (
                <li key={a.id}>
                  <AvatarCard
                    avatar={a}
                    selected={a.id === selectedId}
                    highlighted={a.id === highlightedId}
                    onSelect={() => select(a.id)}
                  />
                </li>
              ))}
            </ul>
          </section>
          <aside
            aria-label="Preview"
            className="order-first mx-auto w-full max-w-[260px] lg:order-none lg:max-w-none"
          >
            <div className="lg:sticky lg:top-24">
              <AvatarPreview avatar={customPreview ?? selected} />
            </div>
          </aside>
        </div>
      ) : null}
    </Page>
  );
}
