import { Navigate, Outlet, useLocation } from "react-router";
import { PageSpinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useAuth } from "@/lib/auth";

/** Signed-in routes: a spinner until the session is known, then guests go to /auth/login. */
export function RequireAuth() {
  const { user, initialized } = useAuth();
  const location = useLocation();
  if (!initialized) return <PageSpinner />;
  if (!user) return <Navigate to={paths.signIn} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
