// Audience (PLC-AUDIENCE): impression multiplier (audience per play, > 0), average dwell time,
// weekly visitors, and the operating hours on the same 7 x 24 grid as campaign day-parts
// (PLC-HOURS).
import { useController } from 'react-hook-form';
import { TextInput } from '@/components/form/fields';
import { DayPartGrid } from '@/components/ui/day-part-grid';
import type { PlacementFormValues } from '@/features/placements/placement-form';
import type { PlacementWizardMode } from '@/features/placements/wizard-mode';

function OperatingHours() {
  const { field } = useController<PlacementFormValues, 'operatingHours'>({
    name: 'operatingHours',
  });
  return (
    <DayPartGrid
      id="operating-hours"
      label="Operating hours"
      mode="hours"
      cells={field.value}
      onChange={(cells) => field.onChange(cells)}
      onBlur={field.onBlur}
    />
  );
}

export function AudienceStep({ mode }: { mode: PlacementWizardMode }) {
  return (
    <>
      {mode === 'batch' ? (
        <p className="text-sm text-gray-700">
          The placements the file creates get this audience and these operating hours; the ones it
          updates keep their own.
        </p>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-3">
        <TextInput<PlacementFormValues>
          name="impressionMultiplier"
          label="Impression multiplier"
          required
          inputMode="decimal"
          autoComplete="off"
          hint="People who see one play."
        />
        <TextInput<PlacementFormValues>
          name="dwellTimeSecs"
          label="Average dwell time (seconds)"
          inputMode="numeric"
          autoComplete="off"
        />
        <TextInput<PlacementFormValues>
          name="weeklyVisitors"
          label="Weekly visitors"
          inputMode="numeric"
          autoComplete="off"
        />
      </div>
      <OperatingHours />
    </>
  );
}
