import { AVATAR_NAME_MAX_CHARS } from "@reelsmith/contract/avatars";
import { RotateCcw, RotateCw } from "lucide-react";
import { useCallback, useId } from "react";
import Cropper, { type Area } from "react-easy-crop";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { CropState } from "@/features/custom-avatars/lib/avatar-wizard";
import { cropAspects } from "@/features/custom-avatars/lib/crop-image";
import { cn } from "@/lib/cn";

/** Zoom 1 to 3 in steps of 0.1, rotation in 90 degree steps. */
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 3;
export const ZOOM_STEP = 0.1;

/** Step 2: crop (zoom, rotate, aspect) and name the avatar. */
export function EditStep({
  imageUrl,
  crop,
  onCropChange,
  name,
  onNameChange,
  nameError,
  error,
  busy,
  onBack,
  onNext,
}: {
  imageUrl: string;
  crop: CropState;
  onCropChange: (patch: Partial<CropState>) => void;
  name: string;
  onNameChange: (name: string) => void;
  nameError: string | null;
  error: string | null;
  busy: boolean;
  onBack: () => void;
  onNext: () => void;
}) {
  const nameId = useId();
  const zoomId = useId();
  const onComplete = useCallback((_: Area, pixels: Area) => onCropChange({ area: pixels }), [onCropChange]);
  const turn = (by: number) => onCropChange({ rotation: (((crop.rotation + by) % 360) + 360) % 360 });

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onNext();
      }}
    >
      <div className="relative h-72 overflow-hidden rounded-xl bg-black sm:h-80" data-testid="crop-area">
        <Cropper
          image={imageUrl}
          crop={crop.crop}
          zoom={crop.zoom}
          rotation={crop.rotation}
          aspect={crop.aspect}
          minZoom={ZOOM_MIN}
          maxZoom={ZOOM_MAX}
          onCropChange={(c) => onCropChange({ crop: c })}
          onZoomChange={(zoom) => onCropChange({ zoom })}
          onCropComplete={onComplete}
          cropperProps={{ "aria-label": "Crop area: drag to move the picture" }}
        />
      </div>

      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">Aspect ratio</legend>
        <span aria-hidden className="mr-1 text-xs text-muted">
          Aspect
        </span>
        {cropAspects.map((a) => (
          <button
            key={a.label}
            type="button"
            aria-pressed={Math.abs(crop.aspect - a.value) < 1e-6}
            aria-label={`Aspect ratio ${a.label}`}
            onClick={() => onCropChange({ aspect: a.value, area: null })}
            className={cn(
              "h-8 cursor-pointer rounded-lg border px-3 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring",
              Math.abs(crop.aspect - a.value) < 1e-6
                ? "border-violet-400 bg-violet-500/20 text-violet-100"
                : "border-border bg-surface-2 text-muted hover:text-foreground",
            )}
          >
            {a.label}
          </button>
        ))}
        <span className="ml-auto flex gap-1.5">
          <Button variant="secondary" size="icon" aria-label="Rotate left" onClick={() => turn(-90)}>
            <RotateCcw aria-hidden className="h-4 w-4" />
          </Button>
          <Button variant="secondary" size="icon" aria-label="Rotate right" onClick={() => turn(90)}>
            <RotateCw aria-hidden className="h-4 w-4" />
          </Button>
        </span>
      </fieldset>

      <div className="flex items-center gap-3">
        <label htmlFor={zoomId} className="text-xs text-muted">
          Zoom
        </label>
        <input
          id={zoomId}
          type="range"
          min={ZOOM_MIN}
          max={ZOOM_MAX}
          step={ZOOM_STEP}
          value={crop.zoom}
          onChange={(e) => onCropChange({ zoom: Number(e.target.value) })}
          className="h-2 flex-1 cursor-pointer accent-violet-500"
        />
        <span className="w-10 text-right text-xs tabular-nums text-muted">{crop.zoom.toFixed(1)}x</span>
      </div>
      <p className="sr-only" aria-live="polite">
        Rotation {crop.rotation} degrees
      </p>

      <FormField id={nameId} label="Avatar name" error={nameError ?? undefined}>
        <Input
          {...fieldA11y(nameId, nameError ?? undefined)}
          value={name}
          maxLength={AVATAR_NAME_MAX_CHARS}
          placeholder="e.g. Studio me"
          autoComplete="off"
          data-autofocus
          onChange={(e) => onNameChange(e.target.value)}
        />
      </FormField>

      {error ? <Alert variant="error">{error}</Alert> : null}
      <div className="flex justify-between gap-2">
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          Back
        </Button>
        <Button type="submit" loading={busy}>
          Next
        </Button>
      </div>
    </form>
  );
}
