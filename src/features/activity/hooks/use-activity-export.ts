// The Activity export's run (HIST-EXPORT): its code loads when the user heads for the button,
// the walk over the pages reports the entries read so far, Cancel (or leaving the screen)
// aborts it and saves nothing, and a failure is toasted once with the server's message.
import { useEffect, useRef, useState } from 'react';
import type { HistoryFilters } from '@/api/history';
import { isAbortError, messageOf } from '@/lib/http/api-error';
import { toastError } from '@/lib/toasts/toasts';
import { ACTIVITY_TEXT } from '@/features/activity/messages';

const loadExport = () => import('@/features/activity/export/activity-csv');

export interface ActivityExport {
  running: boolean;
  /** Entries read so far (while running). */
  read: number;
  start: () => void;
  cancel: () => void;
  /** Starts the export's code download (pointer or focus on the button). */
  preload: () => void;
}

export function useActivityExport(filters: HistoryFilters): ActivityExport {
  const [state, setState] = useState({ running: false, read: 0 });
  const running = useRef<AbortController | null>(null);
  // Leaving the screen ends the walk: nothing is saved behind the user's back.
  useEffect(() => () => running.current?.abort(), []);

  const run = async () => {
    if (running.current) return;
    const abort = new AbortController();
    running.current = abort;
    setState({ running: true, read: 0 });
    try {
      const { exportActivityCsv } = await loadExport();
      abort.signal.throwIfAborted();
      await exportActivityCsv(filters, {
        signal: abort.signal,
        onProgress: (read) => {
          if (!abort.signal.aborted) setState({ running: true, read });
        },
      });
    } catch (error) {
      if (!abort.signal.aborted && !isAbortError(error)) {
        toastError(`${ACTIVITY_TEXT.exportFailed} ${messageOf(error)}`);
      }
    } finally {
      running.current = null;
      setState({ running: false, read: 0 });
    }
  };

  return {
    ...state,
    start: () => void run(),
    cancel: () => running.current?.abort(),
    preload: () => void loadExport().catch(() => undefined),
  };
}
