// What the file must hold: the columns (which are required), the location rule, the defaults
// rule, a sample line, and the template and venue type IDs to download.
import { ArrowDownTrayIcon } from '@heroicons/react/20/solid';
import { memo } from 'react';
import { Button } from '@/components/ui/button';
import { VENUE_PATH_SEPARATOR, VENUE_TYPE_LIST } from '@/data/venue-types';
import { downloadText } from '@/lib/http/download';
import {
  COLUMN_GUIDE,
  CSV_COLUMNS,
  MAX_CSV_LINES,
  SAMPLE_LINE,
  TEMPLATE_FILE_NAME,
} from '../../import/columns';
import { csvRow, templateCsv } from '../../import/csv-write';
import { UPLOAD_TEXT } from '../../import/messages';

const count = new Intl.NumberFormat('en-US');

function downloadVenueTypes() {
  const rows = VENUE_TYPE_LIST.map((entry) =>
    csvRow([String(entry.value), entry.path.join(VENUE_PATH_SEPARATOR)]),
  );
  downloadText('venue-types.csv', `venue_type,name\r\n${rows.join('\r\n')}\r\n`, 'text/csv');
}

// Memo: the Upload step renders again at each progress step of a check; this never changes.
export const ColumnInstructions = memo(function ColumnInstructions() {
  return (
    <div className="space-y-4 text-sm text-gray-700">
      <ul className="list-disc space-y-1 pl-5">
        <li>
          A UTF-8 CSV file, comma-separated, with the header row first and up to{' '}
          {count.format(MAX_CSV_LINES)} placement lines. Column names are matched ignoring case,
          spaces and underscores.
        </li>
        <li>
          A line is placed by its <strong>latitude and longitude</strong>, or by an{' '}
          <strong>address with address_line1, city, state and zip</strong>.
        </li>
        <li>
          What a line leaves empty comes from the next steps: the bid floor CPM from General, the
          location and screen image from Verification and the audience from Audience.
        </li>
      </ul>
      <dl
        aria-label="CSV columns"
        className="divide-y divide-gray-100 rounded-md ring-1 ring-gray-200"
      >
        {COLUMN_GUIDE.map(({ column, need, description }) => (
          <div
            key={column}
            className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 px-3 py-2 sm:grid-cols-[11rem_6rem_1fr]"
          >
            <dt className="font-mono text-xs leading-5 font-semibold text-gray-900">{column}</dt>
            <dd className="text-right text-xs leading-5 text-gray-600 sm:order-none sm:text-left">
              {need}
            </dd>
            <dd className="col-span-2 sm:col-span-1">{description}</dd>
          </div>
        ))}
      </dl>
      <figure>
        <figcaption className="font-medium text-gray-900">Sample line</figcaption>
        <pre className="mt-1 rounded-md bg-gray-50 p-3 font-mono text-xs break-all whitespace-pre-wrap text-gray-800 ring-1 ring-gray-200">
          {csvRow(CSV_COLUMNS)}
          {'\n'}
          {csvRow(CSV_COLUMNS.map((column) => SAMPLE_LINE[column]))}
        </pre>
      </figure>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          icon={<ArrowDownTrayIcon aria-hidden="true" className="size-4" />}
          onClick={() => downloadText(TEMPLATE_FILE_NAME, templateCsv(), 'text/csv')}
        >
          {UPLOAD_TEXT.downloadTemplate}
        </Button>
        <Button
          variant="ghost"
          icon={<ArrowDownTrayIcon aria-hidden="true" className="size-4" />}
          onClick={downloadVenueTypes}
        >
          {UPLOAD_TEXT.downloadVenueTypes}
        </Button>
      </div>
    </div>
  );
});
