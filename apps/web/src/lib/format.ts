const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Prices are whole US dollars (docs/product.md §9). */
export function formatUsd(dollars: number): string {
  return usd.format(dollars);
}
