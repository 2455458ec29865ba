// What the reviews screen reads first (ROUTE-LOADERS), as the very query options it uses.
import { reviewsQueryOptions } from '@/api/reviews';
import { reviewRulesQueryOptions } from '@/api/review-rules';
import type { ScreenReads } from '@/config/screen-routes';
import type { ReviewStatus } from '@/types/api';

const REVIEW_TABS: readonly ReviewStatus[] = ['Pending', 'Approved', 'Rejected'];

// Every tab's count shows at once, so every queue is read.
export const reviews: ScreenReads = ({ read }) =>
  Promise.all([
    read(reviewRulesQueryOptions()),
    ...REVIEW_TABS.map((status) => read(reviewsQueryOptions(status))),
  ]);
