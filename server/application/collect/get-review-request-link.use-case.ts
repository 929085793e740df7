import { type ReviewRequestLink } from '../../../src/contracts/collect-link.contract';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type QrCodes } from './qr-codes.port';
import { type SignedReviewFormLinks } from './signed-review-form-links';

/**
 * GET get_review_request_link (docs/product/collect-link.md): the shop's own review form, as a link
 * to share and as a QR code to print; each says where its reviews came from.
 */
export class GetReviewRequestLinkUseCase {
  constructor(
    private readonly links: Pick<SignedReviewFormLinks, 'shopUrl'>,
    private readonly qrCodes: QrCodes,
  ) {}

  async execute(shop: AuthenticatedShop): Promise<ReviewRequestLink> {
    const qrLink = this.links.shopUrl(shop, 'qr');
    const [svg, png] = await Promise.all([this.qrCodes.svg(qrLink), this.qrCodes.pngDataUrl(qrLink)]);
    return { link: this.links.shopUrl(shop, 'link'), qr_link: qrLink, qr_svg: svg, qr_png: png };
  }
}
