import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { queryClient as defaultClient } from '@/lib/query-client';
import { SESSION_KEY, sessionStore, SWAP_KEY } from '@/lib/session';

export function AppProvider({
  children,
  client = defaultClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  // Another tab signing in or out changes the session here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_KEY || event.key === SWAP_KEY || event.key === null)
        sessionStore.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster position="top-right" containerStyle={{ top: 16, right: 16 }} />
    </QueryClientProvider>
  );
}
