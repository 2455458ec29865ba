// The detail sections' pieces besides the facts (src/components/ui/fact-list.tsx): a wrapping
// list of values (states, zip codes, categories...), as plain text.

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
