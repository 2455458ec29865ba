// A write-only secret's form value (BID-SECRET-WRITE-ONLY, src/lib/saving/secret-value.ts): shown
// masked or as `Changed`, and blanked before a draft is stored.
import {
  isKeptSecret,
  keptSecret,
  maskedSecret,
  secretValueText,
  withoutSecrets,
} from '@/lib/saving/secret-value';

describe('secret values', () => {
  it('shows a kept secret by its last four, a typed one as Changed, never as typed', () => {
    expect(maskedSecret('1a2b')).toBe('•••• 1a2b');
    expect(maskedSecret('')).toBe('••••');
    expect(secretValueText(keptSecret('9e3a'), '(empty)')).toBe('•••• 9e3a');
    expect(secretValueText('own_typed_key', '(empty)')).toBe('Changed');
    expect(secretValueText('', '(empty)')).toBe('(empty)');
    expect(isKeptSecret({ kept: '1a2b' })).toBe(true);
    expect(isKeptSecret('1a2b')).toBe(false);
    expect(isKeptSecret(null)).toBe(false);
  });

  it('blanks the typed secrets at the given paths and keeps everything else', () => {
    const values = {
      name: 'Acme',
      Adomni: { ownerKey: 'own_typed' },
      Broadsign: { apiKey: keptSecret('9e3a') },
      Vast: { url: 'https://v.example' },
    };
    const stored = withoutSecrets(values, ['Adomni.ownerKey', 'Broadsign.apiKey', 'Nope.key']);
    expect(stored).toEqual({
      name: 'Acme',
      Adomni: { ownerKey: '' },
      Broadsign: { apiKey: keptSecret('9e3a') },
      Vast: { url: 'https://v.example' },
    });
    // The form's own values are left as they are.
    expect(values.Adomni.ownerKey).toBe('own_typed');
    expect(withoutSecrets(values, [])).toBe(values);
  });
});
