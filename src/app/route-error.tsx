// The router's error page (ROUTE-CRASH; issue 20, finding 8): a crash outside a screen's own
// boundary (the shell, a guard, the router) shows this instead of React Router's developer page. It
// offers Reload and Sign out, and shows the error's text only in development: never a stack trace
// in production. Code that a deploy removed (the signed-in layout's chunk) shows the new-version
// notice instead, with Reload (ROUTE-NEW-VERSION).
import { useRouteError } from 'react-router-dom';
import { NewVersionInline, useNewVersion } from '@/app/new-version';
import { Button } from '@/components/ui/button';
import { isLoadFailure } from '@/lib/versions/app-version';
import { logout } from '@/lib/session/logout';
import { messageOf } from '@/lib/http/api-error';

export const ROUTE_ERROR_TITLE = 'Something went wrong';

export function RouteErrorPage() {
  const error = useRouteError();
  const { available } = useNewVersion();
  // The one trace of a crash the page hides.
  console.error('The console failed outside a screen', error);
  if (available && isLoadFailure(error)) {
    return (
      <main className="flex min-h-screen items-center justify-center bg-gray-50 px-4">
        <div className="w-full max-w-md">
          <NewVersionInline />
        </div>
      </main>
    );
  }
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 px-4">
      <div
        role="alert"
        className="max-w-md rounded-lg bg-white p-6 text-center shadow-sm ring-1 ring-gray-200"
      >
        <h1 className="text-lg font-semibold text-gray-900">{ROUTE_ERROR_TITLE}</h1>
        <p className="mt-2 text-sm text-gray-700">
          The console hit an error it could not recover from. Reload the page to try again, or sign
          out. Nothing you saved is lost.
        </p>
        {import.meta.env.DEV && !import.meta.env.PROD ? (
          <p className="mt-3 text-xs break-words text-gray-500">{messageOf(error)}</p>
        ) : null}
        <div className="mt-5 flex justify-center gap-3">
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button
            variant="secondary"
            onClick={() => {
              logout();
              window.location.assign('/sign-in');
            }}
          >
            Sign out
          </Button>
        </div>
      </div>
    </main>
  );
}
