// Vitest's projects (vite.config.ts): pure logic runs in Node, without a DOM; the components and
// screens run in happy-dom, which takes a fifth less CPU than jsdom for the same tests (issue
// 36: 66 against 84 s of CPU for 890 tests); the files below run in jsdom.
import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The .test.ts files that need a DOM all the same: Web Storage (the session, drafts), documents
 * and elements, `window.location` (the API's address), Web Locks (the other-tab mocks).
 */
const DOM_LOGIC_TESTS = [
  'test/api/campaigns-bulk.test.ts',
  'test/api/files.test.ts',
  'test/api/history.test.ts',
  'test/api/inventory.test.ts',
  'test/api/requests.test.ts',
  'test/api/rest.test.ts',
  'test/api/reviews.test.ts',
  'test/api/versioned-update.test.ts',
  'test/config/served-api-url.test.ts',
  'test/contract/fetchers.test.ts',
  'test/lib/versions/app-version.test.ts',
  'test/lib/versions/preload-chunk.test.ts',
  'test/lib/saving/draft-storage.test.ts',
  'test/lib/saving/closed-tab-drafts.test.ts',
  'test/lib/session/recent-items.test.ts',
  'test/lib/saving/save-key.test.ts',
  'test/lib/session/session.test.ts',
  'test/lib/session/sign-out.test.ts',
  'test/lib/when-idle.test.ts',
  'test/lib/idle-slices.test.ts',
  'test/lib/http/upload.test.ts',
  'test/lib/http/upload-session.test.ts',
  'test/mocks/campaign-saves.test.ts',
  'test/mocks/file-bodies.test.ts',
  'test/mocks/idempotency.test.ts',
  'test/mocks/knobs.test.ts',
  'test/mocks/lost-replies.test.ts',
  'test/mocks/persistence.test.ts',
  'test/mocks/placement-batch-stored.test.ts',
  'test/mocks/resource.test.ts',
  'test/mocks/shared-db.test.ts',
];

/**
 * The screens whose tests fail in happy-dom 21 where browsers and jsdom pass them (2026-11-29):
 * an upload's XMLHttpRequest progress and reply (creatives, and the leave guard of a running
 * upload), a video's `muted`, a Blob's text keeping its byte-order mark (the template download),
 * and the names of the import's error buttons and the tree's search matches. jsdom runs them.
 */
const JSDOM_TESTS = [
  'test/features/campaigns/campaign-admin-account.test.tsx',
  'test/app/leave-guards.test.tsx',
  'test/components/ui/tree-select.test.tsx',
  'test/features/creatives/creative-reviews.test.tsx',
  'test/features/creatives/creatives.test.tsx',
  'test/features/placements/import/upload-spreadsheets.test.tsx',
  'test/features/placements/import/upload-step.test.tsx',
];

const HAPPY = {
  // A page's own navigation (location.assign at a sign-out) is left undone, and a script or
  // stylesheet a test's document names is not fetched, as in jsdom: the tests stub what
  // they check.
  happyDOM: {
    settings: {
      navigation: { disableMainFrameNavigation: true, disableFallbackToSetURL: true },
      disableJavaScriptFileLoading: true,
      handleDisabledFileLoadingAsSuccess: true,
    },
  },
};

const DOM_SETUP = ['./test/setup.ts', './test/setup-dom.ts'];

export const testProjects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      name: 'logic',
      environment: 'node',
      include: ['test/**/*.test.ts'],
      exclude: DOM_LOGIC_TESTS,
      setupFiles: ['./test/setup.ts'],
    },
  },
  {
    extends: true,
    test: {
      name: 'dom',
      environment: 'happy-dom',
      environmentOptions: HAPPY,
      include: ['test/**/*.test.tsx', ...DOM_LOGIC_TESTS],
      exclude: JSDOM_TESTS,
      setupFiles: DOM_SETUP,
    },
  },
  {
    extends: true,
    test: {
      name: 'jsdom',
      environment: 'jsdom',
      include: JSDOM_TESTS,
      setupFiles: DOM_SETUP,
    },
  },
];
