import { n } from "../lib/svg";

/** SVG filter primitives the looks share for their illustrations. */

/** A line of `color` around the picture's silhouette, under `source` (a result name). */
export const outline = (color: string, radius: number, source = "SourceGraphic") =>
  `<feMorphology in="SourceAlpha" operator="dilate" radius="${n(radius)}" result="grown"/><feFlood flood-color="${color}"/><feComposite in2="grown" operator="in" result="line"/><feMerge><feMergeNode in="line"/><feMergeNode in="${source}"/></feMerge>`;

export const saturate = (v: number, result = "sat") =>
  `<feColorMatrix in="SourceGraphic" type="saturate" values="${v}" result="${result}"/>`;
