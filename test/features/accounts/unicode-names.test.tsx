// Confusable spellings (issue 30): the same name typed in Unicode NFC (a composed `é`, what most
// keyboards send) or NFD (`e` + a combining accent, what macOS and some exports hold) is one
// name to the list searches and the command palette's search.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/mocks/db';
import { matchRank, parseSearchQuery } from '@/mocks/record-search';
import { renderRoute, signInAs } from '../../utils';

const NFC = 'Caf\u00e9 Centrale';
const NFD = 'Cafe\u0301 Centrale';

function addAccount(id: string, name: string) {
  getDb().accounts.push({
    id,
    name,
    kind: 'Advertiser',
    fees: { dsp: 0 },
    createdAt: '2024-12-01T12:00:00.000Z',
  });
}

describe('names in NFC and NFD', () => {
  it('the accounts search finds a name saved in NFD typed in NFC, and one saved in NFC typed in NFD', async () => {
    expect(NFC).not.toBe(NFD);
    expect(NFC.normalize('NFD')).toBe(NFD);
    addAccount('acc_nfd', NFD);
    addAccount('acc_nfc', `${NFC} Nord`);
    await signInAs('admin');
    const { user } = renderRoute('/accounts');
    await screen.findByRole('link', { name: 'Acme Coffee Co.' });
    const links = () =>
      within(screen.getByRole('table', { name: 'Accounts' })).queryAllByRole('link');
    const search = screen.getByRole('searchbox', { name: 'Search accounts' });

    await user.type(search, 'caf\u00e9 cen');
    await waitFor(() =>
      expect(links().map((link) => link.textContent)).toEqual([NFD, `${NFC} Nord`]),
    );

    await user.clear(search);
    await user.type(search, 'cafe\u0301 centrale nord');
    await waitFor(() => expect(links().map((link) => link.textContent)).toEqual([`${NFC} Nord`]));
  });

  it("the command palette's search matches either spelling, and an accent-free query", () => {
    for (const query of [NFC, NFD, 'cafe centrale']) {
      expect(matchRank(parseSearchQuery(query), 'x_1', NFD)).toBe(0);
      expect(matchRank(parseSearchQuery(query), 'x_1', NFC)).toBe(0);
    }
  });
});
