// The public access screens, for the router: none reads anything on opening.
import type { ScreenRoutes } from '@/config/screen-routes';

export const authRoutes = {
  signIn: { screen: () => import('@/features/auth/routes/sign-in'), reads: null },
  forgotPassword: { screen: () => import('@/features/auth/routes/forgot-password'), reads: null },
  resetPassword: { screen: () => import('@/features/auth/routes/reset-password'), reads: null },
  signUp: { screen: () => import('@/features/auth/routes/sign-up'), reads: null },
} satisfies ScreenRoutes<'signIn' | 'forgotPassword' | 'resetPassword' | 'signUp'>;
