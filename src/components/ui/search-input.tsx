import { MagnifyingGlassIcon } from '@heroicons/react/20/solid';

export function SearchInput({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  return (
    <div className="relative w-full sm:max-w-xs">
      <MagnifyingGlassIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-2.5 left-3 size-4 text-gray-400"
      />
      <input
        type="search"
        aria-label={label}
        value={value}
        placeholder={placeholder ?? label}
        onChange={(event) => onChange(event.target.value)}
        className="focus:ring-brand-600 block w-full rounded-md border-0 bg-white py-2 pr-3 pl-9 text-sm text-gray-900 shadow-xs ring-1 ring-gray-300 ring-inset placeholder:text-gray-500 focus:ring-2 focus:ring-inset"
      />
    </div>
  );
}
