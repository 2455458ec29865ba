/** The authenticated layout's chunk (sidebar, Headless UI slide-out, icons). */
export const loadShell = () => import('@/components/layouts/app-layout');
