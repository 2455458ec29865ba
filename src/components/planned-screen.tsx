import { PageHeader } from '@/components/ui/page-header';

/** A screen whose issue has not landed yet: its title in the layout, nothing pretended. */
export function PlannedScreen({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <p className="text-sm text-gray-600">
        This screen is not available in this version of the console yet.
      </p>
    </>
  );
}
