// A row's `⋮` button. The menu behind it (Headless UI's menu with its positioning, about 30 KB
// gzip) is not part of the list's first load: it loads when a pointer or focus reaches the
// button, which then becomes the menu's own; a press before it has loaded opens the menu once
// it has.
import { EllipsisVerticalIcon } from '@heroicons/react/20/solid';
import { lazy, Suspense, useRef, useState, type ComponentType } from 'react';
import { iconButtonClass } from '@/components/ui/button';
import type { CampaignRowActionsProps } from '@/features/campaigns/components/list/campaign-row-actions';
import { messageOf } from '@/lib/http/api-error';
import { toastError } from '@/lib/toasts/toasts';
import { chunkLoader } from '@/lib/versions/lazy-component';

let loading: Promise<{ default: ComponentType<CampaignRowActionsProps> }> | undefined;

function loadRowActions() {
  loading ??= chunkLoader
    .load(() => import('@/features/campaigns/components/list/campaign-row-actions'), 'row menu')
    .then(
      (module) => ({ default: module.CampaignRowActions }),
      (error: unknown) => {
        loading = undefined; // the next intent tries again
        throw error;
      },
    );
  return loading;
}

// Rendered only once loadRowActions() has resolved, so it never fails for good.
const RowActions = lazy(loadRowActions);

type Stage = 'button' | 'menu' | 'focus' | 'open';

export function CampaignRowMenu({ campaign }: Pick<CampaignRowActionsProps, 'campaign'>) {
  const [stage, setStage] = useState<Stage>('button');
  const stand = useRef<HTMLButtonElement>(null);
  // Between a pointer's press and its click the stand-in stays: swapped mid-press, the press
  // would start on one button and end on another, and no click would open either.
  const pressing = useRef(false);
  const prepare = (pressed: boolean) =>
    void loadRowActions().then(
      () =>
        setStage((now) => {
          if (pressed || now === 'open') return 'open';
          if (pressing.current) return now;
          // The menu's button takes the focus the stand-in had.
          return stand.current === document.activeElement ? 'focus' : 'menu';
        }),
      // A press whose menu cannot load says so (an intent's failure is retried by the next one).
      (error: unknown) => {
        if (pressed) toastError(messageOf(error), { id: 'row-menu' });
      },
    );
  const trigger = (
    <button
      ref={stand}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => prepare(false)}
      onFocus={() => prepare(false)}
      onTouchStart={() => prepare(false)}
      onPointerDown={() => {
        pressing.current = true;
      }}
      onPointerLeave={() => {
        pressing.current = false;
      }}
      onClick={() => {
        pressing.current = false;
        prepare(true);
      }}
      className={iconButtonClass('ghost')}
    >
      <EllipsisVerticalIcon aria-hidden="true" className="size-5" />
      <span className="sr-only">Actions for {campaign.name}</span>
    </button>
  );
  if (stage === 'button') return trigger;
  return (
    <Suspense fallback={trigger}>
      <RowActions
        campaign={campaign}
        mountWith={stage === 'focus' || stage === 'open' ? stage : undefined}
      />
    </Suspense>
  );
}
