import { describe, expect, it } from 'vitest';
import {
  cleanText,
  hasControlCharacter,
  isWholeCents,
  moneyIssue,
  nameIssue,
  needsMoneyConfirmation,
} from '@/rules/field-bounds';
import { CAMPAIGN_RULE_MESSAGES } from '@/rules/campaign-rules';
import { DEAL_RULE_MESSAGES } from '@/rules/deal-rules';

describe('field bounds (FORM-TEXT-BOUNDS)', () => {
  it('strips zero-width spaces, byte-order marks and bidi overrides, and keeps joiners and marks', () => {
    expect(cleanText('\u200B Lobby\u202E gpj.exe\u202C \uFEFF')).toBe('Lobby gpj.exe');
    expect(cleanText('\u2066a\u2069\u2060b')).toBe('ab');
    // Emoji sequences and Persian need the joiners; Hebrew and Arabic text the marks.
    expect(cleanText('👩\u200D💻 می\u200Cخواهم \u200Fשלום')).toBe(
      '👩\u200D💻 می\u200Cخواهم \u200Fשלום',
    );
  });

  it('refuses a name holding NUL, a tab, a line break or DEL', () => {
    for (const control of ['\u0000', '\t', '\n', '\r', '\u007F', '\u001B']) {
      expect(hasControlCharacter(`Lobby${control}East`)).toBe(true);
      expect(nameIssue(`Lobby${control}East`, 'Placement name')).toBe(
        'Placement name cannot contain control characters',
      );
    }
    expect(nameIssue('Lobby East', 'Placement name')).toBeNull();
  });

  it('counts a name at most 200 characters after cleaning and trimming', () => {
    expect(nameIssue(`  ${'a'.repeat(200)}\u200B\u200B  `, 'Account name')).toBeNull();
    expect(nameIssue('a'.repeat(201), 'Account name')).toBe(
      'Account name must be at most 200 characters',
    );
  });

  it('words the spec’s own length messages for campaign and deal names', () => {
    expect(CAMPAIGN_RULE_MESSAGES.nameLength).toBe('Campaign name must be at most 200 characters');
    expect(DEAL_RULE_MESSAGES.nameLength).toBe('Deal name must be at most 200 characters');
  });
});

describe('field bounds (FORM-MONEY-BOUNDS)', () => {
  it('knows whole cents exactly, binary fractions included', () => {
    for (const amount of [0, 0.29, 0.1 + 0.2 - 0.3 + 0.3, 5, 5.5, 19.99, 999_999_999.99]) {
      expect(isWholeCents(Math.round(amount * 100) / 100)).toBe(true);
    }
    for (const amount of [1.005, 0.001, 5.125, 1e-7]) expect(isWholeCents(amount)).toBe(false);
  });

  it('refuses fractions of a cent and amounts past each kind’s ceiling', () => {
    expect(moneyIssue(5.125, 'Bid CPM', 'cpm')).toBe('Bid CPM must be in whole cents');
    expect(moneyIssue(10_000, 'Bid CPM', 'cpm')).toBeNull();
    expect(moneyIssue(10_000.01, 'Bid CPM', 'cpm')).toBe('Bid CPM must be at most $10,000');
    expect(moneyIssue(1_000_000_000, 'Budget', 'budget')).toBeNull();
    expect(moneyIssue(1_000_000_001, 'Budget', 'budget')).toBe(
      'Budget must be at most $1,000,000,000',
    );
  });

  it('asks about a CPM over $1,000 and a budget over $10,000,000, not at the line itself', () => {
    expect(needsMoneyConfirmation(1_000, 'cpm')).toBe(false);
    expect(needsMoneyConfirmation(1_000.01, 'cpm')).toBe(true);
    expect(needsMoneyConfirmation(10_000_000, 'budget')).toBe(false);
    expect(needsMoneyConfirmation(10_000_001, 'budget')).toBe(true);
  });
});
