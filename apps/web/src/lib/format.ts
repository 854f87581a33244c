/**
 * Prices are whole US dollars (docs/product.md §9), written as en-US does: "$1,234", "-$5".
 *
 * Written out rather than with `Intl.NumberFormat`: the first currency formatter a page makes
 * loads the browser's locale data, 50 to 100 ms of main thread on this machine and four times
 * that on a slow phone, in the middle of the public pages' hydration (issue 21). The unit test
 * checks this against Intl's own answer.
 */
export function formatUsd(dollars: number): string {
  const whole = Math.round(Math.abs(dollars));
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  // As Intl: a negative amount keeps its sign even when it rounds to 0 ("-$0").
  const negative = dollars < 0 || Object.is(dollars, -0);
  return `${negative ? '-' : ''}$${grouped}`;
}
