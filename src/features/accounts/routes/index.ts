// The accounts screens (Admin), for the router: each screen's code and first reads.
import type { ScreenRoutes } from '@/config/screen-routes';

const reads = () => import('@/features/accounts/routes/reads');

export const accountRoutes = {
  accounts: {
    screen: () => import('@/features/accounts/routes/accounts-list'),
    reads: reads,
  },
  accountCreate: { screen: () => import('@/features/accounts/routes/account-create'), reads: null },
  accountEdit: {
    screen: () => import('@/features/accounts/routes/account-edit'),
    reads: reads,
  },
  accountDetail: {
    screen: () => import('@/features/accounts/routes/account-detail'),
    reads: reads,
  },
} satisfies ScreenRoutes<'accounts' | 'accountCreate' | 'accountEdit' | 'accountDetail'>;
