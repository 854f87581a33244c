/**
 * Home's code (its sections, and the newsletter's form library): a chunk of its own, not part of
 * the app every page loads, so a dashboard page's cold load does not fetch and compile it
 * (decision 009: the dashboard usable within 2.5 s on a slow phone). On `/` the page's first script
 * fetches it beside the app's code (src/main.tsx), so hydrating Home waits for no extra round trip.
 */
export const homePage = () => import('./routes/home').then((m) => ({ Component: m.HomePage }));
