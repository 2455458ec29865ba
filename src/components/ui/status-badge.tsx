// A record's on/off state as a badge: `Active` or `Paused` (a campaign's, a deal's).
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
