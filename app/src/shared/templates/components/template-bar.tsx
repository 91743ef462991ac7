import { TEMPLATE_NAME_MAX, type Template } from "@reelsmith/contract/templates";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { LayoutTemplate } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { mediaLibraryQueryOptions } from "@/components/media/media-api";
import { Button } from "@/components/ui/button";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { paths } from "@/config/paths";
import { useAuth } from "@/lib/auth";
import { customAvatarsQueryOptions } from "@/shared/custom-avatars/api/get-custom-avatars";
import { defaultTemplateOf, useCreateTemplate, useTemplates } from "@/shared/templates/api/templates";
import { templateNameError } from "@/shared/templates/lib/messages";
import {
  type Catalogues,
  settingsFromTemplate,
  templateBodyFromSettings,
} from "@/shared/templates/lib/template-settings";
import { avatarsQueryOptions } from "@/shared/video-settings/api/get-avatars";
import { musicQueryOptions } from "@/shared/video-settings/api/get-music";
import { stylesQueryOptions } from "@/shared/video-settings/api/get-styles";
import { voicesQueryOptions } from "@/shared/video-settings/api/get-voices";
import {
  setVideoSettings,
  useVideoSettings,
  videoSettingsStore,
} from "@/shared/video-settings/lib/video-settings-store";

/** The catalogues a template's ids are looked up in, read only when there is a template to apply. */
function useCatalogues(enabled: boolean): { catalogues: Catalogues; ready: boolean } {
  const styles = useQuery({ ...stylesQueryOptions(), enabled });
  const voices = useQuery({ ...voicesQueryOptions(), enabled });
  const avatars = useQuery({ ...avatarsQueryOptions(), enabled });
  const music = useQuery({ ...musicQueryOptions(), enabled });
  const { user } = useAuth();
  const own = useQuery({ ...customAvatarsQueryOptions(user?.id ?? null), enabled: enabled && Boolean(user) });
  const all = [styles, voices, avatars, music, ...(user ? [own] : [])];
  return {
    catalogues: {
      styles: styles.data,
      voices: voices.data,
      avatars: avatars.data,
      customAvatars: own.data?.avatars,
      music: music.data,
    },
    ready: !enabled || all.every((q) => !q.isPending),
  };
}

/** What a Product Ad adds to a template saved from it: its brand kit's colours and logo (a library photo). */
export interface BrandKitForTemplate {
  colors: string[];
  /** The kit's logo: it goes into the template when it is a photo of the media library. */
  logoUrl: string | null;
}

/**
 * The editor's template: a picker that applies a template's choices to the video (the account's default
 * is picked when a new video starts) and "Save as template", which saves the editor's current choices.
 * Any choice changed afterwards is this video's (or this `batch`'s) only; create-video gets the template's id.
 */
export function TemplateBar({ brand, batch = false }: { brand?: BrandKitForTemplate; batch?: boolean }) {
  const templates = useTemplates();
  const { catalogues, ready } = useCatalogues((templates.data?.length ?? 0) > 0);
  const templateId = useVideoSettings((s) => s.templateId);
  const pickerId = useId();

  const apply = (t: Template | null) =>
    setVideoSettings(t ? settingsFromTemplate(t, catalogues) : { templateId: null });

  // A new video (no template decided yet) starts from the account's default, once the catalogues are in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: applies once, when everything it needs is loaded.
  useEffect(() => {
    if (templateId !== undefined || !templates.isSuccess || !ready) return;
    if (videoSettingsStore.get().templateId !== undefined) return;
    apply(defaultTemplateOf(templates.data));
  }, [templateId, templates.isSuccess, ready]);

  const list = templates.data ?? [];
  return (
    <section aria-label="Template" className="flex flex-col gap-3 rounded-xl border border-border p-3">
      <div className="flex flex-col gap-3">
        <div className="min-w-0 flex-1">
          <FormField
            id={pickerId}
            label={
              <span className="flex items-center gap-1.5">
                <LayoutTemplate className="h-4 w-4" aria-hidden /> Template
              </span>
            }
            hint={
              templates.isError ? undefined : (
                <>
                  {batch
                    ? "Changes you make here apply to this batch only."
                    : "Changes you make here apply to this video only."}{" "}
                  <Link to={paths.templates} className="text-violet-300 underline-offset-4 hover:underline">
                    Manage templates
                  </Link>
                </>
              )
            }
            error={templates.isError ? "Templates could not be loaded. Try again later." : undefined}
          >
            <Select
              {...fieldA11y(pickerId, templates.isError ? "error" : undefined)}
              value={templateId ?? ""}
              disabled={templates.isPending || !ready}
              onChange={(e) => apply(list.find((t) => t.id === e.target.value) ?? null)}
            >
              <option value="">{templates.isPending ? "Loading templates..." : "No template"}</option>
              {list.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.is_default ? `${t.name} (default)` : t.name}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
        <SaveAsTemplate brand={brand} />
      </div>
    </section>
  );
}

function SaveAsTemplate({ brand }: { brand?: BrandKitForTemplate }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState<string | null>(null);
  const create = useCreateTemplate();
  const nameId = useId();
  const { user } = useAuth();
  const queryClient = useQueryClient();

  /** The kit's logo as a photo of the media library, when it is one. */
  const logoMediaId = async () => {
    if (!brand?.logoUrl || !user) return null;
    try {
      const library = await queryClient.fetchQuery(mediaLibraryQueryOptions(user.id));
      return library.media.find((m) => m.kind === "photo" && m.url === brand.logoUrl)?.id ?? null;
    } catch {
      return null;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = templateNameError(name);
    setError(invalid);
    if (invalid) return;
    const body = templateBodyFromSettings(
      name,
      videoSettingsStore.get(),
      brand ? { colors: brand.colors, logoMediaId: await logoMediaId() } : undefined,
    );
    create.mutate(body, {
      onSuccess: (t) => {
        setSaved(`Saved "${t.name}". It is now this video's template.`);
        setVideoSettings({ templateId: t.id });
        setOpen(false);
        setName("");
      },
      onError: (e) => setError(e.message),
    });
  };

  if (!open)
    return (
      <div className="flex flex-col gap-2">
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setOpen(true);
            setSaved(null);
          }}
        >
          Save as template
        </Button>
        {saved ? (
          <p role="status" className="text-xs text-emerald-300">
            {saved}
          </p>
        ) : null}
      </div>
    );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2" aria-label="Save as template">
      <FormField id={nameId} label="Template name" error={error}>
        <Input
          {...fieldA11y(nameId, error)}
          value={name}
          maxLength={TEMPLATE_NAME_MAX + 1}
          autoFocus
          placeholder="e.g. Brand reels"
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Escape") setOpen(false);
          }}
        />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Saving..." : "Save template"}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
