import '@shopify/ui-extensions/preact';
import { render } from 'preact';
import { type Api } from '@shopify/ui-extensions/customer-account.order-status.block.render';
import { OrderReviewPrompt } from './order-review-prompt';
import { type PromptApi } from './prompt-data';

declare const shopify: Api;

/** customer-account.order-status.block.render: the prompt on the order status page, under its own switch. */
export default function extension() {
  const api: PromptApi = shopify;
  render(<OrderReviewPrompt api={api} placement="checkout" />, document.body);
}
