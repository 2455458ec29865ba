// The mapping step: when a column a line needs was not recognised in the header row, the user
// picks the file's column for each unmatched CSV column, then the file is checked with it. The
// location columns may stay out: the lines then take the Verification step's default location.
import { useId, useState } from 'react';
import { SelectField } from '@/components/ui/fields';
import { Button } from '@/components/ui/button';
import {
  ADDRESS_COLUMNS,
  COORDINATE_COLUMNS,
  REQUIRED_COLUMNS,
  type CsvColumn,
} from '../../import/columns';
import { unmatchedColumns, unmatchedRequired, type ColumnMapping } from '../../import/header-match';
import { UPLOAD_TEXT } from '../../import/messages';

const LOCATION: readonly CsvColumn[] = [...COORDINATE_COLUMNS, ...ADDRESS_COLUMNS];

export function ColumnMappingForm({
  fileName,
  headers,
  mapping,
  onSubmit,
  onCancel,
}: {
  fileName: string;
  headers: readonly string[];
  mapping: ColumnMapping;
  onSubmit: (mapping: ColumnMapping) => void;
  onCancel: () => void;
}) {
  const formId = useId();
  const [columns] = useState(() => unmatchedColumns(mapping));
  const [picked, setPicked] = useState<ColumnMapping>(mapping);
  const [touched, setTouched] = useState<ReadonlySet<CsvColumn>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const missing = new Set(unmatchedRequired(picked));
  const locationMissing = LOCATION.some((column) => missing.has(column));
  const requiredMissing = REQUIRED_COLUMNS.some((column) => missing.has(column));
  const shows = (column: CsvColumn) => submitted || touched.has(column);

  const errorOf = (column: CsvColumn): string | undefined =>
    shows(column) && missing.has(column) && REQUIRED_COLUMNS.includes(column)
      ? UPLOAD_TEXT.mappingRequired(column)
      : undefined;

  // A group, not a <form>: it sits inside the wizard's form, and forms do not nest.
  const submit = () => {
    setSubmitted(true);
    if (!requiredMissing) onSubmit(picked);
  };

  return (
    <div role="group" aria-labelledby={`${formId}-title`} className="space-y-4">
      <div>
        <h3 id={`${formId}-title`} className="text-sm font-semibold text-gray-900">
          {UPLOAD_TEXT.mappingTitle}: {fileName}
        </h3>
        <p className="mt-1 text-sm text-gray-600">{UPLOAD_TEXT.mappingIntro}</p>
      </div>
      {locationMissing ? (
        <p className="text-sm text-gray-700">{UPLOAD_TEXT.mappingLocation}</p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {columns.map((column) => {
          return (
            <SelectField
              key={column}
              label={<span className="font-mono">{column}</span>}
              required={REQUIRED_COLUMNS.includes(column)}
              error={errorOf(column)}
              value={picked[column] === null ? '' : String(picked[column])}
              onChange={(event) => {
                const value = event.target.value;
                setPicked((now) => ({ ...now, [column]: value === '' ? null : Number(value) }));
              }}
              onBlur={() => setTouched((now) => new Set(now).add(column))}
            >
              <option value="">{UPLOAD_TEXT.mappingNone}</option>
              {headers.map((header, index) => (
                <option key={index} value={index}>
                  {header || `Column ${index + 1}`}
                </option>
              ))}
            </SelectField>
          );
        })}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {UPLOAD_TEXT.chooseAnother}
        </Button>
        <Button onClick={submit}>{UPLOAD_TEXT.mappingContinue}</Button>
      </div>
    </div>
  );
}
