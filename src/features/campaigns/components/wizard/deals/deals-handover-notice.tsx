// The hand-over from a deal's page (`/campaigns/create?deals=MQ-...`): once the offered deals
// are known, a Deal ID the account cannot choose (unknown, not offered, paused, ended, or not a
// Deal ID at all) is taken out of the choice, and a notice says which and why. Without any deal
// left, `Only run on these deals` (which the hand-over turned on) goes off again.
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { CampaignFormValues } from '@/features/campaigns/campaign-form';
import type { CampaignSchemaContext } from '@/features/campaigns/campaign-schema';
import { checkHandoverDeals } from '@/features/campaigns/deal-choice';
import { DEALS_LEFT_OUT } from '@/features/campaigns/messages';
import { localIsoDate } from '@/lib/text/dates';
import { useOfferedDeals } from '@/features/campaigns/hooks/use-offered-deals';

interface DealsHandoverNoticeProps {
  /** The link's `?deals=` entries, as typed. */
  entries: readonly string[];
  accountId: string;
  form: UseFormReturn<CampaignFormValues, CampaignSchemaContext>;
}

export function DealsHandoverNotice({ entries, accountId, form }: DealsHandoverNoticeProps) {
  const offered = useOfferedDeals(accountId);
  const [leftOut, setLeftOut] = useState<string[]>([]);
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current || !offered.data) return;
    checked.current = true;
    const check = checkHandoverDeals(entries, offered.data, localIsoDate());
    if (check.leftOut.length === 0) return;
    const { setValue, getValues } = form;
    const kept = getValues('deals').filter((dealId) => check.kept.includes(dealId));
    setValue('deals', kept, { shouldDirty: true });
    if (kept.length === 0) setValue('dealsOnly', false, { shouldDirty: true });
    setLeftOut(check.leftOut);
  }, [entries, offered.data, form]);

  if (leftOut.length === 0) return null;
  return (
    <div
      role="status"
      className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <p className="font-medium">{DEALS_LEFT_OUT}</p>
      <ul className="mt-1 list-disc pl-5 break-words">
        {leftOut.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
