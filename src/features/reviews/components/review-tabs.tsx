// Pending / Approved / Rejected (Headless UI tabs: arrow keys move between them), each with
// its count once its queue has loaded. The selected tab comes from, and goes to, the URL.
import { useState } from 'react';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { REVIEW_STATUSES, useReviews } from '@/api/reviews';
import type { Review, ReviewRule, ReviewStatus } from '@/types/api';
import { ReviewQueue, type RejectDrafts } from '@/features/reviews/components/review-queue';

function TabLabel({ status }: { status: ReviewStatus }) {
  const { data } = useReviews(status);
  return (
    <>
      {status}
      {/* The space keeps the accessible name `Pending 4`, not `Pending4`. */}
      {data ? ' ' : null}
      {data ? (
        <span className="group-data-selected:bg-brand-100 group-data-selected:text-brand-700 ml-2 rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700 tabular-nums">
          {data.length}
        </span>
      ) : null}
    </>
  );
}

export function ReviewTabs({
  status,
  onStatusChange,
  rules,
  showPublisher,
  onAlwaysApprove,
}: {
  status: ReviewStatus;
  onStatusChange: (status: ReviewStatus) => void;
  rules: readonly ReviewRule[];
  showPublisher: boolean;
  onAlwaysApprove: (review: Review) => void;
}) {
  // Here, not in a queue: a tab's queue is unmounted while another tab shows.
  const [drafts] = useState<RejectDrafts>(() => new Map());
  return (
    <TabGroup
      selectedIndex={REVIEW_STATUSES.indexOf(status)}
      onChange={(index) => onStatusChange(REVIEW_STATUSES[index] ?? status)}
      className="min-w-0"
    >
      <TabList
        aria-label="Review status"
        className="mb-5 flex gap-1 overflow-x-auto border-b border-gray-200"
      >
        {REVIEW_STATUSES.map((tab) => (
          <Tab
            key={tab}
            className="group focus-visible:outline-brand-600 data-selected:border-brand-600 data-selected:text-brand-700 -mb-px flex shrink-0 items-center border-b-2 border-transparent px-3 py-2.5 text-sm font-medium whitespace-nowrap text-gray-600 hover:border-gray-300 hover:text-gray-800 focus-visible:outline-2"
          >
            <TabLabel status={tab} />
          </Tab>
        ))}
      </TabList>
      <TabPanels>
        {REVIEW_STATUSES.map((tab) => (
          <TabPanel key={tab} className="focus-visible:outline-brand-600 focus-visible:outline-2">
            <ReviewQueue
              status={tab}
              rules={rules}
              showPublisher={showPublisher}
              onAlwaysApprove={onAlwaysApprove}
              drafts={drafts}
            />
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
