// A progress bar: `value` 0..1, or null while the amount is unknown (indeterminate). Named by
// `label` (e.g. the file being uploaded); screen readers hear the percentage.

export function ProgressBar({
  value,
  label,
  className = '',
}: {
  value: number | null;
  label: string;
  className?: string;
}) {
  const percent =
    value === null || !Number.isFinite(value)
      ? null
      : Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent ?? undefined}
      aria-valuetext={percent === null ? 'In progress' : `${percent}%`}
      className={`h-2 w-full overflow-hidden rounded-full bg-gray-200 ${className}`}
    >
      {percent === null ? (
        <div className="bg-brand-600 h-full w-1/3 animate-pulse rounded-full" />
      ) : (
        <div
          className="bg-brand-600 h-full rounded-full transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      )}
    </div>
  );
}
