// The checked file: counts, the issues about the whole file, the choice between fixing every
// line and skipping the ones with issues, the corrected file to download, and the lines.
import { ArrowDownTrayIcon, ExclamationTriangleIcon } from '@heroicons/react/20/solid';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/fields';
import { LoadingState } from '@/components/ui/states';
import { EmptyState } from '@/components/ui/empty-state';
import { downloadText } from '@/lib/http/download';
import { formatCount } from '@/lib/text/format';
import { uploadReadiness } from '../../import/batch-rows';
import type { CsvColumn } from '../../import/columns';
import { linesCsvInSlices } from '../../import/csv-write';
import { editCell, setSkipInvalid } from '../../import/import-edit';
import { indexOfLine, summarize, type CsvImport } from '../../import/import-model';
import { repeatedColumns } from '../../import/header-match';
import { HEADER_TEXT, UPLOAD_TEXT } from '../../import/messages';
import { ReviewGrid } from './review-grid';

const plural = (n: number, one: string, many: string) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;

export function ImportReview({
  value,
  onChange,
}: {
  value: CsvImport;
  onChange: (next: CsvImport) => void;
}) {
  const summary = summarize(value);
  const withIssues = summary.issueLines.length;
  const [onlyIssues, setOnlyIssues] = useState(withIssues > 0);
  // Lines fixed while the filter is on stay in view (marked "No issues") until it is switched.
  const [pinned, setPinned] = useState<ReadonlySet<number>>(new Set());
  const [saving, setSaving] = useState(false);
  // The lines' table comes a task after the rest: inserting it costs a layout of its own, and
  // both in one task was a long one when a file's check ended.
  const [showLines, setShowLines] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShowLines(true), 0);
    return () => clearTimeout(timer);
  }, []);
  const readiness = uploadReadiness(value);
  const readAs = HEADER_TEXT.readAs(value.encoding, value.delimiter);
  // BATCH-CSV-REPEATED-HEADERS: which of the columns naming the same thing was read.
  const repeated = useMemo(
    () => repeatedColumns(value.headers, value.mapping),
    [value.headers, value.mapping],
  );

  const rows = useMemo(() => {
    if (!onlyIssues) return null;
    const lines = pinned.size
      ? [...new Set([...summary.issueLines, ...pinned])].sort((a, b) => a - b)
      : summary.issueLines;
    return lines.map((line) => indexOfLine(value.lines, line)).filter((index) => index >= 0);
  }, [onlyIssues, pinned, summary, value.lines]);

  const edit = (line: number, column: CsvColumn, text: string) => {
    if (onlyIssues && !pinned.has(line)) setPinned((now) => new Set(now).add(line));
    onChange(editCell(value, line, column, text));
  };

  const downloadCorrected = async () => {
    setSaving(true);
    try {
      const text = await linesCsvInSlices(value.lines);
      downloadText(`${value.fileName.replace(/\.csv$/i, '')}-corrected.csv`, text, 'text/csv');
    } finally {
      setSaving(false);
    }
  };

  if (value.fileIssues.length) {
    return (
      <div role="alert" className="rounded-md bg-red-50 px-4 py-3 ring-1 ring-red-200">
        <p className="flex items-center gap-2 text-sm font-semibold text-red-900">
          <ExclamationTriangleIcon aria-hidden="true" className="size-5 text-red-600" />
          {value.fileName} cannot be imported
        </p>
        <ul className="mt-2 space-y-1 text-sm text-red-800">
          {value.fileIssues.map((issue, at) => (
            <li key={at}>
              Line {issue.line}: {issue.message}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-red-800">{readAs}.</p>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm font-semibold [overflow-wrap:anywhere] text-gray-900">
            {value.fileName}
          </p>
          <ul
            aria-label="Import summary"
            className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700"
          >
            <li>{plural(value.lines.length, 'line', 'lines')}</li>
            <li className="text-green-700">{formatCount(summary.valid)} valid</li>
            <li className={withIssues ? 'text-red-700' : ''}>
              {formatCount(withIssues)} with issues
            </li>
            <li>{readAs}</li>
          </ul>
        </div>
        <Button
          variant="secondary"
          loading={saving}
          icon={<ArrowDownTrayIcon aria-hidden="true" className="size-4" />}
          onClick={() => void downloadCorrected()}
        >
          {UPLOAD_TEXT.downloadCorrected}
        </Button>
      </div>

      {repeated.length ? (
        <ul
          aria-label={HEADER_TEXT.repeatedTitle}
          className="space-y-1 rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          {repeated.map(({ column, headers, read }) => (
            <li key={column} className="[overflow-wrap:anywhere]">
              {HEADER_TEXT.repeated(column, headers, read)}
            </li>
          ))}
        </ul>
      ) : null}
      {withIssues > 0 || value.skipInvalid ? (
        <CheckboxField
          label={UPLOAD_TEXT.skipInvalid(withIssues)}
          hint={`Only the ${plural(summary.valid, 'valid line is', 'valid lines are')} imported.`}
          checked={value.skipInvalid}
          onChange={(event) => onChange(setSkipInvalid(value, event.target.checked))}
        />
      ) : null}
      <p
        role="status"
        className={`text-sm ${readiness.ready ? 'text-green-700' : 'text-gray-700'}`}
      >
        {readiness.ready
          ? `Ready to continue with ${plural(readiness.lines.length, 'line', 'lines')}.`
          : readiness.message}
      </p>

      <CheckboxField
        label={UPLOAD_TEXT.onlyIssues}
        checked={onlyIssues}
        onChange={(event) => {
          setOnlyIssues(event.target.checked);
          setPinned(new Set());
        }}
      />
      {!showLines ? (
        <LoadingState label={UPLOAD_TEXT.showingLines} />
      ) : rows && rows.length === 0 ? (
        <EmptyState title={UPLOAD_TEXT.noLinesMatch} description={UPLOAD_TEXT.allFixed} />
      ) : (
        <ReviewGrid value={value} rows={rows} onEdit={edit} />
      )}
    </div>
  );
}
