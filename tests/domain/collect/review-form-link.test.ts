import { describe, expect, it } from 'vitest';
import {
  parseShopLinkChannel,
  parseStarRating,
  REVIEW_FORM_LINK_LIFETIME_MS,
  reviewSourceOf,
  withStarRating,
} from '../../../src/domain/collect/review-form-link';

describe('review form links', () => {
  it('lasts 60 days', () => {
    expect(REVIEW_FORM_LINK_LIFETIME_MS).toBe(60 * 24 * 60 * 60 * 1000);
  });

  it('names the source the review list filters by', () => {
    expect(reviewSourceOf({ kind: 'order' })).toBe('Email request');
    expect(reviewSourceOf({ kind: 'shop', channel: 'qr' })).toBe('QR Code');
    expect(reviewSourceOf({ kind: 'shop', channel: 'link' })).toBe('Store link');
  });

  it('reads the channel of a shop link', () => {
    expect(parseShopLinkChannel('qr')).toBe('qr');
    expect(parseShopLinkChannel('link')).toBe('link');
    expect(parseShopLinkChannel('QR')).toBeNull();
    expect(parseShopLinkChannel(undefined)).toBeNull();
    expect(parseShopLinkChannel(null)).toBeNull();
  });

  it.each([
    ['1', 1],
    ['5', 5],
    ['0', null],
    ['6', null],
    ['4.5', null],
    ['', null],
    ['04', null],
    [' 3', null],
  ])('reads the rating %j as %j', (text, rating) => {
    expect(parseStarRating(text)).toBe(rating);
  });

  it('reads no rating when the link has none', () => {
    expect(parseStarRating(undefined)).toBeNull();
    expect(parseStarRating(null)).toBeNull();
  });

  it('adds a star to a link with or without a query', () => {
    expect(withStarRating('https://s.example/apps/starling/review_form?token=abc', 4)).toBe('https://s.example/apps/starling/review_form?token=abc&rating=4');
    expect(withStarRating('https://s.example/apps/starling/review_form', 2)).toBe('https://s.example/apps/starling/review_form?rating=2');
  });

  it('replaces a rating the link had and keeps a fragment last', () => {
    expect(withStarRating('https://s.example/f?rating=1&token=abc#form', 5)).toBe('https://s.example/f?token=abc&rating=5#form');
    expect(withStarRating('https://s.example/f?#x', 3)).toBe('https://s.example/f?rating=3#x');
  });

  it('refuses a rating that is not 1-5', () => {
    expect(() => withStarRating('https://s.example/f', 0)).toThrow(RangeError);
    expect(() => withStarRating('https://s.example/f', 2.5)).toThrow(RangeError);
  });
});
