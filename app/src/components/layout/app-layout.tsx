import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { showsSidebar, showsTopBar } from "@/components/layout/shell-rules";
import { Sidebar } from "@/components/layout/sidebar";
import { SidebarProvider } from "@/components/layout/sidebar-context";
import { useAuth } from "@/lib/auth";

/** The shell around every route: top bar, sidebar and footer by the spec's rules. */
export function AppLayout() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const signedIn = Boolean(user);
  const withSidebar = showsSidebar(pathname, signedIn);

  return (
    <SidebarProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-lg focus:bg-surface focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        {showsTopBar(pathname, signedIn) ? <Header withSidebar={withSidebar} /> : null}
        <div className="flex flex-1">
          {withSidebar ? <Sidebar /> : null}
          <main id="main" className="min-w-0 flex-1">
            <Outlet />
          </main>
        </div>
        <Footer />
      </div>
      {/* A new page opens at its top; Back and Forward return to where that page was left. */}
      <ScrollRestoration />
    </SidebarProvider>
  );
}
