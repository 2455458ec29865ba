import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { LazyScreen } from '@/app/lazy-screen';
import type { Shell as ShellComponent } from '@/app/shell';
import { FALLBACK_SCREENS, SCREEN_ROUTES } from '@/app/screen-routes';
import { loadShell } from '@/app/shell-loader';
import { LoadingState } from '@/components/ui/states';
import { hasAnyRole, homeFor, ROUTES, type RouteId } from '@/config/routes';
import { useRouteDocumentTitle } from '@/hooks/use-document-title';
import { noticingNewVersion } from '@/lib/versions/app-version';
import { logout } from '@/lib/session/logout';
import { safeRedirectPath, signInPathFor } from '@/lib/session/redirect';
import { sessionOwner, sessionStore } from '@/lib/session/session';
import { useImpersonator, useSession, useSessionExpired } from '@/lib/session/use-session';

// The shell (sidebar, Headless UI slide-out, icons) loads with the first signed-in screen,
// so the sign-in screen does not download it (ROUTE-LAZY).
// After a deploy that removed it, the error page says a new version is out (ROUTE-NEW-VERSION).
const LazyShell = lazy(
  noticingNewVersion(() => loadShell().then((module) => ({ default: module.Shell }))),
);
let preloadedShell: typeof ShellComponent | null = null;
// Loaded with the first refused token (a 401), never with the sign-in screen.
const SessionExpiredDialog = lazy(() => import('@/app/session-expired-dialog'));

/** Render the shell at once from now on (its module was loaded before the first render). */
export function registerPreloadedShell(shell: typeof ShellComponent): void {
  preloadedShell = shell;
}

/**
 * The authenticated layout (ROUTE-PROTECTED); without a session, go to sign-in and come back
 * afterwards (AUTH-REDIRECT). An expired session (a refused token) keeps the screen, under the
 * sign-in dialog, until the user signs in again or gives up (AUTH-SESSION-EXPIRED). Keyed by the
 * user (AUTH-USER-DATA): when another user takes over (another tab, or the dialog), every screen
 * starts afresh, with no state, form or draft of the one before.
 */
export function ProtectedLayout() {
  const session = useSession();
  const impersonator = useImpersonator();
  const expired = useSessionExpired();
  const location = useLocation();
  const navigate = useNavigate();
  if (!session) {
    const here = `${location.pathname}${location.search}`;
    const to = sessionStore.endReason() === 'logout' ? '/sign-in' : signInPathFor(here);
    return <Navigate to={to} replace />;
  }
  const Shell = preloadedShell ?? LazyShell;
  const impersonation = impersonator && {
    name: session.user.name || session.user.email,
    email: session.user.email,
    adminName: impersonator.name || impersonator.email,
    endsAt: session.expiresAt,
  };
  return (
    <>
      <Suspense key={sessionOwner(session)} fallback={<LoadingState />}>
        <Shell
          roles={session.roles}
          email={session.user.email}
          impersonation={impersonation}
          onLogout={() => {
            if (logout() === 'signedOut') navigate('/sign-in', { replace: true });
          }}
        >
          <Outlet />
        </Shell>
      </Suspense>
      {expired ? (
        <Suspense fallback={null}>
          <SessionExpiredDialog />
        </Suspense>
      ) : null}
    </>
  );
}

const NO_ACCESS_TITLE = 'No Access';

/**
 * A routed screen: its title (APP-PAGE-TITLE), the role check (ROUTE-ROLES, ROUTE-NO-ACCESS: no
 * API call without access), lazy loading.
 */
export function RouteScreen({ id }: { id: Exclude<RouteId, 'root'> }) {
  const session = useSession();
  const { pathname } = useLocation();
  const def = ROUTES[id];
  const allowed = def.public || hasAnyRole(session?.roles ?? [], def.roles);
  useRouteDocumentTitle(allowed ? def.title : NO_ACCESS_TITLE);
  if (!allowed) return <LazyScreen load={FALLBACK_SCREENS.noAccess} />;
  return <LazyScreen load={SCREEN_ROUTES[id].screen} resetKey={pathname} />;
}

/** Public access screens; a signed-in user opening /sign-in goes on (AUTH-SIGNED-IN-AWAY). */
export function PublicScreen({
  id,
}: {
  id: 'signIn' | 'forgotPassword' | 'resetPassword' | 'signUp';
}) {
  const session = useSession();
  const [params] = useSearchParams();
  useRouteDocumentTitle(ROUTES[id].title);
  // A signed-in user on /sign-in (also right after signing in) goes on to `redirectTo` or home.
  if (id === 'signIn' && session) {
    return <Navigate to={safeRedirectPath(params.get('redirectTo'))} replace />;
  }
  return <LazyScreen load={SCREEN_ROUTES[id].screen} />;
}

/** `/` by role (NAV-HOME-BY-ROLE; no role: NAV-EA0093). */
export function RoleHome() {
  const session = useSession();
  if (!session) return null;
  switch (homeFor(session.roles)) {
    case 'accounts':
      return <RouteScreen id="accounts" />;
    case 'dspHome':
      return <RouteScreen id="home" />;
    case 'reports':
      return <RouteScreen id="reports" />;
    default:
      return <LazyScreen load={FALLBACK_SCREENS.misconfigured} />;
  }
}
