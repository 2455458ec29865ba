// "Auto-approval rules": the publisher's rules, each with its advertiser, the day it was added
// (and for an Admin, whose list mixes them, the publisher) and Remove (asked first: later
// creatives from that advertiser wait for review again).
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QueryState, type QueryStateSource } from '@/components/ui/query-state';
import { EmptyState } from '@/components/ui/empty-state';
import { useDeleteReviewRule } from '@/api/review-rules';
import { formatDate } from '@/lib/text/format';
import { messageOf } from '@/lib/http/api-error';
import { toastSuccess } from '@/lib/toasts/toast';
import type { ReviewRule } from '@/types/api';
import {
  NO_RULES,
  NO_RULES_HINT,
  REMOVE,
  RULE_REMOVED,
  RULES_INTRO,
  RULES_LOAD_ERROR,
  RULES_TITLE,
} from '@/features/reviews/messages';
import { ConfirmDialog } from '@/components/ui/modal';

function RemoveRuleDialog({ rule, onClose }: { rule: ReviewRule | null; onClose: () => void }) {
  const remove = useDeleteReviewRule();
  const name = rule?.advertiser.name ?? '';
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!rule) return;
    remove
      .mutateAsync(rule.id)
      .then(() => {
        toastSuccess(RULE_REMOVED);
        close();
      })
      // Said in the dialog (and toasted); the question stays open for another try.
      .catch(() => undefined);
  };
  return (
    <ConfirmDialog
      open={rule !== null}
      onClose={close}
      title="Remove this auto-approval rule?"
      description={`New creatives from ${name} will wait for your review again. Creatives already approved stay approved.`}
      confirmLabel={REMOVE}
      confirmVariant="danger"
      busy={remove.isPending}
      error={remove.error ? messageOf(remove.error) : null}
      onConfirm={confirm}
    />
  );
}

function RuleList({ rules, showPublisher }: { rules: ReviewRule[]; showPublisher: boolean }) {
  const [removing, setRemoving] = useState<ReviewRule | null>(null);
  return (
    <>
      <ul aria-label={RULES_TITLE} className="divide-y divide-gray-200">
        {rules.map((rule) => (
          <li
            key={rule.id}
            aria-label={rule.advertiser.name}
            className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
          >
            <div className="min-w-0">
              <p className="text-sm font-medium [overflow-wrap:anywhere] text-gray-900">
                {rule.advertiser.name}
              </p>
              {showPublisher && rule.publisher ? (
                <p className="text-xs [overflow-wrap:anywhere] text-gray-600">
                  {rule.publisher.name}
                </p>
              ) : null}
              <p className="text-xs text-gray-600">
                Added <time dateTime={rule.createdAt}>{formatDate(rule.createdAt)}</time>
              </p>
            </div>
            <Button
              variant="secondary"
              className="shrink-0"
              aria-label={`${REMOVE} the rule for ${rule.advertiser.name}`}
              onClick={() => setRemoving(rule)}
            >
              {REMOVE}
            </Button>
          </li>
        ))}
      </ul>
      <RemoveRuleDialog rule={removing} onClose={() => setRemoving(null)} />
    </>
  );
}

export function RulesPanel({
  query,
  showPublisher,
}: {
  query: QueryStateSource<ReviewRule[]>;
  showPublisher: boolean;
}) {
  return (
    <Card title={RULES_TITLE}>
      <p className="mb-4 text-sm text-gray-600">{RULES_INTRO}</p>
      <QueryState
        query={query}
        loadingLabel="Loading rules…"
        errorTitle={RULES_LOAD_ERROR}
        empty={<EmptyState title={NO_RULES} description={NO_RULES_HINT} />}
      >
        {(rules) => <RuleList rules={rules} showPublisher={showPublisher} />}
      </QueryState>
    </Card>
  );
}
