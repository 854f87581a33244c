import type { ReactNode } from 'react';

/** What an empty list says (the texts of docs/product.md §8, e.g. "No bookings found."). */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-box bg-base-200 p-8 text-center text-base-content/70">{children}</p>;
}
