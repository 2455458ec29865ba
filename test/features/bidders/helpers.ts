// Shared pieces of the bidder screen tests: request capture and controllable mock replies.
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll } from 'vitest';
import { apiUrl } from '@/lib/http/api-client';
import { server } from '@/mocks/server';
import { fieldLabel } from '../../utils';

/**
 * The screens are lazy chunks: on a busy machine the first render of a file can be slow, so
 * load them up front (test/setup-dom.ts also raises Testing Library's wait to 5 s).
 */
export function prepareBidderScreens() {
  beforeAll(async () => {
    await Promise.all([
      import('@/features/bidders/routes/bidders-list'),
      import('@/features/bidders/routes/bidder-create'),
      import('@/features/bidders/routes/bidder-edit'),
    ]);
  });
}

export { captureRequests } from '../../utils';

/** A bidder form's control by its label (the required star aside). */
export const bidderField = (name: string) =>
  screen.getByLabelText(fieldLabel(name), { selector: 'input, textarea, select' });

/** Clears a bidder form's field and types `value` into it. */
export async function fillBidderField(user: UserEvent, name: string, value: string) {
  const input = bidderField(name);
  await user.clear(input);
  await user.type(input, value);
}

/** A promise the test resolves when it wants a held mock reply to go out. */
export function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

export function errorReply(message: string, status = 400) {
  return HttpResponse.json({ error: { message } }, { status });
}

export { apiUrl, http, HttpResponse, server };
