/**
 * Keys of the 'widget_status' namespace: the widget screens write '1' when the merchant switches
 * a widget on and '2' when off. The names are the /api/user/info fields they feed.
 */
export const WIDGET_STATUS_KEYS = ['is_ai_summary_active', 'is_card_carousel_active', 'is_review_snippets_active'] as const;

export type WidgetStatusKey = (typeof WIDGET_STATUS_KEYS)[number];
