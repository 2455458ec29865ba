import { Button, ButtonLink } from '@/components/ui/button';

/** Cancel and Save; Save is disabled and shows a spinner while the request runs. */
export function FormActions({ cancelTo, saving }: { cancelTo: string; saving: boolean }) {
  return (
    <div className="mt-6 flex justify-end gap-3">
      <ButtonLink
        to={cancelTo}
        variant="secondary"
        aria-disabled={saving || undefined}
        className={saving ? 'pointer-events-none opacity-60' : ''}
      >
        Cancel
      </ButtonLink>
      <Button type="submit" loading={saving}>
        Save
      </Button>
    </div>
  );
}
