// CRE-ADMIN-UPLOAD: an Admin's /creatives holds every advertiser's creatives, and an upload there
// is for the advertiser chosen here (a creative of the exchange's own account no campaign could
// use). A buyer uploads for its own account and never sees this.
import { useAdvertisers } from '@/api/accounts';
import { SelectField } from '@/components/ui/fields';
import { InlineLoadError } from '@/components/ui/inline-load-error';
import { UPLOAD_FOR, UPLOAD_FOR_FAILED } from '@/features/creatives/messages';

export function UploadAccountField({
  value,
  onChange,
}: {
  value: string;
  onChange: (accountId: string) => void;
}) {
  const advertisers = useAdvertisers();
  // The list failed: the field's place says so, with Retry in place (as every field does).
  if (advertisers.isError && !advertisers.data) {
    return (
      <InlineLoadError
        message={UPLOAD_FOR_FAILED}
        retrying={advertisers.isFetching}
        onRetry={() => void advertisers.refetch()}
      />
    );
  }
  return (
    <SelectField
      label={UPLOAD_FOR}
      value={value}
      disabled={!advertisers.data}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">
        {advertisers.isPending ? 'Loading advertisers…' : 'Choose an advertiser'}
      </option>
      {advertisers.data?.map((account) => (
        <option key={account.id} value={account.id}>
          {account.name}
        </option>
      ))}
    </SelectField>
  );
}
