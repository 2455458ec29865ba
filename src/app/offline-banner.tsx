// Offline (MANY-OFFLINE): while the browser has no connection a banner says so over
// every screen. Saves are refused meanwhile (src/lib/http/api-client.ts), never queued to run later
// with old data; what is typed stays on screen.
import { OFFLINE_BANNER_MESSAGE } from '@/config/messages';
import { useStore } from '@/lib/cache/use-store';

/** The browser's connection, told by its `online` and `offline` events. */
const connection = {
  subscribe(onChange: () => void): () => void {
    window.addEventListener('online', onChange);
    window.addEventListener('offline', onChange);
    return () => {
      window.removeEventListener('online', onChange);
      window.removeEventListener('offline', onChange);
    };
  },
  get: () => navigator.onLine !== false,
};

export function useOnline(): boolean {
  return useStore(connection);
}

/** The live region is always there, so the change is announced when the connection drops. */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div
      role="status"
      className={online ? 'sr-only' : 'fixed inset-x-0 bottom-4 z-40 flex justify-center px-4'}
    >
      {online ? null : (
        <p className="max-w-xl rounded-md border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900 shadow-md">
          {OFFLINE_BANNER_MESSAGE}
        </p>
      )}
    </div>
  );
}
