import { Button } from '@/components/ui/button';

/** A field's options failed to load: a compact error with Retry, in the field's place. */
export function InlineLoadError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
      <p>{message}</p>
      <Button variant="secondary" className="mt-2" loading={retrying} onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
