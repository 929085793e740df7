import { describe, expect, it } from 'vitest';
import {
  buyersShowSelection,
  buyersShowSettingsFrom,
  cardCarouselSelection,
  cardCarouselSettingsFrom,
  carouselIsOn,
  carouselShowsOn,
  DEFAULT_BUYERS_SHOW_SETTINGS,
  DEFAULT_CARD_CAROUSEL_SETTINGS,
} from '../../../src/domain/storefront/showcase-settings';

describe('the showcases’ settings', () => {
  it('keeps the spec’s carousel timing and fills what was never saved, or saved with another type, with its default', () => {
    expect(DEFAULT_CARD_CAROUSEL_SETTINGS).toMatchObject({ autoplay_interval: 2000, autoplay_speed: 300 });
    expect(cardCarouselSettingsFrom({ carousel_type: 3, autoplay_interval: '5000', stray: 1 })).toEqual({ ...DEFAULT_CARD_CAROUSEL_SETTINGS, carousel_type: 3 });
    expect(cardCarouselSettingsFrom(null)).toEqual(DEFAULT_CARD_CAROUSEL_SETTINGS);
  });

  it('answers the buyers’ show with its one id, whatever was stored', () => {
    expect(buyersShowSettingsFrom({ id: 99, title: 'Worn by you' })).toEqual({ ...DEFAULT_BUYERS_SHOW_SETTINGS, title: 'Worn by you', id: 1 });
  });

  it('draws the carousel on the home page by the home reviews switch, elsewhere by its own', () => {
    const homeOnly = { is_active: '2', is_activate_home_reviews: '1' } as const;
    expect(carouselShowsOn(homeOnly, 'home')).toBe(true);
    expect(carouselShowsOn(homeOnly, 'other')).toBe(false);
    expect(carouselShowsOn({ is_active: '1', is_activate_home_reviews: '2' }, 'home')).toBe(false);
  });

  it('counts the carousel as on while it shows on the home page or elsewhere, off only when neither', () => {
    expect(carouselIsOn({ is_active: '2', is_activate_home_reviews: '1' })).toBe('1');
    expect(carouselIsOn({ is_active: '1', is_activate_home_reviews: '2' })).toBe('1');
    expect(carouselIsOn({ is_active: '2', is_activate_home_reviews: '2' })).toBe('2');
  });

  it('picks the carousel’s reviews by its type and the gallery’s from the shows or the newest with photos', () => {
    const carousel = (carousel_type: 1 | 2 | 3) => cardCarouselSelection({ ...DEFAULT_CARD_CAROUSEL_SETTINGS, carousel_type });
    expect(carousel(1)).toMatchObject({ marked: 'featured', order: 'newest', withPhotos: false, productOnStorefront: true });
    expect(carousel(2)).toMatchObject({ marked: 'any', order: 'newest' });
    expect(carousel(3)).toMatchObject({ marked: 'any', order: 'highest', minRating: 4, limit: 12 });
    expect(buyersShowSelection({ ...DEFAULT_BUYERS_SHOW_SETTINGS, review_source: 'shows', photos_shown: 8 })).toEqual({ marked: 'in_shows', order: 'newest', withPhotos: true, minRating: 1, limit: 8, productOnStorefront: false });
    expect(buyersShowSelection(DEFAULT_BUYERS_SHOW_SETTINGS).marked).toBe('any');
  });
});
