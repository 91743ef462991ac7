import type { Aspect } from "@reelsmith/contract/aspect";
import { type CaptionStyle, captionStylePresets } from "@reelsmith/contract/catalog";
import {
  LOGO_DEFAULTS,
  type LogoBox,
  type LogoCorner,
  logoSizePx,
  placeLogo,
} from "@reelsmith/contract/logo-placement";
import { type CSSProperties, useState } from "react";
import "@/shared/templates/lib/caption-fonts";
import {
  type CaptionLook,
  captionFontFamily,
  captionLines,
  captionPlacement,
  captionTreatment,
  highlightColorOf,
} from "@/shared/templates/lib/caption-look";

/** A short line in each script the captions are drawn in. */
export const CAPTION_SAMPLES = [
  { language: "en", label: "Latin", text: "Your story comes alive tonight" },
  { language: "hi", label: "Devanagari", text: "आपकी कहानी आज जीवंत होती है" },
  { language: "kn", label: "Kannada", text: "ನಿಮ್ಮ ಕಥೆ ಇಂದು ಜೀವ ಪಡೆಯುತ್ತದೆ" },
  { language: "ta", label: "Tamil", text: "உங்கள் கதை இன்று உயிர் பெறுகிறது" },
  { language: "te", label: "Telugu", text: "మీ కథ ఈరోజు ప్రాణం పోసుకుంటుంది" },
] as const;
export type CaptionSampleLanguage = (typeof CAPTION_SAMPLES)[number]["language"];

/** The template's logo as the preview draws it: the photo's thumbnail, its corner, width share and opacity. */
export interface PreviewLogo {
  url: string;
  corner?: LogoCorner;
  size?: number;
  opacity?: number;
}

/** A box of the laid-out frame (px from its top left) as CSS absolute placement. */
const boxStyle = (box: LogoBox): CSSProperties => ({ left: box.x, top: box.y, width: box.w, height: box.h });

/**
 * A frame with the captions drawn as the render draws them: the frame is laid out at its 1080 px size
 * (the caption block, anchor, font size, outline or box of server/src/render/captions.ts) and scaled to
 * `width` CSS px, so 360 px wide shows a preset's font size as its CSS px. The first word is the spoken
 * one, in the highlight colour. `picture`: a scene to draw over (else a dark gradient). `logo`: the
 * template's logo in its corner, as large and as opaque as the render draws it (contract/logo-placement.ts:
 * the same safe zone, margin and move past the caption block). A null `look` draws no captions.
 */
export function CaptionPreview({
  look,
  aspect = "9:16",
  language = "en",
  text,
  picture,
  width = 360,
  label,
  logo,
}: {
  look: CaptionLook | null;
  aspect?: Aspect;
  language?: string;
  text?: string;
  picture?: string | null;
  width?: number;
  label?: string;
  logo?: PreviewLogo | null;
}) {
  // The logo photo's proportions, once it has loaded (square until then).
  const [logoRatio, setLogoRatio] = useState(1);
  const style = look?.style ?? (captionStylePresets[0] as CaptionStyle);
  const place = captionPlacement(style, aspect);
  const { frame, block, anchor, size } = place;
  const scale = width / frame.w;
  const sample =
    text ?? CAPTION_SAMPLES.find((s) => s.language === language)?.text ?? CAPTION_SAMPLES[0].text;
  const words = sample.split(/\s+/).filter(Boolean);
  const shownLook = look ?? { style };
  const lines = look ? captionLines(words, shownLook, size, place.lineWidth) : [];
  const treatment = captionTreatment(shownLook, size);
  const highlight = highlightColorOf(style);
  const font = captionFontFamily(language, style);

  const vertical: CSSProperties =
    anchor.an === 2
      ? { bottom: frame.h - anchor.y }
      : anchor.an === 8
        ? { top: anchor.y }
        : { top: anchor.y, transform: "translateY(-50%)" };
  const textStyle: CSSProperties =
    treatment.kind === "box"
      ? {
          backgroundColor: treatment.fill,
          padding: `${treatment.padY}px ${treatment.padX}px`,
          boxDecorationBreak: "clone",
          WebkitBoxDecorationBreak: "clone",
        }
      : {
          WebkitTextStroke: `${2 * treatment.outline}px ${treatment.outlineColor}`,
          paintOrder: "stroke fill",
          textShadow: `${treatment.shadow}px ${treatment.shadow}px 0 ${treatment.shadowFill}`,
        };
  const frameSize = { width: frame.w, height: frame.h };
  const logoSize = logo ? logoSizePx(frameSize, logo.size ?? LOGO_DEFAULTS.size, logoRatio) : null;
  const logoBox =
    logo && logoSize
      ? placeLogo(
          frameSize,
          place.safe,
          logo.corner ?? LOGO_DEFAULTS.corner,
          logoSize.w,
          logoSize.h,
          look ? [block] : [],
        )
      : null;
  // Each word with its place in the caption (the first is the spoken one) and where its line starts.
  let at = 0;
  const shownLines = lines.map((line) => {
    const start = at;
    at += line.length;
    return { key: `${start}`, words: line.map((word, k) => ({ word, n: start + k })) };
  });

  return (
    <figure
      aria-label={label ?? "Caption preview"}
      data-testid="caption-preview"
      className="relative m-0 overflow-hidden rounded-xl bg-gradient-to-b from-slate-500 via-slate-700 to-slate-900"
      style={{ width, height: Math.round(frame.h * scale) }}
    >
      {picture ? (
        <img src={picture} alt="" className="absolute inset-0 h-full w-full object-cover" draggable={false} />
      ) : null}
      <div
        className="absolute top-0 left-0"
        style={{ width: frame.w, height: frame.h, transform: `scale(${scale})`, transformOrigin: "0 0" }}
      >
        {logo && logoBox ? (
          <img
            src={logo.url}
            alt="Logo"
            data-testid="logo-preview"
            draggable={false}
            className="absolute object-contain"
            style={{ ...boxStyle(logoBox), opacity: logo.opacity ?? LOGO_DEFAULTS.opacity }}
            onLoad={(e) => {
              const { naturalWidth: w, naturalHeight: h } = e.currentTarget;
              if (w > 0 && h > 0) setLogoRatio(w / h);
            }}
          />
        ) : null}
        <div
          hidden={!look}
          data-testid="caption-text"
          lang={language}
          className="absolute text-center"
          style={{
            left: block.x,
            width: block.w,
            ...vertical,
            fontFamily: `"${font}", "${style.fontFamily}", sans-serif`,
            fontWeight: 700,
            fontSize: size,
            lineHeight: treatment.kind === "box" ? 1.25 : "normal",
            color: style.color,
            textTransform: look?.uppercase ? "uppercase" : "none",
          }}
        >
          {shownLines.map((line) => (
            <div key={line.key}>
              <span style={textStyle}>
                {line.words.map(({ word, n }) => (
                  <span key={n} style={n === 0 ? { color: highlight } : undefined}>
                    {n > Number(line.key) ? " " : ""}
                    {word}
                  </span>
                ))}
              </span>
            </div>
          ))}
        </div>
      </div>
    </figure>
  );
}
