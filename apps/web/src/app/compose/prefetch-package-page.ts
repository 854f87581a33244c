import { useEffect } from 'react';
import { savesData, whenIdle } from '@/lib/idle';

/**
 * On a page of package cards (Home, Search): the package page's code is fetched ahead in an idle
 * moment, so a tap on a card draws the package (from the list already here) without a round trip
 * first (decision 009). Nothing for a browser that asks to save data.
 */
export function usePrefetchPackagePage() {
  useEffect(() => {
    if (savesData()) return;
    return whenIdle(() => void import('@/app/routes/package').catch(() => undefined), 5000);
  }, []);
}
