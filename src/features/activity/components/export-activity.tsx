// `Download CSV` (HIST-EXPORT): the filtered entries as a file, every page read one after
// another; while it runs, its progress (the entries read so far) and Cancel.
import { ArrowDownTrayIcon } from '@heroicons/react/20/solid';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatCount } from '@/lib/text/format';
import type { ActivityExport } from '@/features/activity/hooks/use-activity-export';
import { ACTIVITY_TEXT as T, exportProgress } from '@/features/activity/messages';

export function ExportActivity({ run }: { run: ActivityExport }) {
  if (!run.running) {
    return (
      <Button
        variant="secondary"
        icon={<ArrowDownTrayIcon aria-hidden="true" className="size-4" />}
        onPointerEnter={run.preload}
        onFocus={run.preload}
        onClick={run.start}
      >
        {T.download}
      </Button>
    );
  }
  return (
    <div className="flex w-full flex-wrap items-center gap-3 sm:w-auto">
      <div className="min-w-40 flex-1">
        <ProgressBar value={null} label={T.exporting} />
        <p role="status" className="mt-1 text-xs text-gray-600">
          {exportProgress(formatCount(run.read))}
        </p>
      </div>
      <Button variant="secondary" onClick={run.cancel}>
        {T.cancel}
      </Button>
    </div>
  );
}
