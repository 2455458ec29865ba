// Each protocol's settings (spec sections 3 and 5), registered under the protocol's name.
import type { FocusEvent, ReactNode } from 'react';
import { useFormContext, type UseFormRegisterReturn } from 'react-hook-form';
import { CheckboxField, SelectField, TextField } from '@/components/ui/fields';
import type { BidderFormValues } from '@/features/bidders/bidder-schema';
import {
  BURL_CALL_ACTIONS,
  DOOH_MODES,
  LURL_CALL_ACTIONS,
  NURL_CALL_ACTIONS,
  PRIMARY_ID_TYPES,
} from '@/features/bidders/protocols';

/** How the URL field hands its element and cursor to the macro panel. */
export interface UrlFieldBinding {
  setElement: (element: HTMLInputElement | null) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
}

/** The URL field's register() props, also telling the macro panel its element and cursor. */
function bindUrl(url: UseFormRegisterReturn, binding: UrlFieldBinding) {
  return {
    ...url,
    ref: (element: HTMLInputElement | null) => {
      url.ref(element);
      binding.setElement(element);
    },
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      binding.onBlur(event);
      return url.onBlur(event);
    },
  };
}

function Options({ values }: { values: readonly string[] }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {value}
    </option>
  ));
}

export function AdomniFields() {
  const { register, formState } = useFormContext<BidderFormValues>();
  return (
    <TextField
      label="Owner Key"
      required
      autoComplete="off"
      error={formState.errors.Adomni?.ownerKey?.message}
      {...register('Adomni.ownerKey')}
    />
  );
}

export function BroadsignFields() {
  const { register, formState } = useFormContext<BidderFormValues>();
  return (
    <TextField
      label="API Key"
      required
      autoComplete="off"
      error={formState.errors.Broadsign?.apiKey?.message}
      {...register('Broadsign.apiKey')}
    />
  );
}

export function VastFields({ urlBinding }: { urlBinding: UrlFieldBinding }) {
  const { register, formState } = useFormContext<BidderFormValues>();
  const errors = formState.errors.Vast;
  const url = register('Vast.url');
  return (
    <div className="space-y-6">
      <TextField
        label="URL"
        required
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        hint="The VAST tag URL. Insert macros from the URL macros list."
        error={errors?.url?.message}
        {...bindUrl(url, urlBinding)}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label="Fixed CPM ($)"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          hint="Optional. Leave empty to use the price of each VAST response."
          error={errors?.priceSettings?.fixedCpm?.message}
          {...register('Vast.priceSettings.fixedCpm')}
        />
        <SelectField
          label="Primary ID type"
          required
          error={errors?.primaryIdType?.message}
          {...register('Vast.primaryIdType')}
        >
          <Options values={PRIMARY_ID_TYPES} />
        </SelectField>
      </div>
      <CheckboxField
        label="CPM includes multiplier"
        hint="Check when the CPM already accounts for the screen's audience multiplier."
        error={errors?.priceSettings?.cpmIncludesMultiplier?.message}
        {...register('Vast.priceSettings.cpmIncludesMultiplier')}
      />
    </div>
  );
}

function NotificationGroup({
  legend,
  description,
  children,
}: {
  legend: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="rounded-md border border-gray-200 p-4">
      <legend className="px-1 text-sm font-semibold text-gray-900">{legend}</legend>
      <p className="mb-4 text-xs text-gray-600">{description}</p>
      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">{children}</div>
    </fieldset>
  );
}

export function OpenRtbFields({ urlBinding }: { urlBinding: UrlFieldBinding }) {
  const { register, formState } = useFormContext<BidderFormValues>();
  const errors = formState.errors.OpenRtb;
  const notif = errors?.notifSettings;
  const url = register('OpenRtb.url');
  return (
    <div className="space-y-6">
      <TextField
        label="Bidder URL"
        required
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        hint="The OpenRTB endpoint of the service. Insert macros from the URL macros list."
        error={errors?.url?.message}
        {...bindUrl(url, urlBinding)}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <SelectField
          label="DOOH mode"
          required
          error={errors?.doohMode?.message}
          {...register('OpenRtb.doohMode')}
        >
          <Options values={DOOH_MODES} />
        </SelectField>
        <TextField
          label="Min Bid Floor ($ CPM)"
          required
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          error={errors?.minBidFloor?.message}
          {...register('OpenRtb.minBidFloor')}
        />
      </div>
      <div className="space-y-4">
        <NotificationGroup legend="Win notice (NURL)" description="Called when the bidder wins.">
          <SelectField
            label="NURL call action"
            error={notif?.nurl?.callAction?.message}
            {...register('OpenRtb.notifSettings.nurl.callAction')}
          >
            <Options values={NURL_CALL_ACTIONS} />
          </SelectField>
          <div className="space-y-3 sm:pt-7">
            <CheckboxField
              label="Include winning price in NURL"
              {...register('OpenRtb.notifSettings.nurl.includeWinningPrice')}
            />
          </div>
        </NotificationGroup>
        <NotificationGroup
          legend="Billing notice (BURL)"
          description="Called when the ad is billed."
        >
          <SelectField
            label="BURL call action"
            error={notif?.burl?.callAction?.message}
            {...register('OpenRtb.notifSettings.burl.callAction')}
          >
            <Options values={BURL_CALL_ACTIONS} />
          </SelectField>
          <div className="space-y-3 sm:pt-7">
            <CheckboxField
              label="Include winning price in BURL"
              {...register('OpenRtb.notifSettings.burl.includeWinningPrice')}
            />
          </div>
        </NotificationGroup>
        <NotificationGroup legend="Loss notice (LURL)" description="Called when the bidder loses.">
          <SelectField
            label="LURL call action"
            error={notif?.lurl?.callAction?.message}
            {...register('OpenRtb.notifSettings.lurl.callAction')}
          >
            <Options values={LURL_CALL_ACTIONS} />
          </SelectField>
          <div className="space-y-3 sm:pt-7">
            <CheckboxField
              label="Include winning price in LURL"
              {...register('OpenRtb.notifSettings.lurl.includeWinningPrice')}
            />
            <CheckboxField
              label="Exclude loss reason from LURL"
              {...register('OpenRtb.notifSettings.lurl.excludeLossReason')}
            />
          </div>
        </NotificationGroup>
      </div>
    </div>
  );
}

export function AniviewNote() {
  return (
    <p className="text-sm text-gray-700">
      Aniview bidders are set up by the exchange team: their protocol settings are not edited in the
      console and are saved back unchanged. The general settings above can be changed.
    </p>
  );
}
