import {
  Clapperboard,
  Film,
  Images,
  LayoutDashboard,
  LayoutTemplate,
  MessageCircle,
  PanelLeftClose,
  PanelLeftOpen,
  ShoppingBag,
  Sparkles,
  UsersRound,
  X,
} from "lucide-react";
import { useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { useSidebar } from "@/components/layout/sidebar-context";
import { useDismiss } from "@/components/layout/use-dismiss";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useAppConfig } from "@/lib/app-config";
import { cn } from "@/lib/cn";

/** Sidebar entries. */
const entries = [
  { to: paths.dashboard, label: "Dashboard", Icon: LayoutDashboard },
  { to: paths.avatars, label: "AI Avatars", Icon: UsersRound },
  { to: paths.productAd, label: "Product Ad", Icon: ShoppingBag },
  { to: paths.storyReel, label: "Story Reel", Icon: Clapperboard },
  // Ours: the user's own photos and clips for storyboard scenes.
  { to: paths.media, label: "Media", Icon: Images },
  // Ours: brand templates, the choices each new video starts from.
  { to: paths.templates, label: "Templates", Icon: LayoutTemplate },
  { to: paths.showcase, label: "Showcase", Icon: Film },
] as const;

function SidebarLinks({ compact }: { compact: boolean }) {
  const { data: config } = useAppConfig();
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      "flex h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium transition-colors",
      compact && "justify-center px-0",
      isActive
        ? "bg-violet-500/15 text-foreground ring-1 ring-violet-500/30"
        : "text-muted hover:bg-white/5 hover:text-foreground",
    );
  return (
    <div className="flex flex-1 flex-col gap-1">
      {entries.map(({ to, label, Icon }) => (
        <NavLink
          key={to}
          to={to}
          end={to === paths.storyReel}
          className={linkClass}
          title={compact ? label : undefined}
        >
          <Icon className="h-5 w-5 shrink-0" aria-hidden />
          <span className={cn(compact && "sr-only")}>{label}</span>
        </NavLink>
      ))}
      <a
        href={config?.discordUrl ?? "https://discord.com"}
        target="_blank"
        rel="noreferrer"
        title={compact ? "Join Discord" : undefined}
        className={cn(
          "mt-auto flex h-11 items-center gap-3 rounded-xl border border-violet-500/30 bg-violet-500/10 px-3 text-sm font-medium text-violet-100 hover:bg-violet-500/20",
          compact && "justify-center px-0",
        )}
      >
        <MessageCircle className="h-5 w-5 shrink-0" aria-hidden />
        <span className={cn(compact && "sr-only")}>Join Discord</span>
      </a>
    </div>
  );
}

/** 16rem wide or 4rem collapsed; below 768px an overlay. */
export function Sidebar() {
  const { expanded, toggleExpanded, isMobile, overlayOpen, setOverlayOpen } = useSidebar();
  const location = useLocation();
  const panelRef = useRef<HTMLElement>(null);
  const refs = useRef([panelRef]).current;

  // The overlay closes on navigation, outside click and Escape.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the route changes.
  useEffect(() => setOverlayOpen(false), [location.pathname, setOverlayOpen]);
  useDismiss(overlayOpen, refs, () => setOverlayOpen(false));
  // While open, focus stays inside the overlay; on close it returns to where it was.
  useEffect(() => {
    if (!overlayOpen) return;
    const opener = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    panel?.querySelector<HTMLElement>("button, a")?.focus();
    const trap = (event: KeyboardEvent) => {
      if (event.key !== "Tab" || !panel) return;
      const items = [...panel.querySelectorAll<HTMLElement>("button, a[href]")];
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener("keydown", trap);
    return () => {
      document.removeEventListener("keydown", trap);
      if (opener?.isConnected) opener.focus();
    };
  }, [overlayOpen]);

  if (isMobile) {
    if (!overlayOpen) return null;
    return (
      <div className="fixed inset-0 z-50 md:hidden">
        <div className="absolute inset-0 bg-black/60 backdrop-blur-sm" aria-hidden />
        <nav
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-label="Sidebar"
          data-testid="sidebar"
          className="absolute inset-y-0 left-0 flex w-64 flex-col gap-4 border-r border-border bg-surface p-4"
        >
          <div className="flex items-center justify-between">
            <span className="text-sm font-semibold text-muted">
              <Sparkles className="mr-2 inline h-4 w-4 text-violet-300" aria-hidden />
              Create
            </span>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Close sidebar"
              onClick={() => setOverlayOpen(false)}
            >
              <X className="h-5 w-5" aria-hidden />
            </Button>
          </div>
          <SidebarLinks compact={false} />
        </nav>
      </div>
    );
  }

  return (
    <nav
      aria-label="Sidebar"
      data-testid="sidebar"
      style={{ width: expanded ? "16rem" : "4rem" }}
      className="sticky top-16 flex h-[calc(100dvh-4rem)] shrink-0 flex-col gap-3 border-r border-border/70 bg-surface/40 p-2 transition-[width] duration-200"
    >
      <Button
        variant="ghost"
        size="sm"
        className={cn("self-end", !expanded && "self-center")}
        aria-label={expanded ? "Collapse sidebar" : "Expand sidebar"}
        aria-expanded={expanded}
        onClick={toggleExpanded}
      >
        {expanded ? (
          <PanelLeftClose className="h-4 w-4" aria-hidden />
        ) : (
          <PanelLeftOpen className="h-4 w-4" aria-hidden />
        )}
      </Button>
      <SidebarLinks compact={!expanded} />
    </nav>
  );
}
