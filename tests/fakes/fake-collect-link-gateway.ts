import { type CollectLinkGateway } from '../../src/application/collect/collect-link-gateway.port';
import { type ReviewRequestLink } from '../../src/contracts/collect-link.contract';

export const FAKE_REVIEW_REQUEST_LINK: ReviewRequestLink = {
  link: 'https://demo.myshopify.com/apps/starling/review_form?via=link',
  qr_link: 'https://demo.myshopify.com/apps/starling/review_form?via=qr',
  qr_svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><path d="M0 0h7v7H0z"/></svg>',
  qr_png: 'data:image/png;base64,iVBORw0KGgo=',
};

/** The review link as the server answers it; `fail` makes the next call reject. */
export class FakeCollectLinkGateway implements CollectLinkGateway {
  calls = 0;
  fail = false;

  reviewRequestLink(): Promise<ReviewRequestLink> {
    this.calls += 1;
    return this.fail ? Promise.reject(new Error('offline')) : Promise.resolve(FAKE_REVIEW_REQUEST_LINK);
  }
}
