// CRE-REVIEWS in the campaign wizard (Ad Creatives and Launch): each chosen creative's reviews
// by publisher, so a buyer knows before launching what is Pending, Approved or Rejected and
// why, and can replace a rejected creative's file without leaving (CRE-REPLACE-FILE).
import { useReplaceCreativeFile, useCreativeReviews } from '@/api/creatives';
import { CreativeReviews } from '@/components/creative/creative-reviews';
import type { Creative } from '@/types/api';

export const CHOSEN_REVIEWS_TITLE = 'Reviews of the chosen creatives';

function ChosenCreative({
  creative,
  replace,
}: {
  creative: Creative;
  replace: (id: string, file: File) => Promise<unknown>;
}) {
  const reviews = useCreativeReviews(creative.id);
  return (
    <CreativeReviews
      creativeName={creative.name}
      title={creative.name}
      query={reviews}
      replace={(file) => replace(creative.id, file)}
    />
  );
}

/** Nothing while no creative is chosen. */
export function ChosenCreativeReviews({ creatives }: { creatives: readonly Creative[] }) {
  const replace = useReplaceCreativeFile();
  if (creatives.length === 0) return null;
  return (
    <section
      aria-labelledby="chosen-creative-reviews"
      className="space-y-4 rounded-md border border-gray-200 p-4"
    >
      <h3 id="chosen-creative-reviews" className="text-sm font-medium text-gray-900">
        {CHOSEN_REVIEWS_TITLE}
      </h3>
      {creatives.map((creative) => (
        <ChosenCreative key={creative.id} creative={creative} replace={replace} />
      ))}
    </section>
  );
}
