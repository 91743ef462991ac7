import type { MediaItem } from "@reelsmith/contract/media";
import type { SceneRecording } from "@reelsmith/contract/narration";
import type { SceneCharacter, ScenePlan } from "@reelsmith/contract/scene-plan";
import {
  CAMERA_PANS,
  type Camera,
  HOLD_AFTER_MAX_S,
  type MediaPicture,
  type ScenePicture,
  type StoryboardScene,
} from "@reelsmith/contract/storyboard";
import { Merge, Scissors, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ChoiceButtons } from "@/components/ui/choice-buttons";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { OptionSelect, optionsOf, type SelectOption } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { PlanEditor } from "@/features/storyboard/components/plan-editor";
import { SceneMedia } from "@/features/storyboard/components/scene-media";
import { SceneRecorder } from "@/features/storyboard/components/scene-recorder";
import { defaultSplitPoint, planOf } from "@/features/storyboard/lib/board-edits";
import { cn } from "@/lib/cn";

type PictureKind = ScenePicture["kind"];

const PAN_LABEL = { left: "Left", right: "Right", up: "Up", down: "Down", none: "No pan" } as const;
/** The camera's shot and pan, each Automatic (no camera) or one of its values. */
const CAMERA_CHOICES = [
  {
    key: "shot",
    label: "Shot",
    options: [
      { value: "", label: "Automatic" },
      { value: "close", label: "Close" },
      { value: "wide", label: "Wide" },
    ],
  },
  {
    key: "pan",
    label: "Pan",
    options: [{ value: "", label: "Automatic" }, ...optionsOf(CAMERA_PANS, (p) => PAN_LABEL[p])],
  },
] as const satisfies readonly { key: keyof Camera; label: string; options: readonly SelectOption[] }[];

export interface SceneEditorActions {
  onText: (text: string) => void;
  onPicture: (picture: ScenePicture) => void;
  onPlan: (plan: ScenePlan) => void;
  onCharacterLook: (id: string, look: Partial<Omit<SceneCharacter, "id">>) => void;
  onCamera: (camera: Camera | undefined) => void;
  onHoldAfter: (seconds: number | undefined) => void;
  onRecording: (recording: SceneRecording | null) => void;
  onCutIn: (cutIn: boolean) => void;
  onSplit: (at: number) => void;
  onMergeNext: () => void;
  onDelete: () => void;
}

/**
 * One scene being edited: its words (split, merge, delete), the creator's own take of them, its picture,
 * the camera and the hold.
 */
export function SceneEditor({
  scene,
  index,
  isLast,
  onlyScene,
  language,
  stockAvailable,
  actions,
  cutIn,
}: {
  scene: StoryboardScene;
  index: number;
  isLast: boolean;
  onlyScene: boolean;
  language: string;
  stockAvailable: boolean;
  actions: SceneEditorActions;
  /** The narration is a full-frame talking video: this scene's picture may cut in over it. */
  cutIn?: boolean;
}) {
  const wordsId = useId();
  const cameraId = useId();
  const holdId = useId();
  const wordsRef = useRef<HTMLTextAreaElement>(null);
  const plan = planOf(scene.picture);
  const n = index + 1;

  const split = () => {
    const el = wordsRef.current;
    const caret =
      el && el.selectionStart > 0 && el.selectionStart < scene.text.length ? el.selectionStart : -1;
    actions.onSplit(caret > 0 ? caret : defaultSplitPoint(scene.text));
  };

  // Switching the kind keeps the plan (a media picture remembers the illustration it replaced).
  const choose = (kind: PictureKind) => {
    if (kind === scene.picture.kind) return;
    if (kind === "media") return; // chosen by picking a photo or clip below
    if (plan) actions.onPicture({ kind, plan });
  };
  const pick = (item: MediaItem) => {
    const keep: Partial<MediaPicture> =
      scene.picture.kind === "media" && scene.picture.mediaId === item.id ? scene.picture : {};
    actions.onPicture({ ...keep, kind: "media", mediaId: item.id, ...(plan ? { plan } : {}) });
  };

  const kinds: { value: PictureKind; label: string }[] = [
    { value: "illustration", label: "Illustration" },
    { value: "media", label: "My photo or clip" },
    ...(stockAvailable ? [{ value: "stock" as const, label: "Stock clip" }] : []),
  ];
  const [showing, setShowing] = usePictureTab(scene);

  return (
    <section aria-label={`Scene ${n}`} className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Label htmlFor={wordsId}>Words of scene {n}</Label>
        <Textarea
          id={wordsId}
          ref={wordsRef}
          value={scene.text}
          className="min-h-24"
          aria-invalid={!scene.text.trim() || undefined}
          onChange={(e) => actions.onText(e.target.value)}
        />
        <p className="text-xs text-muted">The narration and the captions say these words.</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={split} disabled={defaultSplitPoint(scene.text) <= 0}>
            <Scissors aria-hidden className="h-4 w-4" />
            Split scene
          </Button>
          <Button variant="outline" size="sm" onClick={actions.onMergeNext} disabled={isLast}>
            <Merge aria-hidden className="h-4 w-4" />
            Merge with next
          </Button>
          <Button variant="outline" size="sm" onClick={actions.onDelete} disabled={onlyScene}>
            <Trash2 aria-hidden className="h-4 w-4" />
            Delete scene
          </Button>
        </div>
      </div>

      <SceneRecorder scene={scene} index={index} onRecording={actions.onRecording} />

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-sm font-semibold">Picture</legend>
        <ChoiceButtons
          role="radio"
          label="Picture"
          options={kinds}
          value={showing}
          onChange={(kind) => {
            setShowing(kind);
            choose(kind);
          }}
          className="flex flex-wrap gap-2"
          buttonClass={(chosen) =>
            cn(
              "h-10 cursor-pointer rounded-xl border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
              chosen
                ? "border-violet-400 bg-violet-500/20 text-foreground"
                : "border-border text-muted hover:bg-white/5",
            )
          }
        />
        {showing === "media" ? (
          <SceneMedia
            picture={scene.picture.kind === "media" ? scene.picture : null}
            onPick={pick}
            onChange={actions.onPicture}
          />
        ) : null}
        {showing === "stock" ? (
          <p className="text-sm text-muted">
            A stock clip that matches this scene's plan is found when it renders.
          </p>
        ) : null}
        {showing !== "media" && plan ? (
          <PlanEditor
            plan={plan}
            language={language}
            onChange={actions.onPlan}
            onCharacterLook={actions.onCharacterLook}
          />
        ) : null}
      </fieldset>

      <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-semibold">Camera</legend>
        {CAMERA_CHOICES.map(({ key, label, options }) => (
          <FormField key={key} id={`${cameraId}-${key}`} label={label}>
            <OptionSelect
              id={`${cameraId}-${key}`}
              options={options}
              value={scene.camera?.[key] ?? ""}
              // Either choice alone makes a camera: the other keeps its value, else its plainest.
              onChange={(v) =>
                actions.onCamera(
                  v ? ({ shot: "wide", pan: "none", ...scene.camera, [key]: v } as Camera) : undefined,
                )
              }
            />
          </FormField>
        ))}
        <div className="col-span-2 flex flex-col gap-1.5 sm:col-span-1">
          <Label htmlFor={holdId}>Hold after the words (s)</Label>
          <Input
            id={holdId}
            type="number"
            inputMode="decimal"
            min={0}
            max={HOLD_AFTER_MAX_S}
            step={0.1}
            placeholder="Automatic"
            value={scene.holdAfter ?? ""}
            onChange={(e) => {
              if (e.target.value === "") return actions.onHoldAfter(undefined);
              const v = Number(e.target.value);
              if (Number.isFinite(v)) actions.onHoldAfter(Math.min(HOLD_AFTER_MAX_S, Math.max(0, v)));
            }}
          />
        </div>
        {cutIn !== undefined ? (
          <label className="col-span-2 flex items-center gap-2 text-sm">
            <input type="checkbox" checked={cutIn} onChange={(e) => actions.onCutIn(e.target.checked)} />
            Show this scene's picture over your video (your voice goes on)
          </label>
        ) : null}
      </fieldset>
    </section>
  );
}

/**
 * Which picture tab is open: the scene's own kind, or "My photo or clip" while the user picks one (the
 * parent keys the editor by scene, and a change of the picture's kind, an undo too, shows that kind).
 */
function usePictureTab(scene: StoryboardScene) {
  const [tab, setTab] = useState<PictureKind | null>(null);
  const kind = scene.picture.kind;
  useEffect(() => {
    if (kind) setTab(null);
  }, [kind]);
  return [tab ?? kind, setTab] as const;
}
