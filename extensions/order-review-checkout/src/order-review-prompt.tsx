import { useEffect, useState } from 'preact/hooks';
import { placementState, type OrderReviewPlacement } from '../../../src/domain/collect/order-review-placements';
import { PRODUCT_PAGES_QUERY, productIdsOf, productPagesFrom, promptFor, settingsFromMetafields, text, type ProductPage, type PromptApi } from './prompt-data';

/**
 * The order review prompt on Shopify's thank-you page and order status page
 * (docs/product/storefront.md#referral-and-checkout): the heading, then each product of the order
 * with five star links. A tap opens the product's page, with its review form open and the rating
 * chosen, or its reviews, as the merchant set. Nothing is drawn unless the placement is on.
 */
export function OrderReviewPrompt({ api, placement }: { readonly api: PromptApi; readonly placement: OrderReviewPlacement }) {
  const on = placementState(settingsFromMetafields(api.appMetafields.value), placement) === 'on';
  const ids = on ? productIdsOf(api.lines.value) : [];
  const idsKey = ids.join(',');
  const [pages, setPages] = useState<ReadonlyMap<string, ProductPage> | null>(null);

  useEffect(() => {
    if (idsKey === '') return;
    let current = true;
    api
      .query(PRODUCT_PAGES_QUERY, { variables: { ids: idsKey.split(',') } })
      .then((answer) => current && setPages(productPagesFrom(answer)))
      .catch(() => current && setPages(new Map()));
    return () => {
      current = false;
    };
  }, [api, idsKey]);

  if (!on || pages === null) return null;
  const prompt = promptFor(api, placement, pages);
  if (!prompt) return null;

  return (
    <s-section heading={prompt.heading}>
      <s-stack gap="base">
        {prompt.products.map((product) => (
          <s-stack key={product.productId} direction="inline" gap="base" alignItems="center">
            {product.imageUrl && <s-product-thumbnail src={product.imageUrl} alt={product.title} />}
            <s-stack gap="small-200">
              <s-text>{product.title}</s-text>
              <s-stack direction="inline" gap="small-100">
                {product.stars.map((star) => (
                  <s-link key={star.rating} href={star.href} accessibilityLabel={text(api.i18n.translate('rate_star', { product: product.title, rating: star.rating }))}>
                    <s-icon type="star" />
                  </s-link>
                ))}
              </s-stack>
            </s-stack>
          </s-stack>
        ))}
      </s-stack>
    </s-section>
  );
}
