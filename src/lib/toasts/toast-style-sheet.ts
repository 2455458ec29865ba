// SEC-TRUSTED-TYPES: goober (react-hot-toast's styles) makes its `<style id="_goober">` by
// assigning innerHTML, a sink the CSP's Trusted Types refuse a string, and it does so as soon as
// react-hot-toast's module runs (its keyframes). Handed one made here with textContent (as
// `window._goober`), it never makes its own. Imported by src/lib/toasts/toast-viewport.tsx before
// react-hot-toast, so it runs first.
// Without a page (the tests' Node runs), goober keeps its sheet in memory: nothing to make.
if (typeof document !== 'undefined') {
  const page = window as Window & { _goober?: HTMLStyleElement };
  if (!page._goober) {
    const style = document.createElement('style');
    style.id = '_goober';
    style.textContent = ' ';
    document.head.append(style);
    page._goober = style;
  }
}
