// The admin tools (Admin), for the router: each screen's code and first reads.
import type { ScreenRoutes } from '@/config/screen-routes';

const reads = () => import('@/features/tools/routes/reads');

export const toolRoutes = {
  tools: {
    screen: () => import('@/features/tools/routes/tools'),
    reads: reads,
  },
  debug: {
    screen: () => import('@/features/tools/routes/debug'),
    reads: reads,
  },
  sandbox: {
    screen: () => import('@/features/tools/routes/sandbox'),
    reads: reads,
  },
} satisfies ScreenRoutes<'tools' | 'debug' | 'sandbox'>;
