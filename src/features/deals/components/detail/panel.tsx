// The deal page's pieces: a named panel (a region landmark) and the Active/Paused badge.
import { useId, type ReactNode } from 'react';

/** `Active` / `Paused`, as a badge. */
export function DealStateBadge({ active }: { active: boolean }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
        active
          ? 'bg-green-50 text-green-800 ring-green-600/30'
          : 'bg-gray-100 text-gray-700 ring-gray-500/30'
      }`}
    >
      {active ? 'Active' : 'Paused'}
    </span>
  );
}

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
