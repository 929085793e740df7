import { type getReviewTranslations } from '../../src/contracts/storefront.contract';
import { STOREFRONT_ENDPOINTS } from '../../src/contracts/storefront-paths';
import { offersTranslation, TRANSLATION_BATCH_MAX } from '../../src/domain/storefront/review-translation';
import { type ReviewTranslation } from '../../src/domain/storefront/storefront-review';
import { proxyCall, word } from './proxy-client';

interface CardWords {
  readonly title: string;
  readonly body: string;
  readonly reply: string;
}

/**
 * Review translation in a reviews section (docs/product/storefront.md#translation): each review
 * written in another language than the shopper's gets a line under its text. On request it says
 * "Translate"; automatic translation shows the review translated, "Translated from …" and "Show
 * original". Texts are set with textContent, never as HTML.
 */
export function wireReviewTranslation(section: HTMLElement): (cards: readonly HTMLElement[]) => void {
  const mode = section.dataset.translate ?? 'off';
  if (mode === 'off') return () => undefined;
  const locale = section.dataset.locale ?? '';
  const originals = new WeakMap<HTMLElement, CardWords>();
  const translations = new Map<number, ReviewTranslation>();
  const field = (card: HTMLElement, name: string) => card.querySelector<HTMLElement>(`[data-field="${name}"]`);
  const setText = (card: HTMLElement, name: string, text: string) => {
    const element = field(card, name);
    if (element) element.textContent = text;
  };
  const languageName = (code: string) => {
    try {
      return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
    } catch {
      return code;
    }
  };

  const showWords = (card: HTMLElement, words: CardWords, translatedFrom: string | null) => {
    setText(card, 'title', words.title);
    setText(card, 'body', words.body);
    setText(card, 'reply-body', words.reply);
    setText(card, 'translated-from', translatedFrom === null ? '' : word(section, 'translated-from').replace('{language}', languageName(translatedFrom)));
    const button = field(card, 'translate');
    if (button) {
      button.textContent = word(section, translatedFrom === null ? 'translate' : 'show-original');
      button.setAttribute('aria-pressed', String(translatedFrom !== null));
    }
  };
  const showTranslation = (card: HTMLElement, translation: ReviewTranslation) => {
    if (!originals.has(card)) {
      originals.set(card, { title: field(card, 'title')?.textContent ?? '', body: field(card, 'body')?.textContent ?? '', reply: field(card, 'reply-body')?.textContent ?? '' });
    }
    showWords(card, { title: translation.title, body: translation.body, reply: translation.reply_body ?? '' }, translation.source_language);
  };
  const reviewId = (card: HTMLElement) => Number(card.dataset.reviewId);

  const translate = async (cards: readonly HTMLElement[]) => {
    const wanted = cards.filter((card) => !translations.has(reviewId(card)));
    for (let start = 0; start < wanted.length; start += TRANSLATION_BATCH_MAX) {
      const ids = wanted.slice(start, start + TRANSLATION_BATCH_MAX).map(reviewId);
      const answer = await proxyCall<typeof getReviewTranslations>(section.dataset.proxy ?? '', STOREFRONT_ENDPOINTS.reviewTranslations, {
        query: { review_ids: ids.join(','), language: locale },
      });
      for (const translation of answer.translations) translations.set(translation.review_id, translation);
    }
    for (const card of cards) {
      const translation = translations.get(reviewId(card));
      if (translation) showTranslation(card, translation);
    }
  };

  const seen = new WeakSet<HTMLElement>();
  const offered = (cards: readonly HTMLElement[]) =>
    cards.filter((card) => {
      if (seen.has(card)) return false;
      seen.add(card);
      return offersTranslation(card.dataset.language ?? '', locale);
    });
  const sayFailed = () => {
    const status = section.querySelector<HTMLElement>('[data-starling-status]');
    if (status) status.textContent = word(section, 'translate-failed');
  };

  section.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-field="translate"]');
    const card = button?.closest<HTMLElement>('[data-review-id]');
    if (!button || !card || !section.contains(card)) return;
    const original = originals.get(card);
    if (button.getAttribute('aria-pressed') === 'true' && original) {
      showWords(card, original, null);
      return;
    }
    button.disabled = true;
    translate([card])
      .catch(sayFailed)
      .finally(() => {
        button.disabled = false;
      });
  });

  /** Offers translation on these cards; in automatic mode, translates them. */
  return (cards) => {
    const foreign = offered(cards);
    for (const card of foreign) {
      setText(card, 'translate', word(section, 'translate'));
      const line = field(card, 'translation');
      if (line) line.hidden = false;
    }
    if (mode === 'automatic' && foreign.length > 0) void translate(foreign).catch(sayFailed);
  };
}
