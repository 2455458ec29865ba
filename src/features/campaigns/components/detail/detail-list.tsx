// The detail sections' pieces besides the facts (src/components/ui/fact-list.tsx): a wrapping
// list of values (states, zip codes, categories...) and the status badge, as plain text.

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
