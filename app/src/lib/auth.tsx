import { useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from "react";
import { authClient } from "@/lib/auth-client";

export interface AuthUser {
  id: string;
  email: string;
  name?: string | null;
  username?: string | null;
  fullName?: string | null;
}

/** The spec's Sign-in state (platform.md sections 3 and 4), plus sign out. */
export interface AuthState {
  user: AuthUser | null;
  loading: boolean;
  initialized: boolean;
  signOut: () => Promise<void>;
  /** Re-reads the session (after sign in) so guarded routes see the user at once. */
  refresh: () => Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const session = authClient.useSession();
  const queryClient = useQueryClient();
  const initializedRef = useRef(false);
  if (!session.isPending) initializedRef.current = true;

  useEffect(() => {
    // A session-read error is logged and treated as no user.
    if (session.error) console.error("Session read error", session.error);
  }, [session.error]);

  const user = session.error ? null : ((session.data?.user as AuthUser | undefined) ?? null);

  const { refetch } = session;
  const signOut = useCallback(async () => {
    try {
      await authClient.signOut();
    } finally {
      queryClient.clear();
      await refetch();
    }
  }, [queryClient, refetch]);

  const refresh = useCallback(async () => {
    await refetch();
  }, [refetch]);

  const value = useMemo<AuthState>(
    () => ({
      user,
      loading: session.isPending,
      initialized: initializedRef.current,
      signOut,
      refresh,
    }),
    [user, session.isPending, signOut, refresh],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error("useAuth must be used inside AuthProvider");
  return state;
}
