// A labelled list of facts, every value as plain text (or a small control beside it).
import { useId, type ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="divide-y divide-gray-100">
      {facts.map((fact) => (
        <div
          key={fact.label}
          className="grid gap-1 py-3 first:pt-0 last:pb-0 sm:grid-cols-3 sm:gap-4"
        >
          <dt className="text-sm font-medium text-gray-600">{fact.label}</dt>
          <dd className="min-w-0 text-sm break-words text-gray-900 sm:col-span-2">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

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
