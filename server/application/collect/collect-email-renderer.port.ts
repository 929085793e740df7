import { type CollectEmailType } from '../../../src/domain/collect/collect-emails';
import { type AuthenticatedShop } from '../shared/authenticated-shop';

export interface CollectEmailProduct {
  readonly title: string;
  readonly imageUrl: string | null;
  /** The review form opened on this product, stars pre-filled by the tap. */
  readonly reviewUrl: string;
}

/** What a template's placeholders are filled from; every value is escaped by the renderer. */
export interface CollectEmailContext {
  readonly customerName: string;
  readonly customerEmail: string;
  /** The customer's language from the order, when it says one. */
  readonly customerLanguage: string | null;
  readonly orderName: string;
  readonly products: readonly CollectEmailProduct[];
  /** The one-page review form for the whole order (signed, expiring). */
  readonly reviewUrl: string;
  readonly unsubscribeUrl: string | null;
  readonly discount?: { readonly code: string; readonly valueText: string; readonly amount: string; readonly currency: string; readonly expiresAt: string | null };
  /** The referral invite's personal share link (its button) and the friend's reward ("10%", "€5.00"). */
  readonly referral?: { readonly shareUrl: string; readonly friendReward: string };
}

export interface RenderedEmail {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  /** The template's language the mail was written in. */
  readonly language: string;
}

export interface CollectEmailRenderer {
  /** Null when the merchant switched this e-mail off. */
  render(shop: AuthenticatedShop, type: CollectEmailType, context: CollectEmailContext): Promise<RenderedEmail | null>;
}
