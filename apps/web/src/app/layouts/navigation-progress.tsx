import { useNavigation } from 'react-router';

/**
 * A thin bar across the top of the page while the app moves to another page (its code or data
 * still on the way): a tap on a link shows at once that it was taken, as a browser's own loading
 * bar does for a new document (decision 009). Decorative: the page that follows is announced
 * (RouteAnnouncer).
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      aria-hidden="true"
      data-navigation-pending=""
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-primary/20"
    >
      <div className="h-full w-1/3 animate-[navigation-progress_1.2s_ease-in-out_infinite] bg-primary motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  );
}
