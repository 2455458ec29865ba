// The caption under a media card's preview (creatives, clips): the name, clamped to two lines
// and breakable anywhere (hostile names stay inside the card), then a line of facts. The ids
// let the card's checkbox or button be named and described by them.
import type { ReactNode } from 'react';

export function MediaCardCaption({
  name,
  nameId,
  metaId,
  children,
  className = '',
}: {
  name: string;
  nameId: string;
  metaId: string;
  /** The facts line: one <span> each. */
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`min-w-0 p-3 ${className}`}>
      <p
        id={nameId}
        title={name}
        className="line-clamp-2 text-sm font-medium [overflow-wrap:anywhere] text-gray-900"
      >
        {name}
      </p>
      <p id={metaId} className="mt-1 flex flex-wrap gap-x-2 text-xs text-gray-600 tabular-nums">
        {children}
      </p>
    </div>
  );
}
