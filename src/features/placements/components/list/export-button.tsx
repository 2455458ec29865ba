// `Export CSV` on /placements: the placements the table shows (all of them, or those the filter
// keeps), in its order, as the bulk import's CSV plus `placement_key`. Its accessible description
// says which and how many. The file is built by a module loaded when the user heads for the
// button (pointer or focus) or clicks it, a slice of rows per task, so the list's first load
// carries none of it and 50,000 rows never freeze the page.
import { ArrowDownTrayIcon } from '@heroicons/react/20/solid';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/lib/text/format';
import { toastError } from '@/lib/toasts/toast';
import type { Placement } from '@/types/api';
import {
  EXPORT_CSV,
  EXPORT_FAILED,
  EXPORT_WAITS_FOR_LIST,
  EXPORTING_CSV,
  exportDescription,
} from '@/features/placements/list-messages';

const loadExport = () => import('@/features/placements/export/placements-csv');

export function ExportPlacementsButton({
  placements,
  search,
  complete,
}: {
  /** What the table shows: every placement, or those the filter keeps, in the table's order. */
  placements: readonly Placement[];
  /** The filter's text ('' for none). */
  search: string;
  /** False while the list is still arriving (or stopped short): the file would lack rows. */
  complete: boolean;
}) {
  const descriptionId = useId();
  const [exporting, setExporting] = useState(false);
  const filter = search.trim();
  const description = complete
    ? exportDescription(formatCount(placements.length), filter || null)
    : EXPORT_WAITS_FOR_LIST;

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { exportPlacementsCsv } = await loadExport();
      await exportPlacementsCsv(placements, filter);
    } catch {
      // A failed download of the module is the likely cause; its text means nothing to a user.
      toastError(EXPORT_FAILED);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        icon={<ArrowDownTrayIcon aria-hidden="true" className="size-4" />}
        loading={exporting}
        disabled={!complete || placements.length === 0}
        aria-describedby={descriptionId}
        onPointerEnter={() => void loadExport()}
        onFocus={() => void loadExport()}
        onClick={() => void exportCsv()}
      >
        {exporting ? EXPORTING_CSV : EXPORT_CSV}
      </Button>
      <span id={descriptionId} className="sr-only">
        {description}
      </span>
    </>
  );
}
