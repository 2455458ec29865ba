// Capabilities (PLC-CAPABILITIES, single mode only): the player device, the screen resolution (a
// common DOOH size or a custom one) and whether it plays sound.
import { useWatch } from 'react-hook-form';
import { CheckboxInput, SelectInput, TextInput } from '@/components/form/fields';
import {
  CUSTOM_RESOLUTION,
  RESOLUTIONS,
  type PlacementFormValues,
} from '@/features/placements/placement-form';

export function CapabilitiesStep() {
  const resolution = useWatch<PlacementFormValues, 'resolution'>({ name: 'resolution' });
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput<PlacementFormValues> name="deviceMake" label="Device make" autoComplete="off" />
        <TextInput<PlacementFormValues>
          name="deviceModel"
          label="Device model"
          autoComplete="off"
        />
        <TextInput<PlacementFormValues> name="os" label="OS" autoComplete="off" />
        <TextInput<PlacementFormValues> name="osVersion" label="OS version" autoComplete="off" />
      </div>
      <TextInput<PlacementFormValues> name="userAgent" label="User agent" autoComplete="off" />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectInput<PlacementFormValues> name="resolution" label="Resolution">
          <option value="">Not specified</option>
          {RESOLUTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          <option value={CUSTOM_RESOLUTION}>Custom…</option>
        </SelectInput>
        {resolution === CUSTOM_RESOLUTION ? (
          <TextInput<PlacementFormValues>
            name="customResolution"
            label="Custom resolution"
            required
            placeholder="1920x1080"
            autoComplete="off"
            hint="Width x height in pixels, e.g. 1920x1080."
          />
        ) : null}
      </div>
      <CheckboxInput<PlacementFormValues> name="supportsAudio" label="Supports audio" />
    </>
  );
}
