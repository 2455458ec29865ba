import { CheckIcon, ClipboardDocumentIcon } from '@heroicons/react/20/solid';
import { useEffect, useState } from 'react';
import { toastError } from '@/lib/toasts/toast';

/**
 * Copies `value` to the clipboard; says "Copied" for a moment. `label` names what is copied
 * ("Seat ID"): the button is announced as "Copy Seat ID".
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      toastError('Could not copy to the clipboard. Select the text and copy it instead.');
    }
  };

  return (
    <button
      type="button"
      onClick={copy}
      // The visible word is part of the name ("Copy Seat ID"), as WCAG's label-in-name asks.
      aria-label={copied ? `Copied ${label}` : `Copy ${label}`}
      className="text-brand-700 focus-visible:outline-brand-600 inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium ring-1 ring-gray-300 hover:bg-gray-50 focus-visible:outline-2"
    >
      {copied ? (
        <CheckIcon aria-hidden="true" className="size-4" />
      ) : (
        <ClipboardDocumentIcon aria-hidden="true" className="size-4" />
      )}
      <span>{copied ? 'Copied' : 'Copy'}</span>
    </button>
  );
}
