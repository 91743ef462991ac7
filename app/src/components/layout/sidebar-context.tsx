import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import { MOBILE_QUERY } from "@/components/layout/shell-rules";
import { useMediaQuery } from "@/components/layout/use-media-query";

interface SidebarState {
  /** Desktop: expanded (16rem) or collapsed (4rem); expanded by default. */
  expanded: boolean;
  toggleExpanded: () => void;
  /** Below 768px the sidebar is an overlay. */
  isMobile: boolean;
  overlayOpen: boolean;
  setOverlayOpen: (open: boolean) => void;
}

const SidebarContext = createContext<SidebarState | null>(null);

export function SidebarProvider({ children }: { children: ReactNode }) {
  const [expanded, setExpanded] = useState(true);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const value = useMemo(
    () => ({
      expanded,
      toggleExpanded: () => setExpanded((v) => !v),
      isMobile,
      overlayOpen: isMobile && overlayOpen,
      setOverlayOpen,
    }),
    [expanded, isMobile, overlayOpen],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export function useSidebar(): SidebarState {
  const state = useContext(SidebarContext);
  if (!state) throw new Error("useSidebar must be used inside SidebarProvider");
  return state;
}
