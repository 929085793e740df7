import { type EmailReviewAnswer } from '../../contracts/email-review.contract';

/** Why a call of /email_review failed, as the page tells the customer. */
export type EmailReviewFailure = 'expired' | 'invalid' | 'refused' | 'failed';

/** A failed call: `message` is the server's (naming the field) when it refused the input. */
export class EmailReviewError extends Error {
  constructor(
    readonly failure: EmailReviewFailure,
    message: string,
  ) {
    super(message);
    this.name = 'EmailReviewError';
  }
}

/**
 * The public /email_review calls (docs/product/storefront.md#email-review), authenticated by the
 * e-mail link's token alone: no admin session. Failures reject with an EmailReviewError.
 */
export interface EmailReviewGateway {
  review(token: string): Promise<EmailReviewAnswer>;
  /** Uploads one file on the link shop's upload path; its key. */
  upload(token: string, file: File): Promise<string>;
  attach(token: string, media: { readonly photos: readonly string[]; readonly videos: readonly string[] }): Promise<EmailReviewAnswer>;
}
