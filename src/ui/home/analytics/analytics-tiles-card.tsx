/**
 * The dashboard's analytics card: six tiles over a date range (docs/product/analytics.md).
 * Placeholder until the analytics work lands; the dashboard renders it as it is.
 */
export function AnalyticsTilesCard() {
  return null;
}
