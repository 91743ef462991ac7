import { useEffect, useRef, useState } from "react";

/**
 * True once the element comes within `margin` of the viewport, and stays true: below-the-fold media (demo
 * posters, thumbnails) and their catalogue call wait until then, so the first load stays small.
 */
export function useNearViewport<T extends Element>(margin = "100px") {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}
