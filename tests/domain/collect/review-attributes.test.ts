import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTE_OPTIONS_MAX,
  ATTRIBUTE_SCALE_LABEL_MAX_LENGTH,
  ATTRIBUTE_SCOPE_IDS_MAX,
  ATTRIBUTE_SHORT_TEXT_MAX_LENGTH,
  ATTRIBUTE_TITLE_MAX_LENGTH,
  NEW_ATTRIBUTE,
  attributeAppliesTo,
  attributeDefinitionProblem,
  checkAnswer,
  checkAnswers,
  normalizeAttributeDefinition,
  reorderedIds,
  resourceNumber,
  storefrontAttributes,
  type ReviewAttribute,
  type ReviewAttributeDefinition,
} from '../../../src/domain/collect/review-attributes';

const fit: ReviewAttribute = {
  ...NEW_ATTRIBUTE,
  id: 1,
  position: 0,
  title: 'How does it fit?',
  options: ['Runs small', 'True to size', 'Runs large'],
  required: true,
};
const quality: ReviewAttribute = { ...NEW_ATTRIBUTE, id: 2, position: 1, kind: 'scale', title: 'Quality', options: [], low_label: 'Poor', high_label: 'Great' };
const note: ReviewAttribute = { ...NEW_ATTRIBUTE, id: 3, position: 2, kind: 'short_text', title: 'Height', options: [] };
const onlyShoes: ReviewAttribute = { ...note, id: 4, position: 3, required: true, scope: 'products', resource_ids: ['gid://shopify/Product/42'] };
const inCollection: ReviewAttribute = { ...note, id: 5, position: 4, required: true, scope: 'collections', resource_ids: ['gid://shopify/Collection/7'] };

const problem = (change: Partial<ReviewAttributeDefinition>) => attributeDefinitionProblem(normalizeAttributeDefinition({ ...fit, ...change }));

describe('attribute definitions', () => {
  it('accepts each kind within its limits', () => {
    expect(problem({})).toBeNull();
    expect(problem({ kind: 'scale', low_label: 'Poor' })).toBeNull();
    expect(problem({ kind: 'short_text' })).toBeNull();
    expect(problem({ scope: 'products', resource_ids: ['gid://shopify/Product/1'] })).toBeNull();
  });

  it('names the field of the first broken rule', () => {
    expect(problem({ title: '  ' })).toEqual({ field: 'title', message: 'must not be blank' });
    expect(problem({ title: 'x'.repeat(ATTRIBUTE_TITLE_MAX_LENGTH + 1) })?.field).toBe('title');
    expect(problem({ options: ['One'] })?.field).toBe('options');
    expect(problem({ options: Array.from({ length: ATTRIBUTE_OPTIONS_MAX + 1 }, (_, index) => `o${index}`) })?.field).toBe('options');
    expect(problem({ options: ['One', ' '] })?.message).toMatch(/blank/);
    expect(problem({ options: ['One', 'x'.repeat(41)] })?.message).toMatch(/at most/);
    expect(problem({ options: ['One', 'one'] })?.message).toMatch(/twice/);
    expect(problem({ kind: 'scale', high_label: 'x'.repeat(ATTRIBUTE_SCALE_LABEL_MAX_LENGTH + 1) })?.field).toBe('high_label');
    expect(problem({ scope: 'collections', resource_ids: [] })?.field).toBe('resource_ids');
    expect(problem({ scope: 'products', resource_ids: Array.from({ length: ATTRIBUTE_SCOPE_IDS_MAX + 1 }, (_, index) => `p${index}`) })?.field).toBe('resource_ids');
  });

  it('normalizes: trims, empties what the kind does not use, no ids for all', () => {
    const normalized = normalizeAttributeDefinition({ ...fit, kind: 'scale', title: ' Q ', low_label: ' a ', resource_ids: ['x'] });
    expect(normalized).toMatchObject({ title: 'Q', options: [], low_label: 'a', resource_ids: [] });
    expect(normalizeAttributeDefinition({ ...fit, kind: 'short_text', low_label: 'a' }).low_label).toBe('');
    expect(normalizeAttributeDefinition({ ...fit, scope: 'products', resource_ids: ['a', 'a'] }).resource_ids).toEqual(['a']);
  });
});

describe('answers', () => {
  it('reads a GID number', () => {
    expect(resourceNumber('gid://shopify/Product/42')).toBe('42');
    expect(resourceNumber('42')).toBe('42');
  });

  it('knows which forms ask a question', () => {
    expect(attributeAppliesTo(fit, '1')).toBe(true);
    expect(attributeAppliesTo(fit, undefined)).toBe(false);
    expect(attributeAppliesTo({ ...fit, is_active: false }, '1')).toBe(false);
    expect(attributeAppliesTo(onlyShoes, '42')).toBe(true);
    expect(attributeAppliesTo(onlyShoes, '43')).toBe(false);
    expect(attributeAppliesTo(inCollection, '43')).toBe('maybe');
  });

  it('checks one answer by kind', () => {
    expect(checkAnswer(fit, ' Runs small ')).toEqual({ value: 'Runs small' });
    expect(checkAnswer(fit, 'Huge')).toHaveProperty('problem');
    expect(checkAnswer(quality, '5')).toEqual({ value: '5' });
    expect(checkAnswer(quality, '6')).toHaveProperty('problem');
    expect(checkAnswer(quality, '0')).toHaveProperty('problem');
    expect(checkAnswer(quality, 'x')).toHaveProperty('problem');
    expect(checkAnswer(note, '180 cm')).toEqual({ value: '180 cm' });
    expect(checkAnswer(note, 'x'.repeat(ATTRIBUTE_SHORT_TEXT_MAX_LENGTH + 1))).toHaveProperty('problem');
  });

  const all = [note, quality, fit, onlyShoes, inCollection];

  it('keeps the answers in the questions order with their titles', () => {
    expect(checkAnswers(all, '42', { 1: 'True to size', 2: '4', 3: ' ', 4: 'tall' })).toEqual({
      answers: [
        { attribute_id: 1, title: 'How does it fit?', kind: 'single_choice', value: 'True to size' },
        { attribute_id: 2, title: 'Quality', kind: 'scale', value: '4' },
        { attribute_id: 4, title: 'Height', kind: 'short_text', value: 'tall' },
      ],
    });
  });

  it('refuses missing required, unknown and bad answers, naming the field', () => {
    expect(checkAnswers(all, '43', {})).toEqual({ problem: { field: 'attributes.1', message: 'is required' } });
    expect(checkAnswers(all, '43', { 1: 'Runs small', 4: 'x' })).toEqual({ problem: { field: 'attributes.4', message: 'is not a question of this form' } });
    expect(checkAnswers(all, '43', { 1: 'Runs small', 99: 'x' })).toMatchObject({ problem: { field: 'attributes.99' } });
    expect(checkAnswers(all, '43', { 1: 'Runs small', 2: '9' })).toMatchObject({ problem: { field: 'attributes.2' } });
    expect(checkAnswers(all, '42', { 1: 'Runs small' })).toMatchObject({ problem: { field: 'attributes.4', message: 'is required' } });
    // A collection question is taken when answered, never demanded by the server.
    expect(checkAnswers(all, '43', { 1: 'Runs small', 5: 'ok' })).toMatchObject({ answers: [{ attribute_id: 1 }, { attribute_id: 5 }] });
    // A store review (no product) is asked nothing.
    expect(checkAnswers(all, undefined, {})).toEqual({ answers: [] });
  });

  it('gives the storefront the active questions in order with numbers', () => {
    const shown = storefrontAttributes([onlyShoes, { ...quality, is_active: false }, fit]);
    expect(shown.map((attribute) => attribute.id)).toEqual([1, 4]);
    expect(shown[1]?.numbers).toEqual(['42']);
  });

  it('accepts only a permutation as a new order', () => {
    expect(reorderedIds([1, 2, 3], [3, 1, 2])).toEqual([3, 1, 2]);
    expect(reorderedIds([1, 2, 3], [3, 1])).toBeNull();
    expect(reorderedIds([1, 2, 3], [3, 3, 1])).toBeNull();
    expect(reorderedIds([1, 2, 3], [3, 4, 1])).toBeNull();
  });
});
