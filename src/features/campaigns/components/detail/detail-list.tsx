// The pieces the detail sections are written with: a labelled list of facts and a wrapping
// list of values (states, zip codes, categories...), every value rendered as plain text.
import type { ReactNode } from 'react';

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

/** Values as chips; none -> `empty` (e.g. "Any state"). */
export function ValueList({
  values,
  empty,
  mono = false,
}: {
  values: readonly { key: string; label: string }[];
  empty: string;
  mono?: boolean;
}) {
  if (values.length === 0) return <span className="text-gray-600">{empty}</span>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {values.map((value) => (
        <li
          key={value.key}
          className={`max-w-full rounded-md bg-gray-100 px-2 py-0.5 text-xs break-words text-gray-800 ${mono ? 'font-mono' : ''}`}
        >
          {value.label}
        </li>
      ))}
    </ul>
  );
}

export function StatusBadge({ active }: { active: boolean }) {
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
