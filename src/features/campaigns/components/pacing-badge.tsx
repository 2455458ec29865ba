// A campaign's pacing status (src/features/campaigns/pacing.ts) as a badge with a tooltip of the
// figures behind it (PACE-TOOLTIP; PACE-NONE reads `—`). The badge takes focus, so the tooltip
// opens for keyboard users too; it is also the badge's accessible description (referenced while
// hidden), and Escape closes it.
import { Fragment, useId, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { formatMoney, MISSING } from '@/lib/text/format';
import { formatBudget, formatWindowDay } from '@/features/campaigns/campaign-format';
import { PACING_BAND, type Pacing, type PacingStatus } from '@/features/campaigns/pacing';

const TONE: Record<PacingStatus, string> = {
  'On track': 'bg-green-50 text-green-800 ring-green-600/30',
  Behind: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  Ahead: 'bg-sky-50 text-sky-900 ring-sky-600/30',
  'Not started': 'bg-gray-100 text-gray-700 ring-gray-500/30',
  Ended: 'bg-gray-100 text-gray-700 ring-gray-500/30',
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function budgetText(pacing: Pacing): string {
  return pacing.budgetType === 'daily'
    ? formatBudget({ spendDaily: pacing.budget })
    : `${formatBudget({ spendLifetime: pacing.budget })} lifetime`;
}

/** The tooltip's sentences: the figures the status was read from. */
export function pacingDetails(pacing: Pacing): string[] {
  const spent = formatMoney(pacing.spend);
  const flight = plural(pacing.flightDays, 'day');
  if (pacing.status === 'Not started') {
    return [
      `Starts ${formatWindowDay(pacing.dateStart)}; a flight of ${flight}.`,
      `Budget ${budgetText(pacing)}.`,
    ];
  }
  if (pacing.status === 'Ended') {
    return [
      `Ended ${formatWindowDay(pacing.dateEnd)}, after ${flight}.`,
      `Spent ${spent} of ${formatMoney(pacing.expected)}.`,
    ];
  }
  const off = Math.round(Math.abs(pacing.deviation ?? 0) * 100);
  const drift = (pacing.deviation ?? 0) < 0 ? `${off}% under` : `${off}% over`;
  const days = pacing.budgetType === 'daily' ? ` × ${plural(pacing.elapsedDays, 'day')}` : '';
  return [
    `Spent ${spent} of ${formatMoney(pacing.expected)} expected by today: ${drift}.`,
    `Day ${pacing.elapsedDays} of ${pacing.flightDays}; budget ${budgetText(pacing)}${days}.`,
    `On track within ${Math.round(PACING_BAND * 100)}% either way.`,
  ];
}

/** Where the tooltip opens: under the badge, kept inside the window's width. */
function placeBelow(anchor: HTMLElement | null): CSSProperties {
  const box = anchor?.getBoundingClientRect();
  if (!box) return {};
  const width = Math.min(288, window.innerWidth - 16);
  return {
    top: box.bottom + 6,
    left: Math.max(8, Math.min(box.left, window.innerWidth - width - 8)),
    width,
  };
}

export function PacingBadge({ pacing }: { pacing: Pacing | null }) {
  const id = useId();
  const anchor = useRef<HTMLSpanElement>(null);
  const [position, setPosition] = useState<CSSProperties | null>(null);
  if (!pacing) return <span>{MISSING}</span>;
  const open = () => setPosition(placeBelow(anchor.current));
  const close = () => setPosition(null);
  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a tooltip trigger: focus shows the pacing detail, as hover does */}
      <span
        ref={anchor}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the tooltip's trigger is reached by Tab
        tabIndex={0}
        aria-describedby={id}
        onMouseEnter={open}
        onMouseLeave={close}
        onFocus={open}
        onBlur={close}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
        className={`focus-visible:outline-brand-600 inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset focus-visible:outline-2 ${TONE[pacing.status]}`}
      >
        {pacing.status}
      </span>
      {/* In the body and fixed: a scrolling table around the badge never clips it, and the
          cell's text is the status alone. */}
      {createPortal(
        <span
          id={id}
          role="tooltip"
          hidden={position === null}
          style={position ?? undefined}
          className="fixed z-50 rounded-md bg-gray-900 px-3 py-2 text-left text-xs font-normal whitespace-normal text-white shadow-lg"
        >
          {/* One sentence a line; the spaces between keep them apart in the description. */}
          {pacingDetails(pacing).map((line, index) => (
            <Fragment key={line}>
              {index > 0 ? ' ' : null}
              <span className="block">{line}</span>
            </Fragment>
          ))}
        </span>,
        document.body,
      )}
    </>
  );
}
