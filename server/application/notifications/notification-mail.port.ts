import { type AdminLanguage } from '../../../src/domain/i18n/languages';
import { type NotificationKind, type StoppableNotificationKind } from '../../../src/domain/notifications/merchant-notifications';

export interface NotifiedReview {
  readonly rating: number;
  readonly title: string;
  readonly body: string;
  readonly authorName: string;
  readonly productTitle: string;
  readonly published: boolean;
}

export interface NotifiedQuestion {
  readonly body: string;
  readonly questionerName: string;
  readonly productTitle: string;
}

/** The dashboard tiles' figures for the digest's period (docs/product/analytics.md#figures). */
export interface DigestFigures {
  readonly reviewsCollected: number;
  readonly averageRating: number | null;
  readonly reviewRequestsSent: number;
  readonly uniqueVisitors: number;
  readonly orders: number;
  readonly retentionRevenue: number;
  readonly currency: string;
}

/** What one notification e-mail says. */
export type NotificationContent =
  | { readonly kind: Extract<NotificationKind, 'new_review' | 'low_rating' | 'held_review'>; readonly review: NotifiedReview }
  | { readonly kind: 'new_question'; readonly question: NotifiedQuestion }
  | { readonly kind: 'digest'; readonly figures: DigestFigures; readonly from: string; readonly lastDay: string }
  /** Shown in the shop's time zone (UTC when unknown). */
  | { readonly kind: 'webhook_disabled'; readonly endpointUrl: string; readonly failingSince: Date; readonly timeZone: string }
  | { readonly kind: 'compliance_summary'; readonly critical: number; readonly warning: number; readonly info: number };

export interface NotificationMailParts {
  readonly language: AdminLanguage;
  readonly shopName: string;
  /** The address it goes to (the footer says why it gets it). */
  readonly recipient: string;
  /** Where the e-mail's button leads in the admin. */
  readonly adminUrl: string;
  /** Null for a service notice, which cannot be stopped (its footer says so). */
  readonly unsubscribeUrl: string | null;
}

export interface RenderedNotification {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

/** Writes a notification e-mail in the merchant's admin language; user text is escaped. */
export interface NotificationMailRenderer {
  render(content: NotificationContent, parts: NotificationMailParts): RenderedNotification;
}

/** Reads what a notification tells, at send time; null when it is gone (deleted). */
export interface NotificationFacts {
  review(shopId: number, reviewId: number): Promise<NotifiedReview | null>;
  question(shopId: number, questionId: number): Promise<NotifiedQuestion | null>;
}

/** The digest's figures for shop-local days [from, lastDay] (the analytics' own count). */
export type DigestFiguresSource = (shop: { readonly id: number; readonly domain: string }, from: string, lastDay: string) => Promise<DigestFigures>;

/** The signed unsubscribe address of one notification kind for one address (docs/product/notifications.md#unsubscribe). */
export interface NotificationUnsubscribeLinks {
  urlFor(shopId: number, email: string, kind: StoppableNotificationKind): Promise<string>;
}
