// React's scheduler (react-dom's own dependency) ships no type declarations; the console uses
// one call of it (src/main.tsx: the first render's slice length).
declare module 'scheduler' {
  /** Yield to the browser every 1000 / fps ms; 0 restores the scheduler's default (5 ms). */
  export function unstable_forceFrameRate(fps: number): void;
}
