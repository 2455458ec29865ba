// The admin tools (Admin), for the router: each screen's code and first reads.
import { readsFrom, type ScreenRoutes } from '@/config/screen-routes';

const reads = () => import('@/features/tools/routes/reads');

export const toolRoutes = {
  tools: {
    screen: () => import('@/features/tools/routes/tools'),
    reads: readsFrom(reads, 'tools'),
  },
  debug: {
    screen: () => import('@/features/tools/routes/debug'),
    reads: readsFrom(reads, 'debug'),
  },
  sandbox: {
    screen: () => import('@/features/tools/routes/sandbox'),
    reads: readsFrom(reads, 'sandbox'),
  },
} satisfies ScreenRoutes<'tools' | 'debug' | 'sandbox'>;
