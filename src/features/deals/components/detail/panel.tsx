// The deal page's panel: a card whose heading names it (a region landmark).
import { useId, type ReactNode } from 'react';

/** A card whose heading names it: a `region` landmark a screen reader can jump to. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg bg-white shadow-xs ring-1 ring-gray-200"
    >
      <h2
        id={headingId}
        className="border-b border-gray-200 px-4 py-3 text-base font-semibold text-gray-900 sm:px-6"
      >
        {title}
      </h2>
      <div className="px-4 py-5 sm:px-6">{children}</div>
    </section>
  );
}
