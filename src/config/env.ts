// Build-time configuration (Vite env vars, documented in .env.example), and the API URL the page
// was served with (src/config/served-api-url.ts), which wins over the build's VITE_API_URL.
import { apiUrlOf } from '@/config/served-api-url';

const env = import.meta.env;

function text(value: string | undefined, fallback: string): string {
  return value && value.trim() !== '' ? value.trim() : fallback;
}

// APP-PRODUCT-NAME: one constant; APP-ENV-VARS: each VITE_ variable here is in .env.example.
export const PRODUCT_NAME = text(env.VITE_PRODUCT_NAME, 'Marquee');
/** The campaign wizard step named `{product}+` in the spec. */
export const PRODUCT_PLUS_STEP = `${PRODUCT_NAME}+`;
/** The OpenRtb DOOH mode value `{product}Extension`. */
export const PRODUCT_DOOH_MODE = `${PRODUCT_NAME}Extension`;

// Written out in full so the bundler folds it to a constant and drops demo-only code.
export const API_MOCKING = import.meta.env.VITE_API_MOCKING === 'true';
/** Read once, synchronously, at start: module scripts run after the page's <head> is parsed. */
export const API_URL = apiUrlOf(globalThis.document, env.VITE_API_URL);
export const API_BASE = `${API_URL}/v1`;
export const CONTACT_URL = text(env.VITE_CONTACT_URL, 'mailto:sales@marquee.example');
export const FEATURED_INVENTORY_ID = text(env.VITE_FEATURED_INVENTORY_ID, 'featured');
export const TOAST_DURATION_MS = Number(text(env.VITE_TOAST_DURATION_MS, '5000')) || 5000;

/** APP-MISCONFIG-LOG: a missing API endpoint configuration is logged, never shown. */
export function reportMisconfiguration(log: (message: string) => void = console.error): boolean {
  if (!API_MOCKING && API_URL === '') {
    log(
      'Marquee is misconfigured: VITE_API_URL is not set (nor MARQUEE_API_URL where the console ' +
        'is served) and demo mode is off.',
    );
    return true;
  }
  return false;
}
