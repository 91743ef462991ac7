import { BATCH_MAX_STORIES, batchMessages } from "@reelsmith/contract/batches";
import { videoMessages } from "@reelsmith/contract/video";
import { ClipboardPaste, FileSpreadsheet, Layers } from "lucide-react";
import { type ChangeEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Page } from "@/components/layout/page";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { paths } from "@/config/paths";
import { useBatchList, useCreateBatch } from "@/features/batch/api/batches";
import { StoryList } from "@/features/batch/components/story-list";
import {
  type BatchStoryDraft,
  parseStoriesCsv,
  parseStoriesText,
  storyProblem,
} from "@/features/batch/lib/parse-stories";
import { toBatchSettings } from "@/features/batch/lib/to-batch-settings";
import { useAuth } from "@/lib/auth";
import { cn } from "@/lib/cn";
import { useSubscription } from "@/shared/dashboard/api/get-subscription";
import { TemplateBar } from "@/shared/templates/components/template-bar";
import { LanguageAndNarration } from "@/shared/video-settings/components/language-and-narration";
import { MoreCreditsLink } from "@/shared/video-settings/components/more-credits-link";
import { SettingsPanel } from "@/shared/video-settings/components/settings-panel";
import { videoSettingsStore } from "@/shared/video-settings/lib/video-settings-store";

export const BATCH_PASTE_HINT =
  'Separate stories with a blank line. A first line "Title: ..." names the video; otherwise its first sentence does.';

type Source = "csv" | "paste";

export const batchStatusPath = (id: string) => paths.batchStatus.replace(":id", encodeURIComponent(id));

function StoriesCard({
  stories,
  setStories,
}: {
  stories: BatchStoryDraft[];
  setStories: (s: BatchStoryDraft[]) => void;
}) {
  const [source, setSource] = useState<Source>("csv");
  const [pasted, setPasted] = useState("");
  const [notice, setNotice] = useState<string | null>(null);

  const add = (parsed: { stories: BatchStoryDraft[]; error: string | null }) => {
    const all = [...stories, ...parsed.stories];
    setStories(all.slice(0, BATCH_MAX_STORIES));
    setNotice(
      all.length > BATCH_MAX_STORIES ? batchMessages.tooManyStories(BATCH_MAX_STORIES) : parsed.error,
    );
  };

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    add(parseStoriesCsv(await file.text()));
  };

  return (
    <Card className="p-5 sm:p-6 lg:self-start">
      <h2 className="text-lg font-semibold">1. Stories</h2>
      <div role="tablist" aria-label="How to add stories" className="mt-4 grid grid-cols-2 gap-2">
        {(
          [
            ["csv", "Upload CSV", FileSpreadsheet],
            ["paste", "Paste text", ClipboardPaste],
          ] as const
        ).map(([id, label, Icon]) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={source === id}
            onClick={() => setSource(id)}
            className={cn(
              "flex items-center justify-center gap-2 rounded-xl border px-3 py-2 text-sm font-medium transition-colors",
              source === id
                ? "border-violet-400/60 bg-violet-500/15 text-foreground"
                : "border-border text-muted hover:bg-white/5",
            )}
          >
            <Icon className="h-4 w-4" aria-hidden />
            {label}
          </button>
        ))}
      </div>

      <div className="mt-4">
        {source === "csv" ? (
          <label className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border border-dashed border-border px-4 py-6 text-center hover:bg-white/5">
            <FileSpreadsheet className="h-6 w-6 text-violet-300" aria-hidden />
            <span className="text-sm font-medium">Choose a CSV file</span>
            <span className="text-xs text-muted">Columns: title (optional), story. One video per row.</span>
            <input type="file" accept=".csv,text/csv" className="sr-only" onChange={onFile} />
          </label>
        ) : (
          <div className="flex flex-col gap-2">
            <Textarea
              aria-label="Stories to add"
              value={pasted}
              onChange={(e) => setPasted(e.target.value)}
              placeholder={"Title: Morning\nThe baker opens his shop...\n\nA cat watches the rain..."}
              className="min-h-40"
            />
            <p className="text-xs text-muted">{BATCH_PASTE_HINT}</p>
            <div>
              <Button
                variant="secondary"
                size="sm"
                disabled={!pasted.trim()}
                onClick={() => {
                  add(parseStoriesText(pasted));
                  setPasted("");
                }}
              >
                Add stories
              </Button>
            </div>
          </div>
        )}
      </div>

      {notice ? (
        <Alert variant="info" className="mt-4">
          {notice}
        </Alert>
      ) : null}

      <div className="mt-5">
        <div className="mb-2 flex items-center justify-between">
          <p className="text-sm font-medium">
            {stories.length} of {BATCH_MAX_STORIES} stories
          </p>
          {stories.length > 0 ? (
            <Button variant="ghost" size="sm" onClick={() => setStories([])}>
              Clear all
            </Button>
          ) : null}
        </div>
        {stories.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border px-4 py-6 text-center text-sm text-muted">
            No stories yet. Upload a CSV or paste your stories.
          </p>
        ) : (
          <StoryList stories={stories} onRemove={(i) => setStories(stories.filter((_, j) => j !== i))} />
        )}
      </div>
    </Card>
  );
}

function RecentBatches({ userId }: { userId: string }) {
  const list = useBatchList(userId);
  if (!list.data || list.data.batches.length === 0) return null;
  return (
    <section aria-labelledby="recent-batches" className="mt-10">
      <h2 id="recent-batches" className="mb-3 text-lg font-semibold">
        Recent batches
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {list.data.batches.slice(0, 6).map((b) => (
          <li key={b.id}>
            <Link
              to={batchStatusPath(b.id)}
              className="block rounded-card border border-border bg-surface/80 p-4 hover:border-violet-500/50"
            >
              <p className="text-sm font-medium">
                {b.summary.total} videos · {new Date(b.created_at).toLocaleString()}
              </p>
              <p className="mt-1 text-xs text-muted">
                {b.summary.done} done · {b.summary.rendering + b.summary.queued} in progress ·{" "}
                {b.summary.failed} failed
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Many stories, one set of settings: each becomes its own video, followed on one status page. */
export function BatchPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const userId = user?.id ?? "";
  const [stories, setStories] = useState<BatchStoryDraft[]>([]);
  const [confirming, setConfirming] = useState(false);
  const list = useBatchList(userId);
  const subscription = useSubscription(userId);
  const create = useCreateBatch(userId);
  if (!user) return null;

  const perVideo = list.data?.credits_per_video;
  const total = perVideo === undefined ? undefined : perVideo * stories.length;
  const available = subscription.data?.available_credits;
  const problems = stories.filter((s) => storyProblem(s.story)).length;
  const short = total !== undefined && available !== undefined && total > available;
  const blocked = stories.length === 0 || problems > 0 || short || total === undefined;

  const submit = async () => {
    const settings = toBatchSettings(videoSettingsStore.get());
    try {
      const batch = await create.mutateAsync({
        stories: stories.map((s) => ({ ...(s.title ? { title: s.title } : {}), story: s.story })),
        settings,
      });
      setConfirming(false);
      navigate(batchStatusPath(batch.id));
    } catch {
      // Shown in the dialog from create.error.
    }
  };

  return (
    <Page
      title="Batch videos"
      description="Render up to 50 stories at once with the same voice, style, music and captions."
    >
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,420px)]">
        <StoriesCard stories={stories} setStories={setStories} />
        <div className="flex flex-col gap-4">
          <Card className="flex flex-col gap-4 p-5 sm:p-6">
            <h2 className="text-lg font-semibold">2. Shared settings</h2>
            <TemplateBar batch />
            <LanguageAndNarration />
          </Card>
          <SettingsPanel defaultOpen={null} />
          <Card className="flex flex-col gap-3 p-5 sm:p-6" aria-labelledby="batch-total">
            <h2 id="batch-total" className="text-lg font-semibold">
              3. Create
            </h2>
            {list.isPending || subscription.isPending ? (
              <Spinner size="sm" />
            ) : (
              <dl className="grid grid-cols-2 gap-y-1 text-sm">
                <dt className="text-muted">Videos</dt>
                <dd className="text-right tabular-nums">{stories.length}</dd>
                <dt className="text-muted">Credits per video</dt>
                <dd className="text-right tabular-nums">{perVideo ?? "–"}</dd>
                <dt className="font-medium">Total</dt>
                <dd className="text-right font-semibold tabular-nums">{total ?? "–"} credits</dd>
                <dt className="text-muted">You have</dt>
                <dd className="text-right tabular-nums">{available ?? "–"} credits</dd>
              </dl>
            )}
            {short ? (
              <Alert variant="error">
                {batchMessages.noCredits(stories.length, total ?? 0, available ?? 0)}
                <MoreCreditsLink />
              </Alert>
            ) : null}
            {problems > 0 ? (
              <Alert variant="error">
                {problems === 1 ? "1 story needs fixing" : `${problems} stories need fixing`} before sending.
              </Alert>
            ) : null}
            <Button disabled={blocked} onClick={() => setConfirming(true)}>
              <Layers className="h-4 w-4" aria-hidden />
              {stories.length === 1 ? "Create 1 video" : `Create ${stories.length} videos`}
            </Button>
          </Card>
        </div>
      </div>
      <RecentBatches userId={user.id} />

      <Dialog
        open={confirming}
        onClose={() => {
          if (!create.isPending) setConfirming(false);
        }}
        title="Create this batch?"
        description={`${stories.length} ${stories.length === 1 ? "video" : "videos"} will be rendered for ${total} credits. You have ${available} credits.`}
      >
        <div className="flex flex-col gap-4">
          {create.isError ? (
            <Alert variant="error">{create.error.message || videoMessages.failed}</Alert>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={create.isPending}>
              Cancel
            </Button>
            <Button onClick={submit} loading={create.isPending}>
              {create.isPending ? "Creating..." : `Create for ${total} credits`}
            </Button>
          </div>
        </div>
      </Dialog>
    </Page>
  );
}
