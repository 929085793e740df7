import { type AuthenticatedShop } from '../shared/authenticated-shop';

/** What the shop's own data says the merchant has done, for the setup guide's steps (docs/product/setup-guide.md#what-ticks-each-step). */
export interface SetupGuideFacts {
  /** Some storefront widget's settings document was saved. */
  readonly widgetSettingsSaved: boolean;
  /** Some import added at least one review. */
  readonly reviewsImported: boolean;
  /** The first review-request e-mail's stored template, null while never saved. */
  readonly firstRequestEmailTemplate: unknown;
  /** The auto-leave-reviews prompt's stored settings, null while never saved. */
  readonly autoReviewsSettings: unknown;
}

export interface SetupGuideRepository {
  facts(shop: AuthenticatedShop): Promise<SetupGuideFacts>;
  /** When the guide was first completed, null until it was. */
  completedAt(shop: AuthenticatedShop): Promise<Date | null>;
  /**
   * Records the guide's completion at `at` unless it is already recorded, in one statement: true
   * only for the one call that recorded it, however many race.
   */
  recordCompletion(shop: AuthenticatedShop, at: Date): Promise<boolean>;
  /** The guide is finished or skipped: sign-in goes to the dashboard from now on. */
  skipInstall(shop: AuthenticatedShop): Promise<void>;
}
