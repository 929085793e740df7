import { type z } from 'zod';
import { type TOPIC_ORDERS_CREATE } from '../../../src/contracts/webhooks.constants';
import { type WEBHOOK_PAYLOADS } from '../../../src/contracts/webhooks.schema';
import { type OrderRecord } from '../../application/collect/order-repository.port';
import { productGid } from '../../../src/domain/shop/shopify-ids';
import { addressKey } from '../../../src/domain/referrals/referral-rules';
import { type OrderReferral } from '../../application/referrals/match-referral-order.use-case';

export type ShopifyOrderPayload = z.output<(typeof WEBHOOK_PAYLOADS)[typeof TOPIC_ORDERS_CREATE]>;

/**
 * An order as the collect area keeps it, from Shopify's order payload: the earliest successful
 * fulfilment, the delivery a carrier reported, and the products (custom line items have none).
 */
export function orderFromShopifyPayload(payload: ShopifyOrderPayload): OrderRecord {
  const fulfillments = payload.fulfillments ?? [];
  const fulfilled = fulfillments
    .filter((entry) => (entry.status ?? 'success') === 'success' && entry.created_at)
    .map((entry) => Date.parse(entry.created_at ?? ''))
    .sort((a, b) => a - b)[0];
  const delivered = fulfillments.find((entry) => entry.shipment_status === 'delivered');
  const deliveredAt = delivered ? (delivered.updated_at ?? delivered.created_at ?? null) : null;
  const name = [payload.customer?.first_name, payload.customer?.last_name].filter(Boolean).join(' ');
  return {
    id: `gid://shopify/Order/${payload.id}`,
    name: payload.name,
    customerName: name,
    customerEmail: (payload.email || payload.contact_email || payload.customer?.email || '').trim().toLowerCase(),
    customerLocale: payload.customer_locale ?? '',
    customerId: payload.customer?.id ?? null,
    totalPrice: payload.total_price ?? '0',
    placedAt: new Date(payload.created_at),
    fulfilledAt: fulfilled === undefined ? null : new Date(fulfilled),
    deliveredAt: deliveredAt ? new Date(deliveredAt) : null,
    cancelledAt: payload.cancelled_at ? new Date(payload.cancelled_at) : null,
    items: payload.line_items.flatMap((item) =>
      item.product_id ? [{ productId: productGid(item.product_id), title: item.title, quantity: item.quantity }] : [],
    ),
  };
}

/** What the referral programme reads of an order: who placed it, where it goes, the codes it used. */
export function orderReferralFromShopifyPayload(payload: ShopifyOrderPayload, order: OrderRecord): OrderReferral {
  const address = payload.shipping_address ?? payload.billing_address;
  return {
    orderId: order.id,
    orderName: order.name,
    customerId: payload.customer?.id ?? null,
    email: order.customerEmail,
    addressKey: addressKey(address ? { address1: address.address1, zip: address.zip, countryCode: address.country_code } : null),
    discountCodes: (payload.discount_codes ?? []).map((entry) => entry.code),
    total: payload.total_price === null || payload.total_price === undefined ? null : Number(payload.total_price),
    currencyCode: payload.currency ?? '',
  };
}
