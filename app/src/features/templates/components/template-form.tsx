import { ASPECT_PLATFORMS, ASPECTS, type Aspect } from "@reelsmith/contract/aspect";
import { LOGO_DEFAULTS } from "@reelsmith/contract/logo-placement";
import {
  LOGO_CORNERS,
  type Template,
  type TemplateSettings,
  updateTemplateSchema,
} from "@reelsmith/contract/templates";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { useMediaQuery } from "@/components/layout/use-media-query";
import { useMediaLibrary } from "@/components/media/media-api";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { RangeInput } from "@/components/ui/range-input";
import { Select } from "@/components/ui/select";
import { CaptionStyleEditor, ColorField } from "@/features/templates/components/caption-style-editor";
import { useCustomAvatars } from "@/shared/custom-avatars/api/get-custom-avatars";
import { useCreateTemplate, useUpdateTemplate } from "@/shared/templates/api/templates";
import { CaptionPreview, type PreviewLogo } from "@/shared/templates/components/caption-preview";
import { captionLookOf } from "@/shared/templates/lib/caption-look";
import { templateNameError } from "@/shared/templates/lib/messages";
import { settingsFromTemplate } from "@/shared/templates/lib/template-settings";
import { useAvatars } from "@/shared/video-settings/api/get-avatars";
import { useMusic } from "@/shared/video-settings/api/get-music";
import { useStyles } from "@/shared/video-settings/api/get-styles";
import { useVoices } from "@/shared/video-settings/api/get-voices";
import { AvatarPicker } from "@/shared/video-settings/components/avatar-picker";
import { MusicPicker } from "@/shared/video-settings/components/music-picker";
import { PresenterLayoutPicker } from "@/shared/video-settings/components/presenter-layout-picker";
import { StylePicker } from "@/shared/video-settings/components/style-picker";
import { VoicePicker } from "@/shared/video-settings/components/voice-picker";

const SETTINGS_KEYS = [
  "style",
  "voice_id",
  "avatar_id",
  "presenter_layout",
  "music_id",
  "music_volume",
  "size",
  "captions",
  "brand_colors",
  "logo",
  "intro_card",
  "end_card",
] as const;

/** A template's choices as stored (null where it has none: left out). */
function settingsOf(t: Template | null): TemplateSettings {
  if (!t) return { size: "9:16", captions: { preset: "minimalist" } };
  const out: Record<string, unknown> = {};
  for (const k of SETTINGS_KEYS) if (t[k] !== null) out[k] = t[k];
  return out as TemplateSettings;
}

/** Field paths of the API ("captions.color") as the form names them. */
const fieldNames: Record<string, string> = {
  name: "Template name",
  style: "Visual style",
  voice_id: "Voice",
  avatar_id: "AI avatar",
  music_id: "Music",
  size: "Video size",
  captions: "Captions",
  brand_colors: "Brand colours",
  logo: "Logo",
  intro_card: "Intro card",
  end_card: "End card",
};
const named = (path: string, message: string) => {
  const [head, ...rest] = path.split(".");
  const field = [fieldNames[head ?? ""] ?? head, ...rest.map((r) => r.replace(/_/g, " "))].join(" ");
  return `${field}: ${message.replace(/^[\w.]+: /, "")}`;
};

/** The logo's width (a share of the frame's) and opacity, each a slider from min to max. */
const LOGO_SLIDERS = [
  { key: "size", label: "Logo width (share of the frame)", min: 0.05, max: 0.5 },
  { key: "opacity", label: "Logo opacity", min: 0, max: 1 },
] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 border-t border-border pt-5">
      <legend className="pr-2 text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Creates or edits a template: a name and every choice, each section optional. */
export function TemplateForm({
  template,
  onDone,
  onCancel,
}: {
  template: Template | null;
  onDone: (saved: Template) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(template?.name ?? "");
  const [s, setS] = useState<TemplateSettings>(() => settingsOf(template));
  const [errors, setErrors] = useState<string[]>([]);
  const [nameError, setNameError] = useState<string | undefined>();
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const styles = useStyles();
  const voices = useVoices();
  const avatars = useAvatars();
  const customAvatars = useCustomAvatars();
  const wide = useMediaQuery("(min-width: 640px)");
  const music = useMusic();
  const media = useMediaLibrary();
  const ids = {
    name: useId(),
    size: useId(),
    logo: useId(),
    corner: useId(),
  };
  const set = (patch: Partial<TemplateSettings>) => {
    setS((cur) => ({ ...cur, ...patch }));
  };
  type Logo = NonNullable<TemplateSettings["logo"]>;
  /** Changes some of the logo's choices and keeps the rest (offered only once a logo is picked). */
  const setLogo = (patch: Partial<Logo>) => set({ logo: { ...(s.logo as Logo), ...patch } });
  const clear = (key: keyof TemplateSettings) => {
    setS((cur) => {
      const { [key]: _, ...rest } = cur;
      return rest;
    });
  };
  // The pickers show the catalogue entries the ids name.
  const shown = settingsFromTemplate(
    {
      ...(Object.fromEntries(SETTINGS_KEYS.map((k) => [k, null])) as unknown as Template),
      ...s,
      id: "",
      name,
      is_default: false,
      created_at: "",
      updated_at: "",
    },
    {
      styles: styles.data,
      voices: voices.data,
      avatars: avatars.data,
      customAvatars: customAvatars.data?.avatars,
      music: music.data,
    },
  );
  const aspect: Aspect = s.size ?? "9:16";
  const stylePicture = styles.data?.find((x) => x.id === s.style)?.reference_url ?? null;
  const photos = (media.data?.media ?? []).filter((m) => m.kind === "photo" && m.status === "ready");
  const pending = create.isPending || update.isPending;
  // The logo as the previews draw it: its photo's thumbnail where it is in the corner the render puts it.
  const logoUrl = photos.find((m) => m.id === s.logo?.media_id)?.posterUrl;
  const previewLogo: PreviewLogo | null =
    s.logo && logoUrl
      ? {
          url: logoUrl,
          ...(s.logo.corner ? { corner: s.logo.corner } : {}),
          ...(s.logo.size !== undefined ? { size: s.logo.size } : {}),
          ...(s.logo.opacity !== undefined ? { opacity: s.logo.opacity } : {}),
        }
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalidName = templateNameError(name);
    setNameError(invalidName);
    const body = template
      ? { name, ...Object.fromEntries(SETTINGS_KEYS.map((k) => [k, s[k] ?? null])) }
      : { name, ...s };
    const parsed = updateTemplateSchema.safeParse(body);
    const issues = parsed.success ? [] : parsed.error.issues.map((i) => named(i.path.join("."), i.message));
    setErrors(issues.filter((m) => !m.startsWith("Template name")));
    if (invalidName || issues.length > 0) return;
    const done = {
      onSuccess: (t: Template) => {
        onDone(t);
      },
      onError: (e: Error) => setErrors([named("", e.message).replace(/^: /, "")]),
    };
    if (template) update.mutate({ id: template.id, body }, done);
    else create.mutate({ ...(body as { name: string }) }, done);
  };

  const card = (key: "intro_card" | "end_card") => {
    const c = (s[key] ?? {}) as NonNullable<TemplateSettings["end_card"]>;
    const put = (patch: Record<string, unknown>) => {
      const next = Object.fromEntries(
        Object.entries({ ...c, ...patch }).filter(([, v]) => v !== "" && v !== undefined),
      );
      if (Object.keys(next).length === 0) clear(key);
      else set({ [key]: next });
    };
    const prefix = key === "intro_card" ? "Intro card" : "End card";
    return (
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          label={`${prefix} text`}
          value={c.text ?? ""}
          max={200}
          onChange={(text) => put({ text })}
        />
        <TextField
          label={`${prefix} seconds on screen`}
          type="number"
          value={c.duration_s?.toString() ?? ""}
          onChange={(v) => put({ duration_s: v === "" ? undefined : Number(v) })}
        />
        <ColorField
          id={`${key}-text-color`}
          label={`${prefix} text colour`}
          value={c.text_color ?? "#ffffff"}
          onChange={(text_color) => put({ text_color })}
        />
        <ColorField
          id={`${key}-background`}
          label={`${prefix} background colour`}
          value={c.background_color ?? "#111111"}
          onChange={(background_color) => put({ background_color })}
        />
        {key === "end_card" ? (
          <>
            <TextField
              label="Call to action"
              value={c.call_to_action ?? ""}
              max={40}
              onChange={(call_to_action) => put({ call_to_action })}
            />
            <TextField
              label="Link text"
              value={c.link_text ?? ""}
              max={100}
              onChange={(link_text) => put({ link_text })}
            />
          </>
        ) : null}
      </div>
    );
  };

  return (
    <Card className="min-w-0 p-4 sm:p-6">
      <form
        onSubmit={submit}
        noValidate
        aria-label={template ? `Edit ${template.name}` : "New template"}
        className="flex flex-col gap-6"
      >
        <h2 className="text-lg font-semibold">{template ? `Edit "${template.name}"` : "New template"}</h2>
        <FormField id={ids.name} label="Template name" error={nameError}>
          <Input
            {...fieldA11y(ids.name, nameError)}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
            }}
            placeholder="e.g. Brand reels"
          />
        </FormField>
        <Section title="Video size">
          <Select
            id={ids.size}
            aria-label="Video size"
            value={aspect}
            onChange={(e) => set({ size: e.target.value as Aspect })}
          >
            {ASPECTS.map((a) => (
              <option key={a} value={a}>
                {a} · {ASPECT_PLATFORMS[a]}
              </option>
            ))}
          </Select>
        </Section>
        <Section title="Visual style">
          <StylePicker selected={shown.style ?? null} onSelect={(st) => set({ style: st.id })} />
        </Section>
        <Section title="AI avatar">
          <AvatarPicker
            selected={shown.avatar ?? null}
            onSelect={(a) => set({ avatar_id: a.id, voice_id: a.voiceId || s.voice_id })}
          />
          {s.avatar_id ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="self-start"
              onClick={() => clear("avatar_id")}
            >
              No avatar
            </Button>
          ) : null}
          <PresenterLayoutPicker
            value={s.presenter_layout ?? "corner"}
            onChange={(presenter_layout) => set({ presenter_layout })}
          />
        </Section>
        <Section title="Voice">
          <VoicePicker
            selected={shown.voice ?? null}
            language="all"
            onSelect={(v) => set({ voice_id: v.id })}
          />
        </Section>
        <Section title="Background music">
          <MusicPicker
            selected={shown.music ?? null}
            onSelect={(m) => (m ? set({ music_id: m.id }) : clear("music_id"))}
            volume={s.music_volume ?? 0.5}
            onVolumeChange={(music_volume) => set({ music_volume })}
          />
        </Section>
        <Section title="Captions">
          <CaptionStyleEditor
            value={s.captions ?? null}
            onChange={(captions) => set({ captions })}
            aspect={aspect}
            picture={stylePicture}
            logo={previewLogo}
          />
        </Section>
        <Section title="Brand colours">
          <div className="flex flex-wrap items-end gap-3">
            {(s.brand_colors ?? []).map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a colour's slot is what identifies it.
              <div key={i} className="flex flex-col items-center gap-1">
                <ColorField
                  id={`brand-color-${i}`}
                  label={`Colour ${i + 1}`}
                  value={c}
                  onChange={(hex) =>
                    set({ brand_colors: (s.brand_colors ?? []).map((x, k) => (k === i ? hex : x)) })
                  }
                />
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove colour ${i + 1}`}
                  onClick={() => {
                    const next = (s.brand_colors ?? []).filter((_, k) => k !== i);
                    if (next.length) set({ brand_colors: next });
                    else clear("brand_colors");
                  }}
                >
                  Remove
                </Button>
              </div>
            ))}
            {(s.brand_colors ?? []).length < 5 ? (
              <Button
                type="button"
                variant="secondary"
                size="sm"
                onClick={() => set({ brand_colors: [...(s.brand_colors ?? []), "#8b5cf6"] })}
              >
                Add colour
              </Button>
            ) : null}
          </div>
        </Section>
        <Section title="Logo">
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <FormField
              id={ids.logo}
              label="Logo photo"
              hint={
                media.isPending
                  ? "Loading your media library..."
                  : photos.length === 0
                    ? "Upload your logo on the Media page to pick it here."
                    : undefined
              }
            >
              <Select
                id={ids.logo}
                value={s.logo?.media_id ?? ""}
                onChange={(e) =>
                  e.target.value
                    ? set({ logo: { ...(s.logo ?? {}), media_id: e.target.value } })
                    : clear("logo")
                }
              >
                <option value="">No logo</option>
                {photos.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name}
                  </option>
                ))}
              </Select>
            </FormField>
            {s.logo ? (
              <>
                <FormField id={ids.corner} label="Corner">
                  <Select
                    id={ids.corner}
                    value={s.logo.corner ?? "top-right"}
                    onChange={(e) => setLogo({ corner: e.target.value as (typeof LOGO_CORNERS)[number] })}
                  >
                    {LOGO_CORNERS.map((c) => (
                      <option key={c} value={c}>
                        {c.replace("-", " ")}
                      </option>
                    ))}
                  </Select>
                </FormField>
                {LOGO_SLIDERS.map(({ key, label, min, max }) => (
                  <RangeField
                    key={key}
                    label={label}
                    min={min}
                    max={max}
                    value={s.logo?.[key] ?? LOGO_DEFAULTS[key]}
                    onChange={(v) => setLogo({ [key]: v })}
                  />
                ))}
                {previewLogo ? (
                  <CaptionPreview
                    look={captionLookOf(s.captions ?? null)}
                    aspect={aspect}
                    picture={stylePicture}
                    width={wide ? 240 : 200}
                    label="Logo preview"
                    logo={previewLogo}
                  />
                ) : null}
              </>
            ) : null}
          </div>
        </Section>
        <Section title="Intro card">{card("intro_card")}</Section>
        <Section title="End card">{card("end_card")}</Section>
        {errors.length > 0 ? (
          <Alert variant="error">
            <ul className="flex flex-col gap-1">
              {errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={pending}>
            {pending ? "Saving..." : template ? "Save changes" : "Create template"}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}

function TextField({
  label,
  value,
  onChange,
  max,
  type = "text",
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  max?: number;
  type?: string;
}) {
  const id = useId();
  const error = max && value.trim().length > max ? `${label}: at most ${max} characters.` : undefined;
  return (
    <FormField id={id} label={label} error={error}>
      <Input
        {...fieldA11y(id, error)}
        type={type}
        step={type === "number" ? 0.5 : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </FormField>
  );
}

function RangeField({
  label,
  min,
  max,
  value,
  onChange,
}: {
  label: string;
  min: number;
  max: number;
  value: number;
  onChange: (v: number) => void;
}) {
  const id = useId();
  return (
    <FormField id={id} label={`${label}: ${Math.round(value * 100)} %`}>
      <RangeInput
        id={id}
        min={min}
        max={max}
        step={0.01}
        value={value}
        onChange={onChange}
        className="accent-violet-500"
      />
    </FormField>
  );
}
