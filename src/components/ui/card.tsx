import type { ReactNode } from 'react';

export function Card({
  children,
  className = '',
  title,
  actions,
}: {
  children: ReactNode;
  className?: string;
  title?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className={`rounded-lg bg-white shadow-xs ring-1 ring-gray-200 ${className}`}>
      {title || actions ? (
        <header className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-200 px-4 py-3 sm:px-6">
          {title ? <h2 className="text-base font-semibold text-gray-900">{title}</h2> : <span />}
          {actions}
        </header>
      ) : null}
      <div className="px-4 py-5 sm:px-6">{children}</div>
    </section>
  );
}
