import { type AuthenticatedShop } from '../shared/authenticated-shop';
import {
  type CatalogCollection,
  type CatalogProduct,
  type CatalogSearch,
  type ProductSearch,
  type ShopifyGateway,
} from '../shopify/shopify-gateway.port';
import { plainMoneyFormat } from './plain-money-format';

/** The resource picker's reads (docs/product/api.md resource picker calls), in the picker's field names (docs/product/spec-map.md §3). */
export class BrowsePickerCatalogUseCase {
  constructor(private readonly shopify: ShopifyGateway) {}

  async products(shop: AuthenticatedShop, search: ProductSearch) {
    const [products, info] = await Promise.all([this.shopify.products(shop, search), this.shopify.shopInfo(shop)]);
    return { products: products.map(pickerProduct), currencyFormat: plainMoneyFormat(info.moneyFormat) };
  }

  async collections(shop: AuthenticatedShop, search: CatalogSearch) {
    return { collections: (await this.shopify.collections(shop, search)).map(pickerCollection) };
  }

  async shop(shop: AuthenticatedShop) {
    const info = await this.shopify.shopInfo(shop);
    return {
      name: info.name,
      domain: info.domain,
      currency: info.currencyCode,
      money_format: plainMoneyFormat(info.moneyFormat),
    };
  }
}

function pickerProduct(product: CatalogProduct) {
  return {
    id: product.id,
    title: product.title,
    featured_media: product.image
      ? { preview: { image: { src: product.image.url, altText: product.image.altText ?? '' } } }
      : null,
    variants: product.variants.map((variant) => ({
      id: variant.id,
      title: variant.title,
      price: variant.price,
      inventory_quantity: variant.inventoryQuantity,
    })),
    total_variants: product.totalVariants,
    has_only_default_variant: product.hasOnlyDefaultVariant,
  };
}

function pickerCollection(collection: CatalogCollection) {
  return {
    id: collection.id,
    title: collection.title,
    image: collection.image ? { url: collection.image.url, altText: collection.image.altText ?? '' } : null,
    products_count: collection.productsCount,
  };
}
