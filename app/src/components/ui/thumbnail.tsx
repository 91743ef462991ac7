import type { ImgHTMLAttributes } from "react";

/** A picture that only decorates (its words are beside it), loaded as it nears the screen. */
export function Thumbnail(props: Omit<ImgHTMLAttributes<HTMLImageElement>, "alt" | "loading">) {
  return <img alt="" loading="lazy" {...props} />;
}
