// A list or screen with nothing to show yet: what it is, why, and what to do.
import type { ReactNode } from 'react';

export function EmptyState({
  title,
  description,
  icon,
  action,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="rounded-lg border-2 border-dashed border-gray-300 px-6 py-12 text-center">
      {icon ? <div className="mx-auto mb-3 flex justify-center text-gray-400">{icon}</div> : null}
      <p className="text-sm font-semibold text-gray-900">{title}</p>
      {description ? <p className="mt-1 text-sm text-gray-600">{description}</p> : null}
      {action ? <div className="mt-6 flex justify-center">{action}</div> : null}
    </div>
  );
}
