import { DayPartGrid } from '@/components/ui/day-part-grid';
import { Card } from '@/components/ui/card';
import { formatMoney } from '@/lib/text/format';
import type { Campaign } from '@/types/api';
import type { DayPartFallbackStrategy } from '@/types/wire';
import { FactList } from '@/components/ui/fact-list';
import { formatWindowDay } from '@/features/campaigns/campaign-format';

/** CMP-FALLBACK: the fallback strategies in words. */
export const FALLBACK_TEXT: Record<DayPartFallbackStrategy, string> = {
  campaignDefault: 'Use the campaign CPM outside day-parts',
  dayPartsOnly: 'Run only during day-parts',
};

/**
 * CMP-DETAIL-SCHEDULE: the flight, the fallback strategy and the day-parts as a heatmap of CPMs.
 */
export function ScheduleSection({ campaign }: { campaign: Campaign }) {
  const { schedule } = campaign;
  const dayParts = schedule?.dayParts ?? [];
  const fallback = schedule?.dayPartFallbackStrategy ?? 'campaignDefault';
  return (
    <Card title="Schedule">
      <FactList
        facts={[
          { label: 'Start', value: formatWindowDay(schedule?.window?.dateStart) },
          { label: 'End', value: formatWindowDay(schedule?.window?.dateEnd) },
          {
            label: 'Outside day-parts',
            value: FALLBACK_TEXT[fallback] ?? FALLBACK_TEXT.campaignDefault,
          },
        ]}
      />
      <div className="mt-5">
        {dayParts.length === 0 ? (
          <p className="text-sm text-gray-600">
            No day-parts: the campaign runs every hour of the week at its CPM.
          </p>
        ) : (
          <DayPartGrid
            label="Day-parts"
            cells={dayParts.map((part) => ({
              weekday: part.weekday,
              hour: part.hour,
              value: part.bidCpmOverride,
            }))}
            baseValue={campaign.bidCpm}
            formatValue={formatMoney}
          />
        )}
      </div>
    </Card>
  );
}
