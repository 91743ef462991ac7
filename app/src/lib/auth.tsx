import { useQueryClient } from "@tanstack/react-query";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";

export interface AuthUser {
  id: string;
  email: string;
  name?: string | null;
  username?: string | null;
  fullName?: string | null;
  image?: string | null;
}

/** The sign-in state the server wrote into index.html (server/src/spa.ts). */
export interface InitialSession {
  user: AuthUser | null;
}

/**
 * Reads index.html's `<script type="application/json" id="initial-session">` block; undefined when the
 * page has none (the Vite dev server) or it is not what the server writes.
 */
export function readInitialSession(doc: Document = document): InitialSession | undefined {
  const text = doc.getElementById("initial-session")?.textContent;
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as { user?: unknown };
    const user = value?.user as Partial<AuthUser> | null | undefined;
    if (user === null) return { user: null };
    if (user && typeof user.id === "string" && typeof user.email === "string")
      return { user: user as AuthUser };
  } catch {
    // Unreadable: read the session from the server instead.
  }
  return undefined;
}

/** The spec's Sign-in state, plus sign out. */
export interface AuthState {
  user: AuthUser | null;
  loading: boolean;
  initialized: boolean;
  signOut: () => Promise<void>;
  /** Re-reads the session (after sign in) so guarded routes see the user at once. */
  refresh: () => Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

type AuthClient = typeof import("@/lib/auth-client")["authClient"];
type Session = ReturnType<AuthClient["useSession"]>;

let authClientPromise: Promise<AuthClient> | undefined;

/** better-auth's client, loaded after the first render: the page's session block covers that render. */
export function loadAuthClient(): Promise<AuthClient> {
  authClientPromise ??= import("@/lib/auth-client").then((m) => m.authClient);
  return authClientPromise;
}

const pendingSession = {
  data: null,
  error: null,
  isPending: true,
  isRefetching: false,
  refetch: async () => {},
} as unknown as Session;

/** better-auth's session (its read and its auth events), handed up to the provider. */
function SessionReader({ client, onChange }: { client: AuthClient; onChange: (session: Session) => void }) {
  const session = client.useSession();
  useEffect(() => onChange(session), [session, onChange]);
  return null;
}

/**
 * The spec's "spinner until auth is initialised": with the server's block the state is initialised at
 * once from it, and better-auth's own session read (and its auth events) still runs and takes over as soon
 * as it settles. Without the block the state waits for that read, as it always did.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [client, setClient] = useState<AuthClient | null>(null);
  const [read, setRead] = useState<Session | null>(null);
  const session = read ?? pendingSession;
  useEffect(() => {
    let live = true;
    loadAuthClient().then(
      (c) => live && setClient(() => c),
      (error) => console.error("Session read error", error),
    );
    return () => {
      live = false;
    };
  }, []);
  const queryClient = useQueryClient();
  const [initial] = useState(readInitialSession);
  const [signedOut, setSignedOut] = useState(false);
  const settledRef = useRef(false);
  if (!session.isPending) settledRef.current = true;
  const initializedRef = useRef(false);
  if (settledRef.current || initial) initializedRef.current = true;
  // The block stands in only until the first read settles (a later guest re-read is pending again).
  const fromBlock = initial !== undefined && !settledRef.current && !signedOut;

  useEffect(() => {
    // A session-read error is logged and treated as no user.
    if (session.error) console.error("Session read error", session.error);
  }, [session.error]);

  const user = fromBlock
    ? initial.user
    : session.error
      ? null
      : ((session.data?.user as AuthUser | undefined) ?? null);
  const loading = fromBlock ? false : session.isPending;

  const sessionRef = useRef(session);
  sessionRef.current = session;
  /** Re-reads the session and hands the result to the state at once (not a render later via the reader). */
  const reread = useCallback(async () => {
    await sessionRef.current.refetch();
    const latest = (await loadAuthClient()).$store?.atoms?.session?.get() as Session | undefined;
    if (latest) setRead(latest);
  }, []);
  const signOut = useCallback(async () => {
    setSignedOut(true);
    try {
      await (await loadAuthClient()).signOut();
    } finally {
      queryClient.clear();
      await reread();
    }
  }, [queryClient, reread]);

  const refresh = useCallback(async () => {
    await reread();
  }, [reread]);

  const value = useMemo<AuthState>(
    () => ({
      user,
      loading,
      initialized: initializedRef.current,
      signOut,
      refresh,
    }),
    [user, loading, signOut, refresh],
  );

  return (
    <AuthContext.Provider value={value}>
      {client ? <SessionReader client={client} onChange={setRead} /> : null}
      {children}
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error("useAuth must be used inside AuthProvider");
  return state;
}
