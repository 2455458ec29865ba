// The CSV picker: a drop zone around a labelled file input. The input itself takes the focus
// (Tab, then Enter or Space opens the browser's picker) and its label is the visible button.
import { DocumentArrowUpIcon } from '@heroicons/react/24/outline';
import { useId } from 'react';
import { buttonClass } from '@/components/ui/button';
import { DropZone } from '@/components/ui/drop-zone';
import { UPLOAD_TEXT } from '../../import/messages';

const ACCEPT = '.csv,text/csv';

/** A .csv name, or a CSV type (some systems send text/plain or the Excel type for .csv). */
export function isCsvFile(file: File): boolean {
  return /\.csv$/i.test(file.name) || file.type === 'text/csv';
}

export function CsvFilePicker({
  onFile,
  buttonLabel,
  disabled = false,
}: {
  onFile: (file: File) => void;
  buttonLabel: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <DropZone
      testId="csv-drop-zone"
      disabled={disabled}
      onFiles={([file]) => {
        if (file) onFile(file);
      }}
      icon={<DocumentArrowUpIcon aria-hidden="true" className="size-8 shrink-0 text-gray-400" />}
    >
      <p id={`${id}-hint`} className="min-w-0 flex-1 text-sm text-gray-600">
        {UPLOAD_TEXT.dropHint}
      </p>
      <div className="relative">
        <input
          id={id}
          type="file"
          accept={ACCEPT}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          className="peer sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file may be chosen again (after a fix in a spreadsheet, or a cancel).
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
        <label
          htmlFor={id}
          className={buttonClass(
            'primary',
            'peer-focus-visible:outline-brand-600 cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
          )}
        >
          <span className="sr-only">{UPLOAD_TEXT.pickerLabel}: </span>
          {buttonLabel}
        </label>
      </div>
    </DropZone>
  );
}
