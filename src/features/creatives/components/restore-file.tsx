// CRE-RESTORE-FILE (HIST-RESTORE): a creative's file change in its History offers `Restore
// previous file` on the entry that made the file it has now, so nothing a colleague uploaded
// since is undone unasked. It asks first: the earlier file goes to every publisher's review again.
import { useState } from 'react';
import { useRestoreCreativeFile, type EarlierCreativeFile } from '@/api/creatives';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/modal';
import { messageOf } from '@/lib/http/api-error';
import { toastSuccess } from '@/lib/toasts/toasts';
import type { Creative, HistoryEntry } from '@/types/api';
import { RESTORE_FILE } from '@/features/creatives/messages';

const ACCEPTED_NAME = /\.(png|jpe?g|mp4)$/i;

/** The earlier file an entry's file change replaced, when that change made the current file. */
export function earlierFileOf(entry: HistoryEntry, creative: Creative): EarlierCreativeFile | null {
  if (entry.action !== 'updated') return null;
  const change = entry.changes.find((one) => one.field === 'url');
  if (typeof change?.value !== 'string' || change.newValue !== creative.url) return null;
  const name = change.old ?? creative.name;
  // Only a file the API takes again (CRE-FORMATS): the demo's seeded SVGs are not.
  return ACCEPTED_NAME.test(name) ? { url: change.value, name } : null;
}

export function RestoreFileButton({
  creative,
  earlier,
}: {
  creative: Creative;
  earlier: EarlierCreativeFile;
}) {
  const [asking, setAsking] = useState(false);
  const restore = useRestoreCreativeFile();
  const close = () => {
    restore.reset();
    setAsking(false);
  };
  const confirm = () =>
    restore.mutate(
      { id: creative.id, earlier },
      {
        onSuccess: () => {
          toastSuccess(RESTORE_FILE.done);
          close();
        },
      },
    );
  return (
    <>
      <Button variant="secondary" className="mt-1" onClick={() => setAsking(true)}>
        {RESTORE_FILE.button}
      </Button>
      <ConfirmDialog
        open={asking}
        onClose={close}
        title={RESTORE_FILE.title}
        description={RESTORE_FILE.description(earlier.name)}
        confirmLabel={RESTORE_FILE.confirm}
        busy={restore.isPending}
        error={restore.error ? messageOf(restore.error) : null}
        onConfirm={confirm}
      />
    </>
  );
}
