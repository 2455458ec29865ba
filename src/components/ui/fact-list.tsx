// A labelled list of facts (a record's detail: a campaign's budget, a deal's terms), every value
// rendered as given, as plain text or a small control beside it.
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
