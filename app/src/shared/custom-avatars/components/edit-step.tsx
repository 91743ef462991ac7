import { AVATAR_NAME_MAX_CHARS, cropAroundFace, type FaceBox } from "@reelsmith/contract/avatars";
import { RotateCcw, RotateCw } from "lucide-react";
import { useCallback, useId, useState } from "react";
import Cropper, { type Area, type Size } from "react-easy-crop";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { RangeInput } from "@/components/ui/range-input";
import { cn } from "@/lib/cn";
import type { CropState } from "@/shared/custom-avatars/lib/avatar-wizard";
import { cropAspects } from "@/shared/custom-avatars/lib/crop-image";
import { faceInCrop, faceShareInside, turnBox } from "@/shared/custom-avatars/lib/face-in-crop";

/** Zoom 1 to 3 in steps of 0.1, rotation in 90 degree steps. */
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 3;
export const ZOOM_STEP = 0.1;

/** react-easy-crop's croppedArea (percentages of the turned photo) as shares. */
const toShare = (a: Area) => ({ x: a.x / 100, y: a.y / 100, width: a.width / 100, height: a.height / 100 });

/** Step 2: crop (zoom, rotate, aspect) and name the avatar. */
export function EditStep({
  imageUrl,
  face = null,
  photoAspect = null,
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
  /** The face the check found (shares of the upright photo) and the photo's width / height. */
  face?: FaceBox | null;
  photoAspect?: number | null;
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
  const onComplete = useCallback(
    (area: Area, pixels: Area) => onCropChange({ area: pixels, share: toShare(area) }),
    [onCropChange],
  );
  const onAreaChange = useCallback((area: Area) => onCropChange({ share: toShare(area) }), [onCropChange]);
  const turn = (by: number) => onCropChange({ rotation: (((crop.rotation + by) % 360) + 360) % 360 });
  const [cropSize, setCropSize] = useState<Size | null>(null);

  // The face in the cropper's frame (the photo turned), the crop it starts with (the largest of the aspect
  // around the face) and where the face is inside the crop box now.
  const turnedFace = face ? turnBox(face, crop.rotation) : null;
  const turnedAspect = photoAspect ? (crop.rotation % 180 === 0 ? photoAspect : 1 / photoAspect) : null;
  const start =
    turnedFace && turnedAspect ? cropAroundFace(turnedFace, turnedAspect, crop.aspect) : undefined;
  const faceBox = turnedFace && crop.share ? faceInCrop(turnedFace, crop.share) : null;
  const inside = faceBox ? faceShareInside(faceBox) : null;

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
          // A new aspect or rotation starts again from the crop around the face.
          key={`${crop.aspect}:${crop.rotation}`}
          initialCroppedAreaPercentages={
            start
              ? { x: start.x * 100, y: start.y * 100, width: start.width * 100, height: start.height * 100 }
              : undefined
          }
          onCropAreaChange={onAreaChange}
          onCropSizeChange={setCropSize}
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
        {faceBox && cropSize ? (
          // Drawn over the crop box (centred in the cropper, cropSize big): the face inside what is saved.
          <div
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2 overflow-hidden"
            style={{ width: cropSize.width, height: cropSize.height }}
          >
            <div
              data-testid="face-box"
              className="absolute rounded-md border-2 border-emerald-400 shadow-[0_0_0_1px_rgba(0,0,0,0.5)]"
              style={{
                left: `${faceBox.x * 100}%`,
                top: `${faceBox.y * 100}%`,
                width: `${faceBox.width * 100}%`,
                height: `${faceBox.height * 100}%`,
              }}
            >
              <span className="absolute -top-5 left-0 rounded bg-emerald-500 px-1 text-[10px] font-semibold text-black">
                Face
              </span>
            </div>
          </div>
        ) : null}
      </div>
      {inside !== null ? (
        <p
          data-testid="face-status"
          aria-live="polite"
          className={cn("text-xs", inside > 0.999 ? "text-emerald-300" : "text-amber-200")}
        >
          {inside > 0.999
            ? "The face is inside the crop."
            : inside > 0
              ? "Part of the face is outside the crop: move the picture so the face is inside the box."
              : "The face is outside the crop: move the picture so the face is inside the box."}
        </p>
      ) : null}

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
        <RangeInput
          id={zoomId}
          min={ZOOM_MIN}
          max={ZOOM_MAX}
          step={ZOOM_STEP}
          value={crop.zoom}
          onChange={(zoom) => onCropChange({ zoom })}
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
