// `Download Updated CSV` once the uploaded file is gone (the results page was reloaded): the
// job's saved lines alone, with their placement keys.
import { csvRow } from '@/features/placements/import/csv-write';
import type { BatchJob } from '@/types/api';

export function resultsCsv(results: BatchJob['results']): string {
  const rows = results.map((r) => csvRow([String(r.line), r.externalId, r.placementKey, r.id]));
  return [csvRow(['line', 'external_id', 'placement_key', 'id']), ...rows].join('\r\n') + '\r\n';
}
