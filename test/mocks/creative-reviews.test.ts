import { getDb } from '@/mocks/db';
import type { Creative, CreativeReviewList } from '@/types/api';
import { pngBytes } from './media-fixtures';
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
