import '@shopify/ui-extensions/preact';
import { render } from 'preact';
import { type Api } from '@shopify/ui-extensions/customer-account.order-status.block.render';
import { OrderReviewPrompt } from './order-review-prompt';
import { ReferralCard, type ReferralCardApi } from './referral-card';
import { type PromptApi } from './prompt-data';

declare const shopify: Api;

/** customer-account.order-status.block.render: the prompt on the order status page, under its own switch, and the referral card under it. */
export default function extension() {
  const api: PromptApi & ReferralCardApi = shopify;
  render(
    <>
      <OrderReviewPrompt api={api} placement="checkout" />
      <ReferralCard api={api} />
    </>,
    document.body,
  );
}
