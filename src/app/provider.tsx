import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { NewVersionBanner } from '@/app/new-version';
import { queryClient as defaultClient } from '@/lib/cache/query-client';
import { followOtherTab, isSessionStorageKey } from '@/lib/session/session-changes';
import { ToastOutlet } from '@/lib/toasts/toast';

export function AppProvider({
  children,
  client = defaultClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  // Another tab signing in or out changes the session here too (its cache first, if the user
  // changed).
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (isSessionStorageKey(event.key)) followOtherTab(client);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [client]);

  return (
    <QueryClientProvider client={client}>
      {children}
      <ToastOutlet />
      <NewVersionBanner />
    </QueryClientProvider>
  );
}
