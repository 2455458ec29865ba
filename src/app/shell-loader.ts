/** The signed-in shell's chunk (src/app/shell.tsx: the layout, its sidebar and icons). */
export const loadShell = () => import('@/app/shell');
