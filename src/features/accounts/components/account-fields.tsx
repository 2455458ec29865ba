// The account forms' fields, bound by name to the enclosing <Form>: each shows its own error.
import { SelectInput, TextInput } from '@/components/form/fields';
import type { Role } from '@/types/api';
import {
  ACCOUNT_KINDS,
  MAX_DSP_FEE_PERCENT,
  type AccountCreateFormValues,
  type AccountFormValues,
} from '@/features/accounts/account-schema';

/** A select's options: the empty choice a required select starts on, then the values. */
function Choices({ placeholder, values }: { placeholder: string; values: readonly string[] }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {value}
        </option>
      ))}
    </>
  );
}

/** The account's own fields, shared by the create and edit forms. */
export function AccountFields() {
  return (
    <div className="grid grid-cols-1 gap-6 sm:grid-cols-6">
      <TextInput<AccountFormValues>
        name="name"
        label="Account name"
        required
        autoComplete="organization"
        containerClassName="sm:col-span-6"
      />
      <SelectInput<AccountFormValues>
        name="kind"
        label="Kind"
        required
        containerClassName="sm:col-span-3"
        hint="Advertisers buy (DSP), publishers sell (SSP); the exchange runs the marketplace."
      >
        <Choices placeholder="Choose a kind…" values={ACCOUNT_KINDS} />
      </SelectInput>
      <TextInput<AccountFormValues>
        name="dspFeePercent"
        label="DSP fee (%)"
        // Text, not type="number": a number input takes `1e1` as 10 (FORM-NUMBER-TEXT).
        inputMode="decimal"
        required
        containerClassName="sm:col-span-3"
        hint={`The exchange's share of this account's campaign budgets, 0 to ${MAX_DSP_FEE_PERCENT}%.`}
      />
    </div>
  );
}

/** The new account's owner, invited with it; `roles` are those the chosen kind allows. */
export function OwnerFields({ roles }: { roles: readonly Role[] }) {
  return (
    <div className="grid grid-cols-1 gap-6 sm:grid-cols-6">
      <TextInput<AccountCreateFormValues>
        name="ownerName"
        label="Owner name"
        required
        autoComplete="off"
        containerClassName="sm:col-span-3"
      />
      <TextInput<AccountCreateFormValues>
        name="ownerEmail"
        label="Owner email"
        type="email"
        required
        autoComplete="off"
        containerClassName="sm:col-span-3"
      />
      <SelectInput<AccountCreateFormValues>
        name="ownerRole"
        label="Owner role"
        required
        containerClassName="sm:col-span-3"
        hint="Admin is available for Exchange accounts only."
      >
        <Choices placeholder="Choose a role…" values={roles} />
      </SelectInput>
    </div>
  );
}
