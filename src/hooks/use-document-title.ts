import { useEffect, useLayoutEffect } from 'react';
import { PRODUCT_NAME } from '@/config/env';

/** APP-PAGE-TITLE: the page title is `Marquee | {Screen title}`. */
export function documentTitle(screenTitle: string): string {
  return `${PRODUCT_NAME} | ${screenTitle}`;
}

/** A screen's own title (a record's name), once it knows it: it wins over its route's title. */
export function useDocumentTitle(screenTitle: string) {
  useEffect(() => {
    document.title = documentTitle(screenTitle);
  }, [screenTitle]);
}

/**
 * The route's title, set by the guard around the screen. A layout effect runs before every
 * passive effect of the commit, so a screen that renders in the same commit as its guard (its
 * code was loaded by the route's loader) and names itself (useDocumentTitle) keeps its own.
 */
export function useRouteDocumentTitle(routeTitle: string) {
  useLayoutEffect(() => {
    document.title = documentTitle(routeTitle);
  }, [routeTitle]);
}
