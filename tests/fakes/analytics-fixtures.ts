import { type AnalyticsFigures, type AnalyticsReport } from '../../src/domain/analytics/analytics-report';

export const EMPTY_FIGURES: AnalyticsFigures = {
  average_star_rating: null,
  reviews_collected: 0,
  review_requests_sent: 0,
  page_view: 0,
  unique_visitor: 0,
  add_to_cart: 0,
  order_count: 0,
  order_revenue: 0,
  retention_revenue: 0,
  referral_conversions: 0,
  referral_revenue: 0,
  referral_rewards_issued: 0,
};

/** A report of two days (2025-03-05 and 2025-03-06) with the given figures; series and breakdowns to match the tests' needs. */
export function testAnalyticsReport(overrides: Partial<AnalyticsReport> = {}): AnalyticsReport {
  return {
    currency: 'EUR',
    period: { start_date: '2025-03-05', end_date: '2025-03-06' },
    previous_period: { start_date: '2025-03-03', end_date: '2025-03-04' },
    current: { ...EMPTY_FIGURES, average_star_rating: 4.5, reviews_collected: 2, order_count: 3, order_revenue: 75, retention_revenue: 1234.5, unique_visitor: 10, review_requests_sent: 4 },
    previous: { ...EMPTY_FIGURES, average_star_rating: 3, reviews_collected: 0, order_count: 2, order_revenue: 50, retention_revenue: 1000, unique_visitor: 10, review_requests_sent: 8 },
    bucket_size: 'day',
    series: [
      { bucket: '2025-03-05', reviews_by_rating: [0, 0, 0, 1, 0], average_rating: 4, review_requests_sent: 4, order_count: 1, order_revenue: 25, retention_revenue: 1234.5, page_view: 12, unique_visitor: 6 },
      { bucket: '2025-03-06', reviews_by_rating: [0, 0, 0, 0, 1], average_rating: 5, review_requests_sent: 0, order_count: 2, order_revenue: 50, retention_revenue: 0, page_view: 8, unique_visitor: 4 },
    ],
    rating_distribution: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: rating >= 4 ? 1 : 0 })),
    sources: [{ source: 'Store front', count: 2 }],
    ...overrides,
  };
}
