import { type AuthenticatedShop } from '../shared/authenticated-shop';

/** A merchant's answer to the NPS survey (docs/product/nps.md). */
export interface NpsAnswer {
  readonly score: number;
  /** '' when the merchant wrote nothing. */
  readonly comment: string;
}

export interface NpsResponseRepository {
  add(shop: AuthenticatedShop, answer: NpsAnswer): Promise<void>;
}
