import { ChevronDown, LogOut, UserRound } from "lucide-react";
import { useCallback, useRef } from "react";
import { Link } from "react-router";
import { useDismiss } from "@/components/layout/use-dismiss";
import { paths } from "@/config/paths";

const itemClass =
  "flex w-full cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-foreground/90 hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-ring";

/** The wide-screen profile dropdown: email, name, Profile Settings, Sign out. */
export function ProfileMenu({
  email,
  name,
  open,
  onOpenChange,
  onSignOut,
}: {
  email: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignOut: () => void;
}) {
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const refs = useRef([rootRef]).current;
  const dismiss = useCallback(
    (reason: "escape" | "outside") => {
      onOpenChange(false);
      if (reason === "escape") triggerRef.current?.focus();
    },
    [onOpenChange],
  );
  useDismiss(open, refs, dismiss);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-label="Profile menu"
        aria-expanded={open}
        aria-controls="profile-menu"
        onClick={() => onOpenChange(!open)}
        className="flex cursor-pointer items-center gap-2 rounded-full border border-border bg-surface-2 py-1 pr-3 pl-1 text-sm hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span className="bg-accent-gradient flex h-7 w-7 items-center justify-center rounded-full text-xs font-bold text-white uppercase">
          {name.charAt(0)}
        </span>
        <span className="max-w-36 truncate">{name}</span>
        <ChevronDown className="h-4 w-4 text-muted" aria-hidden />
      </button>
      {open ? (
        <div
          id="profile-menu"
          className="absolute right-0 mt-2 w-64 rounded-xl border border-border bg-surface p-2 shadow-2xl shadow-black/50"
        >
          <div className="border-b border-border px-3 pt-1 pb-3">
            <p className="truncate text-sm font-medium">{name}</p>
            <p className="truncate text-xs text-muted">{email}</p>
          </div>
          <div className="pt-2">
            <Link to={paths.profile} className={itemClass}>
              <UserRound className="h-4 w-4" aria-hidden />
              Profile Settings
            </Link>
            <button type="button" onClick={onSignOut} className={itemClass}>
              <LogOut className="h-4 w-4" aria-hidden />
              Sign out
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
