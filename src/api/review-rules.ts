// Auto-approval rules (docs/api.md, "Reviews"; REV-RULES, REV-ALWAYS-APPROVE, REV-RULE-EFFECT):
// a publisher's rule per advertiser, made from the pending reviews its question counted. A new
// rule approves them at once, so the queues and the creatives change; removing one changes only
// later submissions.
import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  type MutationFunctionContext,
} from '@tanstack/react-query';
import { api } from '@/lib/http/api-client';
import { ApiError, messageOf } from '@/lib/http/api-error';
import { sendAgainIfUnknown, withSaveKey } from '@/lib/saving/save-request';
import type { ReviewRule } from '@/types/api';
import { creativeKeys, reviewKeys } from '@/api/keys';
import { listFrom, segment } from '@/api/list';
import type { ListItem, Reply, RequestBody } from '@/api/operations';
import { changeHeaders, FORM_PATH, idempotencyHeaders } from '@/api/rest';

export async function getReviewRules(): Promise<ListItem<'getReviewRules'>[]> {
  return listFrom<ListItem<'getReviewRules'>>(await api.get<unknown>('/reviews/rules'), 'rules');
}

/** What `Always approve this advertiser` confirmed (REV-ALWAYS-APPROVE). */
interface ReviewRuleConfirmation {
  /** The card's publisher (an Admin's queue mixes them); absent: the caller's own. */
  publisherAccountId?: string | undefined;
  /** The pending reviews it counted: a set that differs on the server is a 409, no rule. */
  expectedPendingIds: readonly string[];
}

/**
 * POST /reviews/rules: the rule (an existing one comes back as it is). One logical save per
 * publisher and advertiser: a lost reply is sent once more with its key; a 409 is a definite
 * answer. Without a confirmation: the caller's own publisher, whatever is pending.
 */
export function createReviewRule(
  advertiserId: string,
  confirmed?: ReviewRuleConfirmation,
): Promise<Reply<'createReviewRule'>> {
  const publisherAccountId = confirmed?.publisherAccountId;
  const body = {
    advertiserId,
    ...(publisherAccountId ? { publisherAccountId } : {}),
    ...(confirmed ? { expectedPendingIds: [...confirmed.expectedPendingIds] } : {}),
  } satisfies RequestBody<'createReviewRule'>;
  const scope = `review-rule.new.${publisherAccountId ?? 'own'}.${advertiserId}`;
  return withSaveKey(scope, body, (idempotencyKey) =>
    sendAgainIfUnknown(
      () =>
        api.post<Reply<'createReviewRule'>>('/reviews/rules', body, {
          headers: { ...idempotencyHeaders(idempotencyKey), ...changeHeaders(FORM_PATH) },
        }),
      { key: idempotencyKey },
    ),
  );
}

/** A rule's 409: the pending set changed since it was counted; no rule was made. */
const pendingChanged = (error: unknown) => error instanceof ApiError && error.status === 409;

export const PENDING_CHANGED = 'Pending creatives changed: check the new count and confirm again.';

/** A rule's failure as it is said: a changed pending set asks again, else the server's message. */
export const ruleFailureMessage = (error: unknown): string =>
  pendingChanged(error) ? PENDING_CHANGED : messageOf(error);

/**
 * POST /reviews/rules/{id}/delete: 204, nothing to read. One key per rule (MANY-SAVE-KEY): a lost
 * reply is sent once more with it, and the server asked after a second loss (MANY-OUTCOME). A
 * rule that is gone already (a colleague removed it, or a lost send did) is the state asked for
 * (MANY-ALREADY): no failure.
 */
export async function deleteReviewRule(id: string): Promise<Reply<'deleteReviewRule'>> {
  const path = `/reviews/rules/${segment(id)}/delete`;
  try {
    await withSaveKey(`review-rule.delete.${id}`, { id }, (idempotencyKey) =>
      sendAgainIfUnknown(
        () =>
          api.post<Reply<'deleteReviewRule'>>(path, undefined, {
            headers: { ...idempotencyHeaders(idempotencyKey), ...changeHeaders(FORM_PATH) },
          }),
        { key: idempotencyKey },
      ),
    );
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

export const reviewRulesQueryOptions = () =>
  queryOptions({ queryKey: reviewKeys.rules(), queryFn: getReviewRules });

export const useReviewRules = () => useQuery(reviewRulesQueryOptions());

/**
 * A new rule approves the advertiser's pending reviews: the queues and creatives change. A 409
 * reads the queues again before it settles: asked again, the question counts the server's.
 */
export const createReviewRuleMutation = mutationOptions({
  mutationFn: ({ advertiserId, ...confirmed }: ReviewRuleConfirmation & { advertiserId: string }) =>
    createReviewRule(advertiserId, confirmed),
  meta: { invalidates: [reviewKeys.all, creativeKeys.all], errorMessage: ruleFailureMessage },
  onError: (error: unknown, _v, _r, { client }: MutationFunctionContext) =>
    pendingChanged(error) ? client.invalidateQueries({ queryKey: reviewKeys.lists() }) : undefined,
  onSuccess: (rule: ReviewRule, _v, _r, { client }: MutationFunctionContext) => {
    // A 2xx without the rule is a success too: the invalidated rules are fetched again.
    if (typeof rule?.id !== 'string') return;
    client.setQueryData<ReviewRule[]>(
      reviewKeys.rules(),
      (rules) => rules && (rules.some((kept) => kept.id === rule.id) ? rules : [...rules, rule]),
    );
  },
});
/** Only later submissions change: the rules list alone. */
export const deleteReviewRuleMutation = mutationOptions({
  mutationFn: deleteReviewRule,
  meta: { invalidates: [reviewKeys.rules()] },
  onSuccess: (_reply: void, id: string, _r, { client }: MutationFunctionContext) => {
    client.setQueryData<ReviewRule[]>(reviewKeys.rules(), (rules) =>
      rules?.filter((rule) => rule.id !== id),
    );
  },
});

export const useCreateReviewRule = () => useMutation(createReviewRuleMutation);
export const useDeleteReviewRule = () => useMutation(deleteReviewRuleMutation);
