import { getDb } from '@/mocks/db';
import type { Creative, CreativeReviewList, Review } from '@/types/api';
import { pngBytes } from './media-fixtures';
import type { ErrorBody } from './campaign-fixtures';
import { ADMIN, call, DSP, SSP, tokenFor } from './helpers';

/** The publisher's decision on a review, from what its reviewer saw. */
async function approve(id: string, seen: Pick<Review, 'status' | 'submittedAt'>) {
  return call<Review & ErrorBody & { review: Review }>(`/reviews/${id}/approve`, {
    token: await tokenFor(SSP),
    body: { expectedStatus: seen.status, expectedSubmittedAt: seen.submittedAt },
  });
}

const reviewOf = (id: string) => getDb().reviews.find((found) => found.id === id)!;

async function reviewsOf(id: string, email = DSP) {
  return call<CreativeReviewList & ErrorBody>(`/creatives/${id}/reviews`, {
    token: await tokenFor(email),
  });
}

// Requirements checked here: CRE-REVIEWS.
describe('GET /creatives/{id}/reviews', () => {
  it('lists every publisher’s review of the buyer’s creative, by publisher, without who decided', async () => {
    const { status, data } = await reviewsOf('cr_5');
    expect(status).toBe(200);
    expect(data.reviews).toEqual([
      {
        publisher: { id: 'acc_northwind', name: 'Northwind Screens' },
        campaign: { id: 'cmp_5', name: expect.any(String) },
        status: 'Rejected',
        submittedAt: expect.any(String),
        // The seed's decision has its moment (the buyer's line shows the date).
        decidedAt: getDb().reviews.find((found) => found.id === 'rev_9')?.decidedAt,
        reason: 'The offer text is too small to read at viewing distance.',
      },
    ]);
    expect(Date.parse(data.reviews[0]?.decidedAt ?? '')).not.toBeNaN();
  });

  it('answers 404 for another account’s creative, any for an Admin, 403 for a publisher', async () => {
    expect((await reviewsOf('cr_9')).status).toBe(404);
    const admin = await reviewsOf('cr_9', ADMIN);
    expect(admin.data.reviews.map((review) => review.publisher.name)).toEqual([
      'Metro Transit Media',
      'Northwind Screens',
    ]);
    expect((await reviewsOf('cr_5', SSP)).status).toBe(403);
    expect((await reviewsOf('cr_nope')).status).toBe(404);
  });
});

async function replaceFile(id: string, width: number) {
  const form = new FormData();
  form.append('name', 'new.png');
  form.append(
    'body',
    new File([new Uint8Array(pngBytes(width, width))], 'new.png', { type: 'image/png' }),
  );
  return call<Creative & ErrorBody>(`/creatives/${id}/file`, {
    body: form,
    token: await tokenFor(DSP),
  });
}

// Requirements checked here: CRE-REPLACE-FILE.
describe('POST /creatives/{id}/file', () => {
  it('replaces the file and sends every review of the creative again, its decision and reason gone', async () => {
    const { status, data } = await replaceFile('cr_5', 1080);
    expect(status).toBe(200);
    expect(data).toMatchObject({ id: 'cr_5', descriptor: { width: 1080, height: 1080 } });
    const [review] = (await reviewsOf('cr_5')).data.reviews;
    expect(review).toMatchObject({ status: 'Pending' });
    expect(review?.reason).toBeUndefined();
    expect(review?.decidedAt).toBeUndefined();
    const queued = getDb().reviews.find((found) => found.creative.id === 'cr_5');
    expect(queued?.creative.descriptor).toMatchObject({ width: 1080 });
    expect(queued?.decidedBy).toBeUndefined();
  });

  it('a publisher’s auto-approval rule for the advertiser approves the new file at once', async () => {
    const publisher = getDb().reviews.find((found) => found.creative.id === 'cr_5')!;
    getDb().reviewRules.push({
      id: 'rrl_test',
      advertiser: { ...publisher.advertiser },
      createdAt: '2026-11-29T00:00:00.000Z',
      publisherAccountId: publisher.publisherAccountId,
    });
    await replaceFile('cr_5', 600);
    const [review] = (await reviewsOf('cr_5')).data.reviews;
    expect(review).toMatchObject({ status: 'Approved' });
  });
});

// Requirements checked here: REV-DECIDE-FROM-STATE.
describe('a decision on a file the buyer replaced since', () => {
  it('answers 409 with the new submission, and decides nothing, however the review got there', async () => {
    // Seen Rejected; the buyer sends a new file: Pending again, never "Already pending".
    const rejected = { ...reviewOf('rev_9') };
    await replaceFile('cr_5', 1080);
    const stale = await approve('rev_9', rejected);
    expect(stale.status).toBe(409);
    expect(stale.data.error.message).toBe('Resubmitted with a new file: review it again.');
    expect(stale.data.review).toMatchObject({ id: 'rev_9', status: 'Pending' });
    expect(stale.data.review.creative.descriptor).toMatchObject({ width: 1080 });

    // Seen Pending (v2); a colleague rejects it, the buyer replaces it again (v3): Pending as
    // seen, but not the file seen.
    const v2 = { ...reviewOf('rev_9') };
    const reject = await call(`/reviews/rev_9/reject`, {
      token: await tokenFor(ADMIN),
      body: {
        reason: 'v2 is blurry',
        expectedStatus: 'Pending',
        expectedSubmittedAt: v2.submittedAt,
      },
    });
    expect(reject.status).toBe(200);
    await replaceFile('cr_5', 600);
    const unseen = await approve('rev_9', v2);
    expect(unseen.status).toBe(409);
    expect(unseen.data.review.submittedAt).not.toBe(v2.submittedAt);
    expect(reviewOf('rev_9')).toMatchObject({ status: 'Pending' });
    expect(reviewOf('rev_9').decidedBy).toBeUndefined();

    // The file seen now: approved.
    const seen = await approve('rev_9', unseen.data.review);
    expect(seen.status).toBe(200);
    expect(seen.data).toMatchObject({ status: 'Approved', decidedBy: 'Sam Publisher' });
  });
});
