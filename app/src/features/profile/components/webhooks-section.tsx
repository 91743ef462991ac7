import {
  WEBHOOK_URL_MAX_LENGTH,
  type WebhookEndpoint,
  type WebhookEvent,
  webhookEvents,
  webhookMessages,
} from "@reelsmith/contract/webhooks";
import { Eye, EyeOff, Webhook } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CopyButton } from "@/components/ui/copy-button";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import {
  useCreateWebhook,
  useDeleteWebhook,
  useSendTestWebhook,
  useWebhooks,
} from "@/features/profile/api/webhooks";
import {
  ProfileSection,
  ProfileSectionForm,
  ProfileSectionList,
} from "@/features/profile/components/profile-section";
import { WebhookDeliveryLog } from "@/features/profile/components/webhook-delivery-log";
import { usePendingRemoval } from "@/features/profile/hooks/use-pending-removal";
import { useClipboard } from "@/lib/use-clipboard";

export const WEBHOOKS_EMPTY = "No webhooks yet. Add a URL to be called when a video is ready.";
export const WEBHOOKS_LOAD_FAILED = "Failed to load your webhooks";

export const webhookEventLabels: Record<WebhookEvent, string> = {
  "video.ready": "Video ready",
  "video.failed": "Video failed",
  "avatar.ready": "Avatar ready",
};

/** The signing secret: hidden until asked for, and copied in one click. */
function SecretField({ secret, label }: { secret: string; label: string }) {
  const [shown, setShown] = useState(false);
  const { copied, copy } = useClipboard();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-1.5">
        <span className="shrink-0 text-xs text-muted">Signing secret</span>
        <code
          data-testid="webhook-secret"
          className={
            "min-w-0 flex-1 rounded-md bg-black/30 px-2 py-1 font-mono text-xs " +
            (shown ? "break-all select-all" : "truncate select-none tracking-widest text-muted")
          }
        >
          {shown ? secret : "whsec_••••••••••••••••"}
        </code>
        <Button
          variant="ghost"
          size="sm"
          className="shrink-0 px-2"
          onClick={() => setShown(!shown)}
          aria-label={`${shown ? "Hide" : "Reveal"} the signing secret of ${label}`}
          aria-pressed={shown}
        >
          {shown ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
        </Button>
        <CopyButton
          copied={copied}
          variant="ghost"
          className="shrink-0 px-2"
          onClick={() => copy(secret)}
          aria-label={`Copy the signing secret of ${label}`}
        />
      </div>
      {copied === false ? (
        <p className="text-xs text-red-300">Could not copy: reveal the secret and copy it by hand.</p>
      ) : copied ? (
        <p className="text-xs text-emerald-300" role="status">
          Secret copied.
        </p>
      ) : null}
    </div>
  );
}

function EndpointItem({ endpoint, onDelete }: { endpoint: WebhookEndpoint; onDelete: () => void }) {
  const [logOpen, setLogOpen] = useState(false);
  const test = useSendTestWebhook(endpoint.id);
  const sendTest = async () => {
    try {
      await test.mutateAsync();
      setLogOpen(true);
    } catch {
      // Shown from test.error below.
    }
  };
  return (
    <li className="flex flex-col gap-3 py-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="break-all font-mono text-sm">{endpoint.url}</p>
          <ul className="mt-1.5 flex flex-wrap gap-1.5" aria-label="Events">
            {endpoint.events.map((e) => (
              <li key={e} className="rounded-full bg-violet-500/15 px-2 py-0.5 text-xs text-violet-200">
                {webhookEventLabels[e]}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={sendTest} loading={test.isPending}>
            Send test
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setLogOpen(!logOpen)}
            aria-expanded={logOpen}
            aria-controls={`webhook-log-${endpoint.id}`}
          >
            {logOpen ? "Hide log" : "Delivery log"}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={onDelete}
            aria-label={`Delete the webhook ${endpoint.url}`}
          >
            Delete
          </Button>
        </div>
      </div>
      <SecretField secret={endpoint.secret} label={endpoint.url} />
      {test.isError ? <Alert variant="error">{test.error.message}</Alert> : null}
      {logOpen ? (
        <div id={`webhook-log-${endpoint.id}`} className="rounded-xl border border-border bg-black/20 p-3">
          <WebhookDeliveryLog endpointId={endpoint.id} />
        </div>
      ) : null}
    </li>
  );
}

/** Profile page: the URLs Reelsmith calls when a video is ready or failed, or an avatar is ready. */
export function WebhooksSection({ userId }: { userId: string }) {
  const webhooks = useWebhooks(userId);
  const create = useCreateWebhook(userId);
  const deleting = usePendingRemoval<WebhookEndpoint>(useDeleteWebhook(userId));
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEvent[]>(["video.ready", "video.failed"]);
  const [urlError, setUrlError] = useState<string | undefined>();
  const [eventsError, setEventsError] = useState<string | undefined>();

  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((current) => webhookEvents.filter((e) => (e === event ? on : current.includes(e))));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const trimmed = url.trim();
    const nextUrlError = !trimmed
      ? webhookMessages.urlRequired
      : !/^https?:\/\//i.test(trimmed) || !URL.canParse(trimmed)
        ? webhookMessages.urlInvalid
        : undefined;
    const nextEventsError = events.length === 0 ? webhookMessages.eventsRequired : undefined;
    setUrlError(nextUrlError);
    setEventsError(nextEventsError);
    if (nextUrlError || nextEventsError) return;
    try {
      await create.mutateAsync({ url: trimmed, events });
      setUrl("");
    } catch {
      // Shown from create.error below.
    }
  };

  return (
    <ProfileSection
      id="webhooks"
      icon={Webhook}
      title="Webhooks"
      dialog={
        <ConfirmDialog
          title="Delete webhook"
          description={`Delete the webhook to ${deleting.item?.url ?? ""}? It stops receiving events at once, and its delivery log is deleted.`}
          {...deleting.dialog}
        />
      }
      description={
        <>
          Reelsmith calls your URL with a signed JSON event when a video is ready or has failed, or a custom
          avatar is ready. Check the <code className="font-mono text-xs">webhook-signature</code> header with
          the endpoint's secret (Standard Webhooks).
        </>
      }
    >
      <ProfileSectionForm onSubmit={submit} error={create.error} className="mt-5 flex flex-col gap-3">
        <FormField id="webhook-url" label="Endpoint URL" error={urlError}>
          <Input
            {...fieldA11y("webhook-url", urlError)}
            type="url"
            inputMode="url"
            value={url}
            maxLength={WEBHOOK_URL_MAX_LENGTH}
            placeholder="https://example.com/hooks/reelsmith"
            onChange={(e) => setUrl(e.target.value)}
          />
        </FormField>
        <fieldset aria-describedby={eventsError ? "webhook-events-error" : undefined}>
          <legend className="text-sm font-medium">Events</legend>
          <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
            {webhookEvents.map((event) => (
              <label
                key={event}
                htmlFor={`webhook-event-${event}`}
                className="flex cursor-pointer items-center gap-2 text-sm"
              >
                <Checkbox
                  id={`webhook-event-${event}`}
                  checked={events.includes(event)}
                  onChange={(e) => toggle(event, e.target.checked)}
                />
                {webhookEventLabels[event]}
                <span className="font-mono text-xs text-muted">{event}</span>
              </label>
            ))}
          </div>
          {eventsError ? (
            <p id="webhook-events-error" className="mt-1.5 text-xs text-red-300">
              {eventsError}
            </p>
          ) : null}
        </fieldset>
        <div>
          <Button type="submit" loading={create.isPending}>
            Add webhook
          </Button>
        </div>
      </ProfileSectionForm>

      <ProfileSectionList
        query={webhooks}
        failedMessage={WEBHOOKS_LOAD_FAILED}
        items={webhooks.data}
        emptyMessage={WEBHOOKS_EMPTY}
        label="Your webhooks"
        renderItem={(w) => <EndpointItem key={w.id} endpoint={w} onDelete={() => deleting.ask(w)} />}
      />
    </ProfileSection>
  );
}
