import { type getReferralLink } from '../../src/contracts/promo-widgets.contract';
import { STOREFRONT_ENDPOINTS } from '../../src/contracts/storefront-paths';
import { proxyCall, word } from './proxy-client';

/** A dismissed floating card stays closed for the rest of the visit. */
const DISMISSED_KEY = 'starling-referral-dismissed';

/**
 * starling-referral.js: the referral card (docs/product/storefront.md#referral-and-checkout). "Get my
 * link" asks the app proxy for the signed-in shopper's code and shows the link to share: the
 * friend's page (/referral_share_link, docs/product/referrals.md).
 */
for (const card of document.querySelectorAll<HTMLElement>('[data-starling-referral]')) wire(card);

function wire(card: HTMLElement): void {
  const part = <T extends HTMLElement>(name: string) => card.querySelector<T>(`[data-starling-referral-${name}]`);
  const [getButton, copyButton, input, status, close] = [part<HTMLButtonElement>('get'), part<HTMLButtonElement>('copy'), part<HTMLInputElement>('link'), part('status'), part<HTMLButtonElement>('close')];
  if (!getButton || !copyButton || !input || !status) return;
  const say = (text: string) => {
    status.textContent = text;
  };
  if (close) {
    if (sessionStorage.getItem(DISMISSED_KEY) === '1') card.hidden = true;
    close.addEventListener('click', () => {
      card.hidden = true;
      sessionStorage.setItem(DISMISSED_KEY, '1');
    });
  }
  getButton.addEventListener('click', () => {
    getButton.disabled = true;
    proxyCall<typeof getReferralLink>(card.dataset.proxy ?? '/apps/starling', STOREFRONT_ENDPOINTS.referralLink)
      .then(({ code, share_url }) => {
        if (code === null || share_url === null) {
          say(word(card, 'signin'));
          getButton.disabled = false;
          return;
        }
        input.value = share_url;
        (input.parentElement as HTMLElement).hidden = false;
        copyButton.hidden = false;
        getButton.hidden = true;
        input.focus();
        input.select();
      })
      .catch(() => {
        say(word(card, 'failed'));
        getButton.disabled = false;
      });
  });
  copyButton.addEventListener('click', () => {
    input.select();
    void navigator.clipboard
      ?.writeText(input.value)
      .then(() => say(word(card, 'copied')))
      .catch(() => undefined);
  });
}
