import type { CreativeReviewList } from '@/types/api';
import type { ErrorBody } from './campaign-fixtures';
import { ADMIN, call, DSP, SSP, tokenFor } from './helpers';

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
        reason: 'The offer text is too small to read at viewing distance.',
      },
    ]);
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
