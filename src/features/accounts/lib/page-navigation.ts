/**
 * The full-page navigation after impersonation, behind an object so tests can observe it
 * (jsdom's window.location.assign is neither implemented nor replaceable).
 */
export const pageNavigation = {
  assign(path: string): void {
    window.location.assign(path);
  },
};
