// CRE-ADMIN-UPLOAD: an Admin's /creatives holds every advertiser's creatives, and an upload there
// is for the advertiser chosen here (a creative of the exchange's own account no campaign could
// use). A buyer uploads for its own account and never sees this.
import { useAdvertisers } from '@/api/accounts';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/fields';
import { UPLOAD_FOR, UPLOAD_FOR_FAILED } from '@/features/creatives/messages';

export function UploadAccountField({
  value,
  onChange,
}: {
  value: string;
  onChange: (accountId: string) => void;
}) {
  const advertisers = useAdvertisers();
  return (
    <div className="space-y-2">
      <SelectField
        label={UPLOAD_FOR}
        value={value}
        disabled={!advertisers.data}
        error={advertisers.isError ? UPLOAD_FOR_FAILED : undefined}
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
      {/* The list failed: the field says so, and Retry asks again in place. */}
      {advertisers.isError ? (
        <Button
          variant="secondary"
          loading={advertisers.isFetching}
          onClick={() => void advertisers.refetch()}
        >
          Retry
        </Button>
      ) : null}
    </div>
  );
}
