// Every mock API handler, matched as `*/v1/...` (any origin). The fault knob's handler comes
// first: it delays or fails a call, or lets it through to the area handlers.
import type { HttpHandler } from 'msw';
import { accountHandlers } from '@/mocks/handlers/accounts';
import { authHandlers } from '@/mocks/handlers/auth';
import { bidderHandlers } from '@/mocks/handlers/bidders';
import { campaignHandlers } from '@/mocks/handlers/campaigns';
import { contentHandlers } from '@/mocks/handlers/content';
import { creativeHandlers } from '@/mocks/handlers/creatives';
import { dealHandlers } from '@/mocks/handlers/deals';
import { debugHandlers } from '@/mocks/handlers/debug';
import { fileHandlers } from '@/mocks/handlers/files';
import { historyHandlers } from '@/mocks/handlers/history';
import { inventoryHandlers } from '@/mocks/handlers/inventory';
import { placementBatchHandlers } from '@/mocks/handlers/placement-batch';
import { placementHandlers } from '@/mocks/handlers/placements';
import { reportHandlers } from '@/mocks/handlers/reports';
import { requestHandlers } from '@/mocks/handlers/requests';
import { reviewHandlers } from '@/mocks/handlers/reviews';
import { sandboxHandlers } from '@/mocks/handlers/sandbox';
import { searchHandlers } from '@/mocks/handlers/search';
import { userHandlers } from '@/mocks/handlers/users';
import { faultHandler } from '@/mocks/http';

export const handlers: HttpHandler[] = [
  faultHandler,
  ...authHandlers,
  ...accountHandlers,
  ...userHandlers,
  ...fileHandlers,
  ...bidderHandlers,
  ...campaignHandlers,
  ...creativeHandlers,
  ...contentHandlers,
  ...placementBatchHandlers,
  ...placementHandlers,
  ...reviewHandlers,
  ...reportHandlers,
  ...dealHandlers,
  ...inventoryHandlers,
  ...debugHandlers,
  ...sandboxHandlers,
  ...searchHandlers,
  ...requestHandlers,
  ...historyHandlers,
];
