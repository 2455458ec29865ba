// Verification (spec section 2): where the screen is, as a street address or as coordinates
// (spec section 5: `Lat/Lng are required` unless address mode applies), and the screen image.
// Batch mode shows only the image: each CSV line carries its own location.
import { useWatch } from 'react-hook-form';
import { SelectInput, TextInput } from '@/components/form/fields';
import { RadioGroupInput } from '@/components/form/radio-group-input';
import { US_STATES } from '@/data/us-states';
import type { PlacementFormValues } from '@/features/placements/form/placement-form';
import { SceneImageInput } from '@/features/placements/form/steps/scene-image-input';
import type { PlacementWizardMode } from '@/features/placements/form/wizard-mode';

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

function Address() {
  return (
    <>
      <TextInput<PlacementFormValues>
        name="line1"
        label="Address line 1"
        required
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
          required
          autoComplete="address-level2"
        />
        <SelectInput<PlacementFormValues> name="state" label="State" required>
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
          required
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
      <SceneImageInput hint="Used for every imported placement. Each CSV line gives its own location." />
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
          <Address />
          <Coordinates required={false} />
        </>
      )}
      <SceneImageInput />
    </>
  );
}
