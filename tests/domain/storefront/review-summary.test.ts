import { describe, expect, it } from 'vitest';
import { positivePercent, rankAspects } from '../../../src/domain/storefront/review-summary-settings';
import { AspectMentionSummarizer } from '../../../server/infrastructure/storefront/aspect-mention-summarizer';

const summarizer = new AspectMentionSummarizer();

describe('the review summary', () => {
  it('ranks aspects by mentions, then by their positive share, and leaves out those nobody mentions', () => {
    const ranked = rankAspects(
      [
        { aspect: 'size', mentions: 2, positive_percent: 50 },
        { aspect: 'quality', mentions: 2, positive_percent: 100 },
        { aspect: 'shipping', mentions: 5, positive_percent: 20 },
        { aspect: 'look', mentions: 0, positive_percent: 0 },
      ],
      3,
    );
    expect(ranked.map((mention) => mention.aspect)).toEqual(['shipping', 'quality', 'size']);
    expect(positivePercent(2, 3)).toBe(67);
    expect(positivePercent(0, 0)).toBe(0);
  });

  it('counts a review once per aspect, in several languages and without accents mattering, 4 and 5 stars as positive', () => {
    const summary = summarizer.summarize(
      [
        { rating: 5, title: 'Qualität top', body: 'Die Qualität ist super, Qualität!' },
        { rating: 3, title: '', body: 'La qualite est correcte, la livraison lente.' },
        { rating: 4, title: 'Calidad', body: 'Buen envío.' },
      ],
      { lang: 'en', maxAspects: 4 },
    );
    expect(summary.aspects).toEqual([
      { aspect: 'quality', mentions: 3, positive_percent: 67 },
      { aspect: 'shipping', mentions: 2, positive_percent: 50 },
    ]);
    expect(summary.text).toBe('Shoppers mention quality (3 reviews, 67% positive) and shipping (2 reviews, 50% positive) most.');
  });

  it("writes the requested language's words where it has them, English otherwise, and nothing when no aspect comes up", () => {
    const reviews = [{ rating: 5, title: '', body: 'Great price' }];
    expect(summarizer.summarize(reviews, { lang: 'fr', maxAspects: 3 })).toMatchObject({ lang: 'fr', text: 'Les clients parlent surtout de le rapport qualité-prix (1 avis, 100 % positifs).' });
    expect(summarizer.summarize(reviews, { lang: 'ja', maxAspects: 3 }).lang).toBe('en');
    expect(summarizer.summarize([{ rating: 5, title: 'Hi', body: 'Thanks' }], { lang: 'en', maxAspects: 3 })).toEqual({ review_count: 1, aspects: [], text: '', lang: 'en' });
  });
});
