// Two tabs of one browser, as the session tests play them: a half-typed bidder in this tab, and
// what another tab's change of the shared (Remember me) session does here.
import { act, screen } from '@testing-library/react';
import { SESSION_KEY } from '@/lib/session/session';
import type { Session } from '@/types/api';
import { fieldLabel as label, formControl as field, type renderRoute } from '../utils';

type User = ReturnType<typeof renderRoute>['user'];

export const expiredDialog = () => screen.findByRole('dialog', { name: 'Session expired' });

export async function fillOpenRtbBidder(user: User, name: string) {
  await screen.findByRole('heading', { level: 1, name: 'New OpenRtb Bidder' });
  await user.type(field(label('Bidder Name')), name);
  await user.type(field(label('Bidder URL')), 'https://rtb.example/tabs');
  await user.selectOptions(field(label('DOOH mode')), 'None');
}

/** What another tab's change of the shared (Remember me) session does here: a storage event. */
export function anotherTabStores(session: Session | null) {
  const value = session && JSON.stringify(session);
  if (value) localStorage.setItem(SESSION_KEY, value);
  else localStorage.removeItem(SESSION_KEY);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY, newValue: value }));
  });
}
