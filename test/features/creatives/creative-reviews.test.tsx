// CRE-REVIEWS: a buyer sees, in a creative's panel, what each publisher decided: Pending with how
// long it has waited, Approved, or Rejected with the publisher's reason.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { File as NodeFile } from 'node:buffer';
import { describe, expect, it, vi } from 'vitest';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/server';
import { findToast, renderRoute, signInAs } from '../../utils';
import { pngBytes } from '../../mocks/media-fixtures';
import { nodeFile, useNodeFormData } from './helpers';

async function openReviews(creativeName: string, creativeId: string) {
  const { user } = renderRoute(`/creatives?creative=${creativeId}`);
  // The first render in a worker compiles the screen: over 5 s on a loaded machine, once.
  const panel = await screen.findByRole('dialog', { name: creativeName }, { timeout: 15_000 });
  return { user, reviews: within(panel).getByRole('region', { name: 'Reviews' }) };
}

async function reviewsOf(creativeName: string, creativeId: string) {
  return (await openReviews(creativeName, creativeId)).reviews;
}

// Requirements checked here: CRE-REVIEWS, CRE-REPLACE-FILE.
describe('a creative’s reviews, as its buyer sees them', () => {
  it('shows a rejection with the publisher’s reason', async () => {
    await signInAs('dsp');
    const reviews = await reviewsOf('Spring Menu Square', 'cr_5');
    const line = await within(reviews).findByRole('listitem');
    expect(line).toHaveTextContent('Northwind Screens');
    expect(line).toHaveTextContent('Rejected');
    expect(line).toHaveTextContent(
      'Reason: The offer text is too small to read at viewing distance.',
    );
  });

  it('shows a pending review with how long it has waited', async () => {
    await signInAs('dsp');
    const reviews = await reviewsOf('Latte Art 15s Portrait', 'cr_8');
    const line = await within(reviews).findByRole('listitem');
    expect(line).toHaveTextContent('Northwind Screens');
    expect(line).toHaveTextContent('Pending');
    // Submitted three days ago at 13:15 (the seed): two or three whole days, by the hour now.
    expect(line).toHaveTextContent(/Waiting for [23] days/);
  });

  it('says when no campaign has sent the creative for review', async () => {
    await signInAs('dsp');
    const reviewed = new Set(getDb().reviews.map((review) => review.creative.id));
    expect(reviewed.has('cr_6')).toBe(false);
    const reviews = await reviewsOf('Loyalty App Promo', 'cr_6');
    expect(
      await within(reviews).findByText(
        'Not sent for review yet: a campaign that uses it sends it to the publishers of its screens.',
      ),
    ).toBeVisible();
  });

  it('shows a failed load in the panel with Retry, the rest of the panel kept', async () => {
    await signInAs('dsp');
    // The first read and the query client's one retry fail; Retry then reads the reviews.
    let failures = 2;
    server.use(
      http.get('*/v1/creatives/:id/reviews', () =>
        failures-- > 0
          ? HttpResponse.json({ error: { message: 'Reviews are offline' } }, { status: 500 })
          : undefined,
      ),
    );
    const { user, reviews } = await openReviews('Spring Menu Square', 'cr_5');
    expect(await within(reviews).findByText('Failed to load the reviews.')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Spring Menu Square' })).toHaveTextContent(
      'Mime Type',
    );
    await user.click(within(reviews).getByRole('button', { name: 'Retry' }));
    expect(await within(reviews).findByText(/Reason: The offer text/)).toBeVisible();
  });

  it('Replace File on a rejected creative sends the new file for review again', async () => {
    await signInAs('dsp');
    await useNodeFormData();
    const { user, reviews } = await openReviews('Spring Menu Square', 'cr_5');
    await within(reviews).findByText(/Reason: The offer text/);
    const picker = within(reviews).getByLabelText('Replace File: Spring Menu Square', {
      selector: 'input',
    });
    expect(
      within(reviews).getByRole('button', { name: 'Replace File: Spring Menu Square' }),
    ).toBeEnabled();
    await user.upload(picker, nodeFile(pngBytes(1080, 1080), 'bigger-text.png', 'image/png'));
    expect(await findToast('New file sent for review')).toBeVisible();
    const line = await within(reviews).findByRole('listitem');
    expect(await within(line).findByText(/Waiting for less than an hour/)).toBeVisible();
    expect(line).toHaveTextContent('Pending');
    expect(within(reviews).queryByText(/Reason:/)).not.toBeInTheDocument();
    expect(within(reviews).queryByRole('button', { name: /Replace File/ })).not.toBeInTheDocument();
    const review = getDb().reviews.find((found) => found.creative.id === 'cr_5');
    expect(review).toMatchObject({ status: 'Pending' });
    expect(review?.reason).toBeUndefined();
  });

  it('offers no Replace File while nobody rejected the creative', async () => {
    await signInAs('dsp');
    const reviews = await reviewsOf('Latte Art 15s Portrait', 'cr_8');
    await within(reviews).findByRole('listitem');
    expect(within(reviews).queryByRole('button', { name: /Replace File/ })).not.toBeInTheDocument();
  });
});

describe('Restore previous file (CRE-RESTORE-FILE)', () => {
  it('sends the file a Replace File replaced back, after asking, as a restore', async () => {
    await signInAs('dsp');
    await useNodeFormData();
    const original = pngBytes(1080, 1080);
    server.use(
      http.get('*/demo/creatives/spring-menu-1080x1080.png', () =>
        HttpResponse.arrayBuffer(original.slice().buffer, {
          headers: { 'Content-Type': 'image/png' },
        }),
      ),
    );
    const vias: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/creatives/cr_5/file'))
        vias.push(request.headers.get('X-Change-Via'));
    });
    const { user, reviews } = await openReviews('Spring Menu Square', 'cr_5');
    await within(reviews).findByText(/Reason: The offer text/);
    await user.upload(
      within(reviews).getByLabelText('Replace File: Spring Menu Square', { selector: 'input' }),
      nodeFile(pngBytes(300, 250), 'bigger-text.png', 'image/png'),
    );
    expect(await findToast('New file sent for review')).toBeVisible();
    const panel = screen.getByRole('dialog', { name: 'Spring Menu Square' });
    expect(
      await within(panel).findByText('File: spring-menu-1080x1080.png → bigger-text.png'),
    ).toBeVisible();

    // The earlier file is made in the page; Node's File keeps its bytes through MSW (helpers.ts).
    vi.stubGlobal('File', NodeFile);
    await user.click(within(panel).getByRole('button', { name: 'Restore previous file' }));
    const ask = await screen.findByRole('dialog', { name: 'Restore the previous file?' });
    expect(ask).toHaveTextContent('“spring-menu-1080x1080.png” replaces the current file');
    await user.click(within(ask).getByRole('button', { name: 'Restore file' }));
    expect(await findToast('Previous file restored')).toBeVisible();
    const creative = getDb().creatives.find((found) => found.id === 'cr_5')!;
    expect(creative.descriptor).toMatchObject({ width: 1080, height: 1080 });
    expect(vias).toEqual(['form', 'restore']);
  });
});
