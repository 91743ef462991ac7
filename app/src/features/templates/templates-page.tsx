import type { Template } from "@reelsmith/contract/templates";
import { Plus, Star } from "lucide-react";
import { useId, useState } from "react";
import { Page } from "@/components/layout/page";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { TemplateForm } from "@/features/templates/components/template-form";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useDeleteTemplate, useMakeDefaultTemplate, useTemplates } from "@/shared/templates/api/templates";

/**
 * Brand templates: the list (the default marked), and the editor of the one chosen or a new one. A
 * template holds a creator's usual choices; the Story Reel and Product Ad editors start from the default.
 */
export function TemplatesPage() {
  useDocumentTitle("Brand templates");
  const templates = useTemplates();
  const [editing, setEditing] = useState<Template | "new" | null>(null);
  const [removing, setRemoving] = useState<Template | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const remove = useDeleteTemplate();
  const makeDefault = useMakeDefaultTemplate();
  const listId = useId();
  const list = templates.data ?? [];
  const current = editing === "new" ? null : (list.find((t) => t.id === editing?.id) ?? null);

  return (
    <Page
      title="Brand templates"
      description="Save your usual style, voice, music, captions, logo and cards once; new videos start from your default template."
      actions={
        <Button
          type="button"
          onClick={() => {
            setNotice(null);
            setEditing("new");
          }}
        >
          <Plus className="h-4 w-4" aria-hidden /> New template
        </Button>
      }
    >
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)] lg:items-start">
        <Card className="p-4">
          <h2 id={listId} className="mb-3 text-sm font-semibold text-muted">
            Your templates
          </h2>
          {templates.isPending ? (
            <p className="flex items-center gap-2 text-sm text-muted">
              <Spinner /> Loading templates...
            </p>
          ) : templates.isError ? (
            <Alert variant="error">Templates could not be loaded. Try again later.</Alert>
          ) : list.length === 0 ? (
            <p className="text-sm text-muted">
              No templates yet. Create one to start every video from your brand.
            </p>
          ) : (
            <ul aria-labelledby={listId} className="flex flex-col gap-2">
              {list.map((t) => (
                <li
                  key={t.id}
                  className="flex flex-col gap-2 rounded-xl border border-border bg-surface-2 p-3"
                  aria-current={current?.id === t.id ? "true" : undefined}
                >
                  <span className="flex items-center gap-2 font-medium">
                    <span className="truncate">{t.name}</span>
                    {t.is_default ? (
                      <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-violet-500/20 px-2 py-0.5 text-xs text-violet-100">
                        <Star className="h-3 w-3" aria-hidden /> Default
                      </span>
                    ) : null}
                  </span>
                  <span className="flex flex-wrap gap-1">
                    <Button
                      type="button"
                      size="sm"
                      variant="secondary"
                      onClick={() => setEditing(t)}
                      aria-label={`Edit ${t.name}`}
                    >
                      Edit
                    </Button>
                    {t.is_default ? null : (
                      <Button
                        type="button"
                        size="sm"
                        variant="ghost"
                        disabled={makeDefault.isPending}
                        onClick={() => makeDefault.mutate(t.id)}
                        aria-label={`Make ${t.name} the default`}
                      >
                        Make default
                      </Button>
                    )}
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      onClick={() => setRemoving(t)}
                      aria-label={`Delete ${t.name}`}
                    >
                      Delete
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
          )}
          {makeDefault.isError ? <Alert variant="error">{makeDefault.error.message}</Alert> : null}
        </Card>
        {editing ? (
          <div className="flex min-w-0 flex-col gap-3">
            {notice ? <Alert variant="success">{notice}</Alert> : null}
            <TemplateForm
              key={current?.id ?? "new"}
              template={current}
              onDone={(saved) => {
                setNotice(`Template saved: ${saved.name}.`);
                setEditing(saved);
              }}
              onCancel={() => setEditing(null)}
            />
          </div>
        ) : (
          <Card className="flex flex-col items-start gap-3 p-6">
            <h2 className="text-lg font-semibold">Edit a template</h2>
            <p className="text-sm text-muted">Choose a template to edit, or create a new one.</p>
            <Button type="button" variant="secondary" onClick={() => setEditing("new")}>
              New template
            </Button>
          </Card>
        )}
      </div>
      <ConfirmDialog
        open={removing !== null}
        title="Delete this template?"
        description={
          removing ? `"${removing.name}" will be deleted. Videos made with it keep their look.` : ""
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        error={remove.isError ? remove.error.message : null}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              if (current?.id === removing.id) setEditing(null);
              setRemoving(null);
            },
          })
        }
      />
    </Page>
  );
}
