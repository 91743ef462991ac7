import { Menu, PanelLeftOpen, X } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Logo } from "@/components/layout/logo";
import { navLinkClass, SignInLinks, TopNav } from "@/components/layout/nav-links";
import { ProfileMenu } from "@/components/layout/profile-menu";
import { useSidebar } from "@/components/layout/sidebar-context";
import { useDismiss } from "@/components/layout/use-dismiss";
import { Button, buttonClass } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useAuth } from "@/lib/auth";
import { cn } from "@/lib/cn";
import { displayName, useProfile } from "@/lib/profile";

type OpenMenu = "none" | "profile" | "mobile";

export function Header({ withSidebar }: { withSidebar: boolean }) {
  const { user, initialized, signOut } = useAuth();
  const { data: profile } = useProfile();
  const sidebar = useSidebar();
  const location = useLocation();
  // Opening one menu closes the other.
  const [open, setOpen] = useState<OpenMenu>("none");
  const close = useCallback(() => setOpen("none"), []);

  const mobileRef = useRef<HTMLDivElement>(null);
  const mobileButtonRef = useRef<HTMLButtonElement>(null);
  const mobileRefs = useRef([mobileRef, mobileButtonRef]).current;
  useDismiss(open === "mobile", mobileRefs, close);

  // Both menus close when the route or the user changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs on these changes.
  useEffect(() => setOpen("none"), [location.pathname, user?.id]);

  const handleSignOut = async () => {
    setOpen("none");
    await signOut();
  };

  const name = user ? displayName(user, profile) : "";

  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/80 backdrop-blur-lg">
      <div className="flex h-16 items-center gap-3 px-4 sm:px-6">
        {withSidebar && sidebar.isMobile ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label="Open sidebar"
            aria-expanded={sidebar.overlayOpen}
            onClick={() => {
              setOpen("none");
              sidebar.setOverlayOpen(true);
            }}
          >
            <PanelLeftOpen className="h-5 w-5" aria-hidden />
          </Button>
        ) : null}
        <Logo />
        <TopNav label="Main" className="ml-6 hidden items-center gap-1 md:flex" />
        <div className="ml-auto flex items-center gap-2">
          {user ? (
            <div className="hidden md:block">
              <ProfileMenu
                email={user.email}
                name={name}
                open={open === "profile"}
                onOpenChange={(next) => setOpen(next ? "profile" : "none")}
                onSignOut={handleSignOut}
              />
            </div>
          ) : !initialized ? null : (
            <SignInLinks className="hidden items-center gap-2 md:flex" />
          )}
          <Button
            ref={mobileButtonRef}
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={open === "mobile" ? "Close menu" : "Open menu"}
            aria-expanded={open === "mobile"}
            aria-controls="mobile-menu"
            onClick={() => setOpen(open === "mobile" ? "none" : "mobile")}
          >
            {open === "mobile" ? (
              <X className="h-5 w-5" aria-hidden />
            ) : (
              <Menu className="h-5 w-5" aria-hidden />
            )}
          </Button>
        </div>
      </div>
      {open === "mobile" ? (
        <div ref={mobileRef} id="mobile-menu" className="border-t border-border px-4 pb-4 md:hidden">
          <TopNav label="Mobile" className="flex flex-col py-2" />
          <div className="border-t border-border pt-3">
            {user ? (
              <div className="flex flex-col gap-1">
                <p className="px-3 text-sm font-medium">{name}</p>
                <p className="truncate px-3 pb-2 text-xs text-muted">{user.email}</p>
                <Link to={paths.profile} className={navLinkClass({ isActive: false })}>
                  Profile Settings
                </Link>
                <button
                  type="button"
                  onClick={handleSignOut}
                  className={cn(navLinkClass({ isActive: false }), "cursor-pointer text-left")}
                >
                  Sign out
                </button>
              </div>
            ) : (
              <div className="flex gap-2 px-3">
                <Link to={paths.signIn} className={buttonClass("secondary", "sm", "flex-1")}>
                  Sign in
                </Link>
                <Link to={paths.signUp} className={buttonClass("primary", "sm", "flex-1")}>
                  Sign up
                </Link>
              </div>
            )}
          </div>
        </div>
      ) : null}
    </header>
  );
}
