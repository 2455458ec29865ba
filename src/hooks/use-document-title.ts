import { useEffect } from 'react';
import { PRODUCT_NAME } from '@/config/env';

/** APP-PAGE-TITLE: the page title is `Marquee | {Screen title}`. */
export function documentTitle(screenTitle: string): string {
  return `${PRODUCT_NAME} | ${screenTitle}`;
}

export function useDocumentTitle(screenTitle: string) {
  useEffect(() => {
    document.title = documentTitle(screenTitle);
  }, [screenTitle]);
}
