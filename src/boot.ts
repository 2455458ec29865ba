// The first script of the page: tiny, so it runs long before the main bundle is evaluated,
// and starts downloading the first screen's code in parallel with it (see src/app/preload.ts).
// First: every chunk import goes through it (src/lib/versions/import-chunk.ts).
import '@/lib/versions/import-chunk';
import { startInitialLoad } from '@/app/preload';

startInitialLoad(window.location.pathname);
