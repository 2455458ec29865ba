// Verification (PLC-LOCATION-MODE): where the screen is, as a street address or as coordinates
// (PLC-LATLNG: `Lat/Lng are required` unless address mode applies), and the screen image.
// Batch mode shows the same fields, all of them defaults (BATCH-DEFAULT-LOCATION): optional,
// checked when filled; a line with neither coordinates nor an address takes this location, and
// every created placement the image (no CSV column carries one; an updated one keeps its own).
import { useWatch } from 'react-hook-form';
import { SelectInput, TextInput } from '@/components/form/fields';
import { RadioGroupInput } from '@/components/form/radio-group-input';
import { US_STATES } from '@/data/us-states';
import type { PlacementFormValues } from '@/features/placements/placement-form';
import { SceneImageInput } from '@/features/placements/components/steps/scene-image-input';
import type { PlacementWizardMode } from '@/features/placements/wizard-mode';

/** Batch mode: the line above the fields. */
export const BATCH_VERIFICATION_NOTE =
  'Defaults for the file’s lines: a line with its own coordinates or address keeps its location, and a line with neither takes this one.';

const LOCATION_MODES = [
  { value: 'address', label: 'Street address', description: 'Coordinates are optional.' },
  { value: 'coordinates', label: 'Coordinates', description: 'Latitude and longitude.' },
] as const;

function Coordinates({ required }: { required: boolean }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextInput<PlacementFormValues>
        name="latitude"
        // The two are checked as a pair: fixing one clears the other's error while typing, so
        // no message vanishes on blur and shifts the button under the pointer.
        registerOptions={{ deps: ['longitude'] }}
        label="Latitude"
        required={required}
        inputMode="decimal"
        autoComplete="off"
        placeholder="40.7580"
      />
      <TextInput<PlacementFormValues>
        name="longitude"
        registerOptions={{ deps: ['latitude'] }}
        label="Longitude"
        required={required}
        inputMode="decimal"
        autoComplete="off"
        placeholder="-73.9855"
      />
    </div>
  );
}

function Address({ required }: { required: boolean }) {
  return (
    <>
      <TextInput<PlacementFormValues>
        name="line1"
        label="Address line 1"
        required={required}
        autoComplete="address-line1"
      />
      <TextInput<PlacementFormValues>
        name="line2"
        label="Address line 2"
        autoComplete="address-line2"
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextInput<PlacementFormValues>
          name="city"
          label="City"
          required={required}
          autoComplete="address-level2"
        />
        <SelectInput<PlacementFormValues> name="state" label="State" required={required}>
          <option value="">Choose a state</option>
          {US_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </SelectInput>
        <TextInput<PlacementFormValues>
          name="zip"
          label="Zip code"
          required={required}
          inputMode="numeric"
          maxLength={5}
          autoComplete="postal-code"
        />
      </div>
    </>
  );
}

export function VerificationStep({ mode }: { mode: PlacementWizardMode }) {
  const locationMode = useWatch<PlacementFormValues, 'locationMode'>({ name: 'locationMode' });
  if (mode === 'batch') {
    return (
      <>
        <p className="text-sm text-gray-700">{BATCH_VERIFICATION_NOTE}</p>
        <Address required={false} />
        <Coordinates required={false} />
        <SceneImageInput hint="Used for the placements the file creates; the ones it updates keep their own." />
      </>
    );
  }
  return (
    <>
      <RadioGroupInput<PlacementFormValues>
        name="locationMode"
        legend="Screen location"
        options={LOCATION_MODES}
        inline
      />
      {locationMode === 'coordinates' ? (
        <Coordinates required />
      ) : (
        <>
          <Address required />
          <Coordinates required={false} />
        </>
      )}
      <SceneImageInput />
    </>
  );
}
