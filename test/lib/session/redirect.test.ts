// AUTH-REDIRECT: only a safe same-origin path is honoured.
import { safeRedirectPath, signInPathFor } from '@/lib/session/redirect';

describe('redirect after sign-in', () => {
  it('keeps same-origin paths', () => {
    expect(safeRedirectPath('/campaigns?x=1')).toBe('/campaigns?x=1');
  });
  it.each([
    null,
    '',
    'https://evil.example',
    '//evil.example',
    '/\\evil',
    '/sign-in?redirectTo=/x',
    'campaigns',
    '/\t/evil.example',
    '/\n/evil.example',
    '/campaigns\r\nSet-Cookie: x=1',
    '/campaigns\u0000',
    '/campaigns\u007f',
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBe('/');
  });
  it('builds the sign-in path with the return address', () => {
    expect(signInPathFor('/campaigns')).toBe('/sign-in?redirectTo=%2Fcampaigns');
    expect(signInPathFor('/')).toBe('/sign-in');
  });
});
