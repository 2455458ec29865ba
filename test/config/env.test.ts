import {
  PRODUCT_DOOH_MODE,
  PRODUCT_NAME,
  PRODUCT_PLUS_STEP,
  reportMisconfiguration,
} from '@/config/env';

describe('product name (APP-PRODUCT-NAME)', () => {
  it('derives the {product} strings from one constant', () => {
    expect(PRODUCT_NAME).toBe('Marquee');
    expect(PRODUCT_PLUS_STEP).toBe('Marquee+');
    expect(PRODUCT_DOOH_MODE).toBe('MarqueeExtension');
  });
});

describe('misconfiguration (APP-MISCONFIG-LOG)', () => {
  it('logs, without showing the user, when neither an API URL nor demo mode is set', () => {
    const log = vi.fn();
    // The test build has no VITE_API_URL and no demo mode.
    expect(reportMisconfiguration(log)).toBe(true);
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/VITE_API_URL is not set \(nor MARQUEE_API_URL/),
    );
  });
});
