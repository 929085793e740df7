import { useEffect, useState } from 'preact/hooks';
import { fetchShareLink, referralCard, referralPromptFromMetafields, type Fetcher, type ShareLinkState } from './referral-card-data';
import { text, type PromptApi } from './prompt-data';

/** What the card needs of `shopify`, on both targets. */
export type ReferralCardApi = Pick<PromptApi, 'appMetafields' | 'i18n'> & { readonly sessionToken: { get(): Promise<string> } };

const LINK_ID = 'starling-referral-link';

/**
 * The referral card under the order review prompt (docs/product/referral-invites.md#checkout-prompt):
 * the offer in the customer's words and their personal share link with a copy button. A buyer who
 * is not signed in reads the offer and an invitation to sign in; nothing is drawn while the offer
 * or the card's switch is off.
 */
export function ReferralCard({ api, fetcher = fetch }: { readonly api: ReferralCardApi; readonly fetcher?: Fetcher }) {
  const prompt = referralPromptFromMetafields(api.appMetafields.value);
  const endpoint = prompt.shows ? prompt.link_endpoint : null;
  const [link, setLink] = useState<ShareLinkState>({ kind: 'loading' });
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!prompt.shows) return;
    let current = true;
    void fetchShareLink(endpoint, () => api.sessionToken.get(), fetcher).then((state) => current && setLink(state));
    return () => {
      current = false;
    };
  }, [api, fetcher, prompt.shows, endpoint]);

  const card = referralCard(prompt, link, (key, options) => text(api.i18n.translate(key, options)));
  if (!card) return null;

  return (
    <s-section heading={card.heading}>
      <s-stack gap="base">
        <s-text>{card.offer}</s-text>
        {card.shareUrl && (
          <s-stack gap="small-200">
            <s-text type="small">{card.shareUrl}</s-text>
            <s-clipboard-item id={LINK_ID} text={card.shareUrl} onCopy={() => setCopied(true)} />
            <s-button command="--copy" commandFor={LINK_ID}>
              {text(api.i18n.translate(copied ? 'referral_copied' : 'referral_copy'))}
            </s-button>
          </s-stack>
        )}
        {card.note && <s-text color="subdued">{card.note}</s-text>}
      </s-stack>
    </s-section>
  );
}
