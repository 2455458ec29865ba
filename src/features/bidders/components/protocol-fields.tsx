// Each protocol's settings (BID-ADOMNI, BID-BROADSIGN, BID-VAST-URL to BID-RTB-MIN-FLOOR), bound
// by name under the protocol's name.
import {
  CheckboxInput,
  SelectInput,
  TextInput,
  type TextInputProps,
} from '@/components/form/fields';
import { SecretInput } from '@/components/form/secret-input';
import type { BidderFormValues } from '@/features/bidders/bidder-schema';
import {
  BURL_CALL_ACTIONS,
  DOOH_MODES,
  LURL_CALL_ACTIONS,
  NURL_CALL_ACTIONS,
  PRIMARY_ID_TYPES,
} from '@/rules/bidder-rules';

/** How the URL field hands its element and cursor to the macro panel. */
export type UrlFieldBinding = Required<
  Pick<TextInputProps<BidderFormValues>, 'inputRef' | 'onBlur'>
>;

function Options({ values }: { values: readonly string[] }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {value}
    </option>
  ));
}

/** A protocol's bidder URL: required, and the macro panel inserts at its cursor. */
function UrlInput({
  name,
  label,
  hint,
  binding,
}: {
  name: 'Vast.url' | 'OpenRtb.url';
  label: string;
  hint: string;
  binding: UrlFieldBinding;
}) {
  return (
    <TextInput<BidderFormValues>
      name={name}
      label={label}
      required
      type="url"
      inputMode="url"
      autoComplete="off"
      spellCheck={false}
      hint={hint}
      {...binding}
    />
  );
}

/**
 * BID-SECRET-WRITE-ONLY: a protocol's key: the saved one as `•••• 1a2b` with Replace (`saved`:
 * its last four), else a password input.
 */
export function AdomniFields({ saved }: { saved: string | null }) {
  return (
    <SecretInput<BidderFormValues>
      name="Adomni.ownerKey"
      label="Owner Key"
      required
      saved={saved}
    />
  );
}

export function BroadsignFields({ saved }: { saved: string | null }) {
  return (
    <SecretInput<BidderFormValues> name="Broadsign.apiKey" label="API Key" required saved={saved} />
  );
}

export function VastFields({ urlBinding }: { urlBinding: UrlFieldBinding }) {
  return (
    <div className="space-y-6">
      <UrlInput
        name="Vast.url"
        label="URL"
        hint="The VAST tag URL. Insert macros from the URL macros list."
        binding={urlBinding}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextInput<BidderFormValues>
          name="Vast.priceSettings.fixedCpm"
          label="Fixed CPM ($)"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          hint="Optional. Leave empty to use the price of each VAST response."
        />
        <SelectInput<BidderFormValues> name="Vast.primaryIdType" label="Primary ID type" required>
          <Options values={PRIMARY_ID_TYPES} />
        </SelectInput>
      </div>
      <CheckboxInput<BidderFormValues>
        name="Vast.priceSettings.cpmIncludesMultiplier"
        label="CPM includes multiplier"
        hint="Check when the CPM already accounts for the screen's audience multiplier."
      />
    </div>
  );
}

/**
 * The three notices a bidder can be called with, each with its call action and flags
 * (BID-RTB-NURL, BID-RTB-BURL, BID-RTB-LURL, BID-RTB-PRICE-FLAGS).
 */
const NOTICES = [
  {
    key: 'nurl',
    abbr: 'NURL',
    legend: 'Win notice (NURL)',
    description: 'Called when the bidder wins.',
    actions: NURL_CALL_ACTIONS,
  },
  {
    key: 'burl',
    abbr: 'BURL',
    legend: 'Billing notice (BURL)',
    description: 'Called when the ad is billed.',
    actions: BURL_CALL_ACTIONS,
  },
  {
    key: 'lurl',
    abbr: 'LURL',
    legend: 'Loss notice (LURL)',
    description: 'Called when the bidder loses.',
    actions: LURL_CALL_ACTIONS,
  },
] as const;

function NoticeFields({ notice }: { notice: (typeof NOTICES)[number] }) {
  const path = `OpenRtb.notifSettings.${notice.key}` as const;
  return (
    <fieldset className="rounded-md border border-gray-200 p-4">
      <legend className="px-1 text-sm font-semibold text-gray-900">{notice.legend}</legend>
      <p className="mb-4 text-xs text-gray-600">{notice.description}</p>
      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <SelectInput<BidderFormValues>
          name={`${path}.callAction`}
          label={`${notice.abbr} call action`}
        >
          <Options values={notice.actions} />
        </SelectInput>
        <div className="space-y-3 sm:pt-7">
          <CheckboxInput<BidderFormValues>
            name={`${path}.includeWinningPrice`}
            label={`Include winning price in ${notice.abbr}`}
          />
          {notice.key === 'lurl' ? (
            <CheckboxInput<BidderFormValues>
              name="OpenRtb.notifSettings.lurl.excludeLossReason"
              label="Exclude loss reason from LURL"
            />
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}

export function OpenRtbFields({ urlBinding }: { urlBinding: UrlFieldBinding }) {
  return (
    <div className="space-y-6">
      <UrlInput
        name="OpenRtb.url"
        label="Bidder URL"
        hint="The OpenRTB endpoint of the service. Insert macros from the URL macros list."
        binding={urlBinding}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <SelectInput<BidderFormValues> name="OpenRtb.doohMode" label="DOOH mode" required>
          <Options values={DOOH_MODES} />
        </SelectInput>
        <TextInput<BidderFormValues>
          name="OpenRtb.minBidFloor"
          label="Min Bid Floor ($ CPM)"
          required
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
        />
      </div>
      <div className="space-y-4">
        {NOTICES.map((notice) => (
          <NoticeFields key={notice.key} notice={notice} />
        ))}
      </div>
    </div>
  );
}

// BID-ANIVIEW
export function AniviewNote() {
  return (
    <p className="text-sm text-gray-700">
      Aniview bidders are set up by the exchange team: their protocol settings are not edited in the
      console and are saved back unchanged. The general settings above can be changed.
    </p>
  );
}
