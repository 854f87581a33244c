import { useEffect } from 'react';

/**
 * On a page of package cards (Home, Search): the package page's code is fetched ahead in an idle
 * moment, so a tap on a card draws the package (from the list already here) without a round trip
 * first (issue 21). Nothing for a browser that asks to save data.
 */
export function usePrefetchPackagePage() {
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } })
      .connection;
    if (connection?.saveData) return;
    const load = () => void import('@/app/routes/package').catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const handle = requestIdleCallback(load, { timeout: 5000 });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(load, 300);
    return () => clearTimeout(handle);
  }, []);
}
