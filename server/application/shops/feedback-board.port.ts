/** Who opens the feedback board: the shop's owner, as the board's single sign-on knows them. */
export interface FeedbackBoardIdentity {
  /** Stable per shop: the shop's myshopify domain. */
  readonly id: string;
  readonly email: string;
  readonly name: string;
}

export interface SignedBoardAddress {
  readonly url: string;
  readonly expiresAt: Date;
}

/** The external feature-request board (Canny), opened with a short-lived signed identity. */
export interface FeedbackBoard {
  signedAddress(identity: FeedbackBoardIdentity): Promise<SignedBoardAddress>;
}
