/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_API_MOCKING?: string;
  readonly VITE_PRODUCT_NAME?: string;
  readonly VITE_CONTACT_URL?: string;
  readonly VITE_FEATURED_INVENTORY_ID?: string;
  readonly VITE_TOAST_DURATION_MS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
