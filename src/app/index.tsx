import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The app's router, on the current URL (making it ranks every route: tens of ms at 4x CPU). */
export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}

/** The app. main.tsx passes the router it made ahead of the first render; else one is made. */
export function App({ router: made }: { router?: AppRouter }) {
  const [router] = useState(() => made ?? createAppRouter());
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
