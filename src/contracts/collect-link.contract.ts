import { answer, get, NO_PARAMS } from './contract';

/** The shop's own review link and its QR code, on /collect/review_request_link (docs/product/collect-link.md). */
export interface ReviewRequestLink {
  /** The link to share (reviews say they came from the "Store link"). */
  readonly link: string;
  /** The link the QR code holds (reviews say "QR Code"). */
  readonly qr_link: string;
  /** The QR code as an SVG document. */
  readonly qr_svg: string;
  /** The QR code as a PNG `data:` address. */
  readonly qr_png: string;
}

/** GET get_review_request_link: the shop's review link and its QR code (SVG and PNG). */
export const getReviewRequestLink = get('/api/v1/admin/get_review_request_link', NO_PARAMS, answer<ReviewRequestLink>());
