import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { SelectField, TextField } from '@/components/ui/fields';
import {
  ACCOUNT_KINDS,
  MAX_DSP_FEE_PERCENT,
  type AccountFormValues,
} from '@/features/accounts/account-schema';

/** The account's own fields, shared by the create and edit forms. */
export function AccountFields({
  register,
  errors,
}: {
  register: UseFormRegister<AccountFormValues>;
  errors: FieldErrors<AccountFormValues>;
}) {
  return (
    <div className="grid grid-cols-1 gap-6 sm:grid-cols-6">
      <TextField
        label="Account name"
        required
        autoComplete="organization"
        containerClassName="sm:col-span-6"
        error={errors.name?.message}
        {...register('name')}
      />
      <SelectField
        label="Kind"
        required
        containerClassName="sm:col-span-3"
        hint="Advertisers buy (DSP), publishers sell (SSP); the exchange runs the marketplace."
        error={errors.kind?.message}
        {...register('kind')}
      >
        <option value="">Choose a kind…</option>
        {ACCOUNT_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {kind}
          </option>
        ))}
      </SelectField>
      <TextField
        label="DSP fee (%)"
        type="number"
        inputMode="decimal"
        min={0}
        max={MAX_DSP_FEE_PERCENT}
        step="0.01"
        required
        containerClassName="sm:col-span-3"
        hint={`The exchange's share of this account's campaign budgets, 0 to ${MAX_DSP_FEE_PERCENT}%.`}
        error={errors.dspFeePercent?.message}
        {...register('dspFeePercent')}
      />
    </div>
  );
}
