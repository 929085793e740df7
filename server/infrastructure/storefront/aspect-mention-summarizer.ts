import {
  type AspectMention,
  POSITIVE_RATING,
  positivePercent,
  rankAspects,
  REVIEW_ASPECTS,
  type ReviewAiSummary,
  type ReviewAspect,
} from '../../../src/domain/storefront/review-summary-settings';
import { type ReviewSummarizer, type SummarizedReview } from '../../application/storefront/review-summarizer.port';

/**
 * Word beginnings that name each aspect, in English, German, French, Spanish, Italian, Dutch and
 * Portuguese, without accents (a review's words are compared the same way). A word matches when
 * it starts with one of them.
 */
const ASPECT_WORDS: Record<ReviewAspect, readonly string[]> = {
  quality: ['quality', 'qualit', 'kwaliteit', 'calidad', 'qualidade', 'well made', 'verarbeitung'],
  value: ['price', 'value', 'worth', 'cheap', 'expensive', 'preis', 'prix', 'precio', 'prezzo', 'prijs', 'preco', 'rapport qualite'],
  size: ['size', 'sizing', 'fit', 'fits', 'fitting', 'groesse', 'grosse', 'passform', 'taille', 'talla', 'taglia', 'maat', 'tamanho'],
  comfort: ['comfort', 'comfy', 'bequem', 'komfort', 'confort', 'comod', 'confortable', 'confortevole', 'comfortabel', 'confortavel'],
  look: ['look', 'looks', 'design', 'colour', 'color', 'beautiful', 'pretty', 'style', 'aussehen', 'farbe', 'schoen', 'couleur', 'belle', 'bonito', 'bonita', 'bello', 'bella', 'kleur', 'mooi', 'lindo'],
  durability: ['durab', 'sturdy', 'lasts', 'lasting', 'broke', 'broken', 'robust', 'haltbar', 'solide', 'resistent', 'resistant', 'duradero', 'durevole', 'stevig', 'duravel'],
  shipping: ['shipping', 'delivery', 'delivered', 'arrived', 'package', 'packaging', 'lieferung', 'versand', 'geliefert', 'livraison', 'livre', 'envio', 'entrega', 'spedizione', 'consegna', 'levering', 'verzending', 'geleverd'],
  service: ['service', 'support', 'customer care', 'seller', 'kundenservice', 'kundendienst', 'servicio', 'atencion', 'assistenza', 'klantenservice', 'atendimento'],
};

/** Each aspect's name and the sentence around them, in the languages with their own words here. */
const WORDING: Record<string, { readonly names: Record<ReviewAspect, string>; readonly sentence: (parts: readonly string[]) => string; readonly part: (name: string, mentions: number, percent: number) => string }> = {
  en: {
    names: { quality: 'quality', value: 'value for money', size: 'size and fit', comfort: 'comfort', look: 'look', durability: 'durability', shipping: 'shipping', service: 'service' },
    part: (name, mentions, percent) => `${name} (${mentions} ${mentions === 1 ? 'review' : 'reviews'}, ${percent}% positive)`,
    sentence: (parts) => `Shoppers mention ${joinList(parts, 'and')} most.`,
  },
  de: {
    names: { quality: 'Qualität', value: 'Preis-Leistung', size: 'Größe und Passform', comfort: 'Komfort', look: 'Aussehen', durability: 'Haltbarkeit', shipping: 'Versand', service: 'Service' },
    part: (name, mentions, percent) => `${name} (${mentions} ${mentions === 1 ? 'Bewertung' : 'Bewertungen'}, ${percent} % positiv)`,
    sentence: (parts) => `Am häufigsten erwähnen Kunden ${joinList(parts, 'und')}.`,
  },
  fr: {
    names: { quality: 'la qualité', value: 'le rapport qualité-prix', size: 'la taille', comfort: 'le confort', look: "l'aspect", durability: 'la durabilité', shipping: 'la livraison', service: 'le service' },
    part: (name, mentions, percent) => `${name} (${mentions} avis, ${percent} % positifs)`,
    sentence: (parts) => `Les clients parlent surtout de ${joinList(parts, 'et')}.`,
  },
  es: {
    names: { quality: 'la calidad', value: 'la relación calidad-precio', size: 'la talla', comfort: 'la comodidad', look: 'el aspecto', durability: 'la durabilidad', shipping: 'el envío', service: 'la atención' },
    part: (name, mentions, percent) => `${name} (${mentions} ${mentions === 1 ? 'reseña' : 'reseñas'}, ${percent} % positivas)`,
    sentence: (parts) => `Los clientes mencionan sobre todo ${joinList(parts, 'y')}.`,
  },
};

function joinList(parts: readonly string[], and: string): string {
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} ${and} ${parts[parts.length - 1]}`;
}

/** Lower case, accents taken off, every run of non-letters one space, padded so phrases match at word starts. */
function normalized(text: string): string {
  return ` ${text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
}

function mentions(text: string, aspect: ReviewAspect): boolean {
  return ASPECT_WORDS[aspect].some((word) => text.includes(` ${word.trim()}`));
}

/**
 * An extractive summary (docs/product/storefront.md#review-summary): for each aspect, the reviews
 * whose title or text names it and the share of those rated 4 or 5 stars; the most mentioned
 * aspects in a sentence. Deterministic, local, no network.
 */
export class AspectMentionSummarizer implements ReviewSummarizer {
  summarize(reviews: readonly SummarizedReview[], options: { readonly lang: string; readonly maxAspects: number }): ReviewAiSummary {
    const texts = reviews.map((review) => ({ text: normalized(`${review.title} ${review.body}`), positive: review.rating >= POSITIVE_RATING }));
    const counted: AspectMention[] = REVIEW_ASPECTS.map((aspect) => {
      const mentioning = texts.filter((review) => mentions(review.text, aspect));
      return { aspect, mentions: mentioning.length, positive_percent: positivePercent(mentioning.filter((review) => review.positive).length, mentioning.length) };
    });
    const aspects = rankAspects(counted, options.maxAspects);
    const lang = options.lang.slice(0, 2).toLowerCase() in WORDING ? options.lang.slice(0, 2).toLowerCase() : 'en';
    const wording = WORDING[lang]!;
    const text = aspects.length === 0 ? '' : wording.sentence(aspects.map((mention) => wording.part(wording.names[mention.aspect], mention.mentions, mention.positive_percent)));
    return { review_count: reviews.length, aspects, text, lang };
  }
}
