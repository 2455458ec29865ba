// CRE-UPLOAD; CRE-UPLOAD-LEAVE (UPLOAD_RUNNING_MESSAGE).
// Upload ad creatives: a button opening the file picker and a drop zone. Each file is checked
// first (PNG, JPG/JPEG or MP4, at most 200 MB; nothing is sent for a rejected one), then
// uploaded, two at a time, with its own progress bar, Cancel while it runs, Done or the error
// when it ends, Retry for a failed or cancelled one and Dismiss. The caller's `upload` does the
// request (its mutation toasts a failure and refreshes the list); onUploaded follows each success.
// Leaving the page (or closing the tab) while an upload runs asks first: leaving cancels it.
// SEC-UPLOAD-STOPS: each upload belongs to the session it was queued under; when that session ends
// (a sign-out here or in another tab, an expiry, another user) the waiting and running ones stop,
// shown `Stopped` with Retry, and none goes on or starts with another token.
import { CloudArrowUpIcon } from '@heroicons/react/24/outline';
import { useEffect, useRef, useState } from 'react';
import {
  ACCEPTED_CREATIVE_FILES,
  creativeFileProblem,
} from '@/components/creative/creative-format';
import { Button } from '@/components/ui/button';
import { DropZone } from '@/components/ui/drop-zone';
import { LeaveGuard } from '@/components/leave-guard/leave-guard';
import { ProgressBar } from '@/components/ui/progress-bar';
import { messageOf } from '@/lib/http/api-error';
import { isAbortError, limitConcurrency } from '@/lib/http/upload';
import {
  UPLOAD_STOPPED_MESSAGE,
  UploadStoppedError,
  whenSessionEnds,
} from '@/lib/http/upload-session';
import { sessionStore } from '@/lib/session/session';

export interface CreativeUploaderProps {
  upload: (
    file: File,
    options: { onProgress: (fraction: number) => void; signal: AbortSignal },
  ) => Promise<unknown>;
  onUploaded?: () => void;
  /** `Upload Ad Creative` on /creatives, `Upload Ad Creatives` in the campaign wizard. */
  buttonLabel: string;
  /** Why nothing can be uploaded yet (an Admin has not chosen the advertiser): said in place. */
  disabledHint?: string;
}

type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed' | 'cancelled' | 'stopped';

interface UploadItem {
  id: string;
  file: File;
  status: UploadStatus;
  progress: number;
  error?: string;
}

interface Rejection {
  id: string;
  message: string;
}

const MAX_PARALLEL_UPLOADS = 2;
export const UPLOAD_RUNNING_MESSAGE =
  'An upload is still running. If you leave, it is cancelled and the file is not saved.';
const RUNNING = () => true;

const isRunning = (item: UploadItem) => item.status === 'waiting' || item.status === 'uploading';
let sequence = 0;
const nextId = () => `upload-${++sequence}`;

export function CreativeUploader({
  upload,
  onUploaded,
  buttonLabel,
  disabledHint,
}: CreativeUploaderProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<UploadItem[]>([]);
  const [rejections, setRejections] = useState<Rejection[]>([]);
  const [run] = useState(() => limitConcurrency(MAX_PARALLEL_UPLOADS));
  const controllers = useRef(new Map<string, AbortController>());
  // The latest callbacks, for uploads that finish after a re-render.
  const latest = useRef({ upload, onUploaded });
  useEffect(() => {
    latest.current = { upload, onUploaded };
  }, [upload, onUploaded]);

  // Leaving the screen cancels what is still running.
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const patch = (id: string, change: Partial<UploadItem>) =>
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const start = ({ id, file }: { id: string; file: File }) => {
    const controller = new AbortController();
    controllers.current.set(id, controller);
    const { signal } = controller;
    let stopped = false;
    // Bound to the session it is queued under, not whichever is current when its turn comes
    // (without one, the upload itself refuses to go).
    const queuedUnder = sessionStore.get();
    const stop = () => {
      stopped = true;
      controller.abort();
      patch(id, { status: 'stopped' });
    };
    const unwatch = queuedUnder ? whenSessionEnds(queuedUnder, stop) : () => {};
    run(() => {
      if (stopped) return Promise.reject(new UploadStoppedError());
      if (signal.aborted) return Promise.reject(new DOMException('Cancelled', 'AbortError'));
      patch(id, { status: 'uploading', progress: 0 });
      return latest.current.upload(file, {
        onProgress: (fraction) => patch(id, { progress: fraction }),
        signal,
      });
    })
      .then(
        () => {
          patch(id, { status: 'done', progress: 1 });
          latest.current.onUploaded?.();
        },
        (error: unknown) =>
          patch(
            id,
            stopped || error instanceof UploadStoppedError
              ? { status: 'stopped' }
              : signal.aborted || isAbortError(error)
                ? { status: 'cancelled' }
                : { status: 'failed', error: messageOf(error) },
          ),
      )
      .finally(() => {
        unwatch();
        controllers.current.delete(id);
      });
  };

  const addFiles = (files: readonly File[]) => {
    const accepted: UploadItem[] = [];
    const rejected: Rejection[] = [];
    for (const file of files) {
      const problem = creativeFileProblem(file);
      if (problem) rejected.push({ id: nextId(), message: problem });
      else accepted.push({ id: nextId(), file, status: 'waiting', progress: 0 });
    }
    if (rejected.length) setRejections((list) => [...list, ...rejected]);
    if (accepted.length) setItems((list) => [...list, ...accepted]);
    accepted.forEach(start);
  };

  const cancel = (id: string) => {
    controllers.current.get(id)?.abort();
    patch(id, { status: 'cancelled' });
  };
  const retry = (item: UploadItem) => {
    patch(item.id, { status: 'waiting', progress: 0, error: undefined });
    start(item);
  };
  const dismiss = (id: string) => setItems((list) => list.filter((item) => item.id !== id));

  return (
    <div className="space-y-3">
      {items.some(isRunning) ? (
        <LeaveGuard when={RUNNING} message={UPLOAD_RUNNING_MESSAGE} />
      ) : null}
      <DropZone
        testId="creative-drop-zone"
        onFiles={addFiles}
        disabled={disabledHint !== undefined}
        icon={<CloudArrowUpIcon aria-hidden="true" className="size-8 shrink-0 text-gray-400" />}
      >
        <div className="min-w-0 flex-1 text-sm text-gray-600">
          <p>{disabledHint ?? 'Drag and drop files here, or use the button.'}</p>
          <p className="text-xs">PNG, JPG, JPEG or MP4, up to 200 MB each.</p>
        </div>
        <Button disabled={disabledHint !== undefined} onClick={() => inputRef.current?.click()}>
          {buttonLabel}
        </Button>
        <input
          ref={inputRef}
          type="file"
          multiple
          accept={ACCEPTED_CREATIVE_FILES}
          aria-label={buttonLabel}
          // The visible button opens it: screen readers should meet one button, not two.
          aria-hidden="true"
          tabIndex={-1}
          className="sr-only"
          onChange={(event) => {
            addFiles(Array.from(event.target.files ?? []));
            // The same file may be chosen again (e.g. after a cancel).
            event.target.value = '';
          }}
        />
      </DropZone>

      {rejections.length > 0 ? (
        <div role="alert" className="rounded-md bg-red-50 px-4 py-3 ring-1 ring-red-200">
          <ul className="space-y-2 text-sm text-red-800">
            {rejections.map((rejection) => (
              <li key={rejection.id} className="flex items-start justify-between gap-3">
                <span className="min-w-0 [overflow-wrap:anywhere]">{rejection.message}</span>
                <Button
                  variant="ghost"
                  className="-my-1 shrink-0 px-2 py-1"
                  onClick={() =>
                    setRejections((list) => list.filter((other) => other.id !== rejection.id))
                  }
                >
                  Dismiss
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {items.length > 0 ? (
        <ul aria-label="Uploads" className="space-y-2">
          {items.map((item) => (
            <UploadRow
              key={item.id}
              item={item}
              onCancel={() => cancel(item.id)}
              onRetry={() => retry(item)}
              onDismiss={() => dismiss(item.id)}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function statusText(item: UploadItem): string {
  switch (item.status) {
    case 'waiting':
      return 'Waiting…';
    case 'uploading':
      return `${Math.round(item.progress * 100)}%`;
    case 'done':
      return 'Done';
    case 'cancelled':
      return 'Cancelled';
    case 'stopped':
      return UPLOAD_STOPPED_MESSAGE;
    case 'failed':
      return item.error ?? 'Upload failed';
  }
}

function UploadRow({
  item,
  onCancel,
  onRetry,
  onDismiss,
}: {
  item: UploadItem;
  onCancel: () => void;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  const running = isRunning(item);
  const ended =
    item.status === 'failed' || item.status === 'cancelled' || item.status === 'stopped';
  return (
    <li
      aria-label={item.file.name}
      className="rounded-md bg-white px-4 py-3 shadow-xs ring-1 ring-gray-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 flex-1 text-sm font-medium [overflow-wrap:anywhere] text-gray-900">
          {item.file.name}
        </p>
        <p
          aria-live="polite"
          className={`text-sm [overflow-wrap:anywhere] ${
            item.status === 'failed' || item.status === 'stopped' ? 'text-red-700' : 'text-gray-600'
          }`}
        >
          {statusText(item)}
        </p>
      </div>
      {running || item.status === 'done' ? (
        <ProgressBar
          className="mt-2"
          label={item.file.name}
          value={item.status === 'done' ? 1 : item.progress}
        />
      ) : null}
      <div className="mt-2 flex flex-wrap justify-end gap-2">
        {running ? (
          <Button variant="secondary" className="px-2.5 py-1" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        {ended ? (
          <Button variant="secondary" className="px-2.5 py-1" onClick={onRetry}>
            Retry
          </Button>
        ) : null}
        {!running ? (
          <Button variant="ghost" className="px-2.5 py-1" onClick={onDismiss}>
            Dismiss
          </Button>
        ) : null}
      </div>
    </li>
  );
}
