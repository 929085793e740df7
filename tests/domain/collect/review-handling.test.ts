import { describe, expect, it } from 'vitest';
import {
  arrivalHold,
  DEFAULT_REVIEW_HANDLING,
  findHoldWord,
  normalizeHoldWords,
} from '../../../src/domain/collect/review-handling';

const review = (body: string, title = '') => ({ title, body });

describe('hold words', () => {
  it('keeps each word once, trimmed, in its first spelling', () => {
    expect(normalizeHoldWords([' Refund ', 'refund', '', 'money  back', 'REFUND'])).toEqual(['Refund', 'money back']);
  });

  it('finds a word in the title or the text, whatever its case or width', () => {
    expect(findHoldWord(review('I want a REFUND now'), ['refund'])).toBe('refund');
    expect(findHoldWord(review('fine', 'Ｒｅｆｕｎｄ please'), ['refund'])).toBe('refund');
    expect(findHoldWord(review('Ça coûte CHER, très cher'), ['très cher'])).toBe('très cher');
  });

  it('matches whole words only in spaced scripts', () => {
    expect(findHoldWord(review('a classic class'), ['ass'])).toBeNull();
    expect(findHoldWord(review('classic ass.'), ['ass'])).toBe('ass');
    expect(findHoldWord(review('scam-like'), ['scam'])).toBe('scam');
    expect(findHoldWord(review('scammers'), ['scam'])).toBeNull();
  });

  it('matches anywhere in scripts written without spaces', () => {
    expect(findHoldWord(review('この商品は詐欺です'), ['詐欺'])).toBe('詐欺');
    expect(findHoldWord(review('สินค้านี้หลอกลวงมาก'), ['หลอกลวง'])).toBe('หลอกลวง');
  });

  it('holds nothing with no words', () => {
    expect(findHoldWord(review('anything'), [])).toBeNull();
    expect(findHoldWord(review('anything'), ['  '])).toBeNull();
  });
});

describe('arrival', () => {
  const settings = { ...DEFAULT_REVIEW_HANDLING, is_review_publish: '1' as const, hold_words: ['refund'] };

  it('publishes at once unless the source holds everything or a hold word is found', () => {
    expect(arrivalHold(settings, 'storefront', review('Great'))).toBeNull();
    expect(arrivalHold(settings, 'email_request', review('Great'))).toBeNull();
    expect(arrivalHold(settings, 'storefront', review('refund'))).toBe('hold_word');
    expect(arrivalHold({ ...settings, is_review_publish: '2' }, 'storefront', review('Great'))).toBe('manual');
    expect(arrivalHold({ ...settings, is_review_publish: '2' }, 'email_request', review('Great'))).toBeNull();
    expect(arrivalHold({ ...settings, email_review_publish: '2' }, 'email_request', review('Great'))).toBe('manual');
  });
});
