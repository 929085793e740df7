import { type Ad, type RecommendedApp } from '../../../src/contracts/dashboard.contract';
import { type AdCategory } from '../../../src/contracts/dashboard.schema';

/**
 * Our partners' promotions, kept with the server: no ad network is called. Their images ship
 * with the admin under public/partners/ (docs/product/dashboard-and-guide.md#ads).
 */

export interface CatalogueAd extends Ad {
  readonly category: AdCategory;
}

export const AD_CATALOGUE: readonly CatalogueAd[] = [
  {
    id: 1,
    category: 1,
    title: 'Track every parcel with Parcel Panel',
    desc: 'Branded tracking pages and shipping notifications that cut "where is my order" e-mails.',
    btn_text: 'Try Parcel Panel',
    url: 'https://apps.shopify.com/parcelpanel',
    image: '/partners/parcel-panel.svg',
    translations: {
      de: {
        title: 'Jedes Paket verfolgen mit Parcel Panel',
        desc: 'Sendungsverfolgung im Look Ihres Shops und Versandbenachrichtigungen, die „Wo ist meine Bestellung?“-Mails reduzieren.',
        btn_text: 'Parcel Panel testen',
      },
      fr: {
        title: 'Suivez chaque colis avec Parcel Panel',
        desc: 'Des pages de suivi à vos couleurs et des notifications d’expédition qui réduisent les e-mails « où est ma commande ? ».',
        btn_text: 'Essayer Parcel Panel',
      },
    },
  },
  {
    id: 2,
    category: 1,
    title: 'Reward loyal customers with Loloyal',
    desc: 'Points, referrals and VIP tiers that bring shoppers back, set up in minutes.',
    btn_text: 'Try Loloyal',
    url: 'https://apps.shopify.com/loloyal',
    image: '/partners/loloyal.svg',
    translations: {
      de: {
        title: 'Treue Kunden belohnen mit Loloyal',
        desc: 'Punkte, Empfehlungen und VIP-Stufen, die Kunden zurückbringen – in Minuten eingerichtet.',
        btn_text: 'Loloyal testen',
      },
      fr: {
        title: 'Récompensez vos clients fidèles avec Loloyal',
        desc: 'Points, parrainage et niveaux VIP qui font revenir vos clients, configurés en quelques minutes.',
        btn_text: 'Essayer Loloyal',
      },
    },
  },
  {
    id: 3,
    category: 1,
    title: 'Get found on search with SEOAnt',
    desc: 'Fix image alt texts, speed up pages and add structured data without touching code.',
    btn_text: 'Try SEOAnt',
    url: 'https://apps.shopify.com/seoant-seo-booster',
    image: '/partners/seoant.svg',
    translations: {
      de: {
        title: 'Besser gefunden werden mit SEOAnt',
        desc: 'Alt-Texte korrigieren, Seiten beschleunigen und strukturierte Daten ergänzen – ganz ohne Code.',
        btn_text: 'SEOAnt testen',
      },
      fr: {
        title: 'Soyez trouvé sur les moteurs de recherche avec SEOAnt',
        desc: 'Corrigez les textes alternatifs, accélérez vos pages et ajoutez des données structurées sans code.',
        btn_text: 'Essayer SEOAnt',
      },
    },
  },
];

export const RECOMMENDED_APP_CATALOGUE: readonly RecommendedApp[] = [
  {
    name: 'Parcel Panel',
    desc: 'Order tracking pages and shipping notifications.',
    url: 'https://apps.shopify.com/parcelpanel',
    logo: '/partners/parcel-panel.svg',
    desc_translations: { de: 'Sendungsverfolgung und Versandbenachrichtigungen.', fr: 'Pages de suivi de commande et notifications d’expédition.' },
  },
  {
    name: 'Loloyal',
    desc: 'Loyalty points, referrals and VIP tiers.',
    url: 'https://apps.shopify.com/loloyal',
    logo: '/partners/loloyal.svg',
    desc_translations: { de: 'Treuepunkte, Empfehlungen und VIP-Stufen.', fr: 'Points de fidélité, parrainage et niveaux VIP.' },
  },
  {
    name: 'SEOAnt',
    desc: 'Search engine optimisation without code.',
    url: 'https://apps.shopify.com/seoant-seo-booster',
    logo: '/partners/seoant.svg',
    desc_translations: { de: 'Suchmaschinenoptimierung ohne Code.', fr: 'Référencement naturel sans code.' },
  },
  {
    name: 'Langwill',
    desc: 'Translate your store into every language your buyers speak.',
    url: 'https://apps.shopify.com/langwill',
    logo: '/partners/langwill.svg',
    desc_translations: { de: 'Übersetzen Sie Ihren Shop in jede Sprache Ihrer Kunden.', fr: 'Traduisez votre boutique dans la langue de vos clients.' },
  },
  {
    name: 'Wiio',
    desc: 'Wishlists that remind shoppers of what they loved.',
    url: 'https://apps.shopify.com/wiio',
    logo: '/partners/wiio.svg',
    desc_translations: { de: 'Wunschlisten, die Kunden an ihre Favoriten erinnern.', fr: 'Des listes d’envies qui rappellent aux clients ce qu’ils ont aimé.' },
  },
  {
    name: 'Channelwill Upsell',
    desc: 'Bundles and upsells on product and cart pages.',
    url: 'https://apps.shopify.com/channelwill-upsell',
    logo: '/partners/upsell.svg',
    desc_translations: { de: 'Bundles und Upsells auf Produkt- und Warenkorbseiten.', fr: 'Lots et ventes additionnelles sur les pages produit et panier.' },
  },
];

export function adsOfCategory(category: AdCategory): readonly Ad[] {
  return AD_CATALOGUE.filter((ad) => ad.category === category).map(({ category: _category, ...ad }) => ad);
}

export function isKnownAd(adId: number): boolean {
  return AD_CATALOGUE.some((ad) => ad.id === adId);
}
