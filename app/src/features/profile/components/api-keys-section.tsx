import {
  API_KEY_NAME_MAX,
  type ApiKey,
  apiKeyMessages,
  type CreatedApiKey,
} from "@reelsmith/contract/api-keys";
import { KeyRound } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CopyButton } from "@/components/ui/copy-button";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from "@/features/profile/api/api-keys";
import {
  ProfileSection,
  ProfileSectionForm,
  ProfileSectionList,
} from "@/features/profile/components/profile-section";
import { usePendingRemoval } from "@/features/profile/hooks/use-pending-removal";
import { useClipboard } from "@/lib/use-clipboard";

export const API_KEYS_EMPTY =
  "No API keys yet. Create one to call the API from a script, n8n or an AI agent.";
export const API_KEY_SHOWN_ONCE = "Copy this key now: it will not be shown again.";
export const API_KEYS_LOAD_FAILED = "Failed to load your API keys";
export const NEVER_USED = "Never used";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/** The new key, shown once, with a copy button. */
function NewKeyNotice({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { copied, copy } = useClipboard();
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-amber-400/40 bg-amber-400/10 p-4">
      <p className="text-sm font-medium text-amber-200">{API_KEY_SHOWN_ONCE}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <code
          data-testid="new-api-key"
          className="min-w-0 flex-1 break-all rounded-lg bg-black/40 px-3 py-2 font-mono text-xs text-foreground select-all"
        >
          {created.key}
        </code>
        <CopyButton
          copied={copied}
          words
          variant="secondary"
          onClick={() => copy(created.key)}
          className="shrink-0"
        />
      </div>
      {copied === false ? (
        <p className="text-xs text-red-300">Could not copy: select the key and copy it by hand.</p>
      ) : null}
      <div>
        <Button variant="ghost" size="sm" onClick={onDone}>
          I have saved it
        </Button>
      </div>
    </div>
  );
}

function KeyRow({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: () => void }) {
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="truncate font-medium">{apiKey.name}</p>
        <p className="text-xs text-muted">
          <span className="font-mono">{apiKey.start}…</span>
          <span aria-hidden> · </span>
          Created {formatDate(apiKey.created_at)}
          <span aria-hidden> · </span>
          {apiKey.last_used_at ? `Last used ${formatDate(apiKey.last_used_at)}` : NEVER_USED}
        </p>
      </div>
      <Button variant="outline" size="sm" onClick={onRevoke} aria-label={`Revoke ${apiKey.name}`}>
        Revoke
      </Button>
    </li>
  );
}

/** Profile page: personal API keys, made and revoked here (never with a key). */
export function ApiKeysSection({ userId }: { userId: string }) {
  const keys = useApiKeys(userId);
  const create = useCreateApiKey(userId);
  const revoking = usePendingRemoval<ApiKey>(useRevokeApiKey(userId), (k) => {
    if (created?.id === k.id) setCreated(null);
  });
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | undefined>();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(apiKeyMessages.nameRequired);
      return;
    }
    setNameError(undefined);
    try {
      setCreated(await create.mutateAsync(trimmed));
      setName("");
    } catch {
      // Shown from create.error below.
    }
  };

  return (
    <ProfileSection
      id="api-keys"
      icon={KeyRound}
      title="API keys"
      dialog={
        <ConfirmDialog
          title="Revoke API key"
          description={`Revoke "${revoking.item?.name ?? ""}"? Scripts using it stop working at once. This cannot be undone.`}
          confirmLabel="Revoke"
          pendingLabel="Revoking..."
          {...revoking.dialog}
        />
      }
      description={
        <>
          A key acts as you, with your credits, for scripts and agents: send it as{" "}
          <code className="font-mono text-xs">Authorization: Bearer &lt;key&gt;</code>.
        </>
      }
    >
      <ProfileSectionForm
        onSubmit={submit}
        error={create.error}
        className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="flex-1">
          <FormField id="api-key-name" label="Key name" error={nameError}>
            <Input
              {...fieldA11y("api-key-name", nameError)}
              value={name}
              maxLength={API_KEY_NAME_MAX}
              placeholder="e.g. n8n workflow"
              onChange={(e) => setName(e.target.value)}
            />
          </FormField>
        </div>
        <Button type="submit" loading={create.isPending}>
          Create key
        </Button>
      </ProfileSectionForm>
      {created ? (
        <div className="mt-4">
          <NewKeyNotice created={created} onDone={() => setCreated(null)} />
        </div>
      ) : null}

      <ProfileSectionList
        query={keys}
        failedMessage={API_KEYS_LOAD_FAILED}
        items={keys.data?.keys}
        emptyMessage={API_KEYS_EMPTY}
        label="Your API keys"
        renderItem={(k) => <KeyRow key={k.id} apiKey={k} onRevoke={() => revoking.ask(k)} />}
      />
    </ProfileSection>
  );
}
