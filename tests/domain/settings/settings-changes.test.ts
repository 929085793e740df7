import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  areSettingValuesEqual,
  createSettingsChanges,
  discardChanges,
  hasUnsavedChanges,
  isSettingUnsaved,
  markSaved,
  revertSetting,
  serializeSettingValue,
  unsavedValues,
  updateSetting,
  updateSettings,
} from '../../../src/domain/settings/settings-changes';

interface WidgetSettings {
  font_size: number;
  star_color: string;
  is_qa_active: string;
  qa_colors: string[];
  layout: { columns: number; gap: number };
  css?: string;
}

const saved: WidgetSettings = {
  font_size: 13,
  star_color: '#ffb400',
  is_qa_active: '1',
  qa_colors: ['#000', '#fff'],
  layout: { columns: 3, gap: 8 },
};

describe('settings change tracking', () => {
  it('starts with nothing unsaved and no save bar', () => {
    const changes = createSettingsChanges(saved);
    expect(changes.current).toBe(saved);
    expect(hasUnsavedChanges(changes)).toBe(false);
  });

  it('marks a changed setting unsaved and shows the save bar', () => {
    const changes = updateSetting(createSettingsChanges(saved), 'font_size', 14);
    expect(changes.current.font_size).toBe(14);
    expect(isSettingUnsaved(changes, 'font_size')).toBe(true);
    expect(isSettingUnsaved(changes, 'star_color')).toBe(false);
    expect(hasUnsavedChanges(changes)).toBe(true);
  });

  it('clears the mark and hides the save bar when a value is changed back to the saved one', () => {
    const edited = updateSetting(createSettingsChanges(saved), 'font_size', 14);
    const reverted = updateSetting(edited, 'font_size', 13);
    expect(isSettingUnsaved(reverted, 'font_size')).toBe(false);
    expect(hasUnsavedChanges(reverted)).toBe(false);
  });

  it('keeps other marks when one setting is reverted', () => {
    let changes = updateSetting(createSettingsChanges(saved), 'font_size', 14);
    changes = updateSetting(changes, 'star_color', '#000000');
    changes = revertSetting(changes, 'font_size');
    expect([...changes.unsavedKeys]).toEqual(['star_color']);
    expect(changes.current.font_size).toBe(13);
  });

  it('does not mark a rebuilt object whose keys come in another order', () => {
    const changes = updateSetting(createSettingsChanges(saved), 'layout', { gap: 8, columns: 3 });
    expect(hasUnsavedChanges(changes)).toBe(false);
  });

  it('marks an object whose nested value changed', () => {
    const changes = updateSetting(createSettingsChanges(saved), 'layout', { columns: 3, gap: 9 });
    expect(isSettingUnsaved(changes, 'layout')).toBe(true);
  });

  it('marks an array whose order changed', () => {
    const changes = updateSetting(createSettingsChanges(saved), 'qa_colors', ['#fff', '#000']);
    expect(isSettingUnsaved(changes, 'qa_colors')).toBe(true);
  });

  it('does not mark an equal copy of an array', () => {
    const changes = updateSetting(createSettingsChanges(saved), 'qa_colors', ['#000', '#fff']);
    expect(hasUnsavedChanges(changes)).toBe(false);
  });

  it("tells the string flag '1' from the number 1", () => {
    const changes = updateSetting(createSettingsChanges(saved), 'is_qa_active', 1 as unknown as string);
    expect(isSettingUnsaved(changes, 'is_qa_active')).toBe(true);
  });

  it('marks a setting the saved settings did not have', () => {
    const changes = updateSetting(createSettingsChanges(saved), 'css', '.a{}');
    expect(isSettingUnsaved(changes, 'css')).toBe(true);
    expect(isSettingUnsaved(updateSetting(changes, 'css', undefined), 'css')).toBe(false);
  });

  it('marks each changed key of a patch and ignores unchanged ones', () => {
    const changes = updateSettings(createSettingsChanges(saved), { font_size: 15, star_color: '#ffb400' });
    expect([...changes.unsavedKeys]).toEqual(['font_size']);
  });

  it('never mutates the previous state or the saved settings', () => {
    const initial = createSettingsChanges(saved);
    const savedCopy = structuredClone(saved);
    const edited = updateSetting(initial, 'font_size', 20);
    expect(initial.current.font_size).toBe(13);
    expect(initial.unsavedKeys.size).toBe(0);
    expect(edited.saved).toEqual(savedCopy);
  });

  it('lists the unsaved values for the save request', () => {
    let changes = updateSetting(createSettingsChanges(saved), 'font_size', 16);
    changes = updateSetting(changes, 'qa_colors', ['#111']);
    expect(unsavedValues(changes)).toEqual({ font_size: 16, qa_colors: ['#111'] });
  });

  it('after a successful save, current becomes saved and the save bar hides', () => {
    const edited = updateSetting(createSettingsChanges(saved), 'font_size', 16);
    const afterSave = markSaved(edited);
    expect(afterSave.saved).toBe(edited.current);
    expect(afterSave.saved.font_size).toBe(16);
    expect(hasUnsavedChanges(afterSave)).toBe(false);
    expect(isSettingUnsaved(updateSetting(afterSave, 'font_size', 13), 'font_size')).toBe(true);
  });

  it('keeps edits made while the save request was in flight unsaved', () => {
    const submitted = updateSetting(createSettingsChanges(saved), 'font_size', 16);
    const editedDuringSave = updateSetting(submitted, 'star_color', '#123456');
    const afterSave = markSaved(editedDuringSave, submitted.current);
    expect(afterSave.saved.font_size).toBe(16);
    expect([...afterSave.unsavedKeys]).toEqual(['star_color']);
    expect(afterSave.current.star_color).toBe('#123456');
  });

  it('discard restores the saved settings and hides the save bar', () => {
    let changes = updateSetting(createSettingsChanges(saved), 'font_size', 16);
    changes = updateSetting(changes, 'layout', { columns: 1, gap: 0 });
    const discarded = discardChanges(changes);
    expect(discarded.current).toEqual(saved);
    expect(hasUnsavedChanges(discarded)).toBe(false);
  });

  it('any edit followed by restoring the saved value leaves nothing unsaved', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.string(), fc.jsonValue(), (record, key, value) => {
        const initial = createSettingsChanges(record);
        const edited = updateSetting(initial, key, value);
        expect(hasUnsavedChanges(edited)).toBe(!areSettingValuesEqual(record[key], value));
        expect(hasUnsavedChanges(revertSetting(edited, key))).toBe(false);
      }),
    );
  });
});

describe('areSettingValuesEqual', () => {
  it.each([
    [{ a: 1, b: { c: 2, d: 3 } }, { b: { d: 3, c: 2 }, a: 1 }],
    [Number.NaN, Number.NaN],
    [0, -0],
    [{ a: undefined }, {}],
    [new Date(0), new Date(0)],
    [Object.assign(Object.create(null) as object, { b: 1, a: 2 }), { a: 2, b: 1 }],
  ])('treats %j and %j as the same setting', (a, b) => {
    expect(areSettingValuesEqual(a, b)).toBe(true);
  });

  it.each([
    [[1, 2], [2, 1]],
    ['1', 1],
    [undefined, null],
    [{ a: 1 }, { a: 1, b: 2 }],
    [new Date(0), new Date(1)],
  ])('treats %j and %j as different', (a, b) => {
    expect(areSettingValuesEqual(a, b)).toBe(false);
  });

  it('ignores key order at every depth for any JSON value', () => {
    const reorder = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(reorder);
      if (typeof value === 'object' && value !== null) {
        return Object.fromEntries(Object.entries(value).reverse().map(([k, v]) => [k, reorder(v)]));
      }
      return value;
    };
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(areSettingValuesEqual(value, reorder(value))).toBe(true);
      }),
    );
  });

  it('compares values JSON cannot serialize by identity instead of throwing', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const otherCyclic: Record<string, unknown> = {};
    otherCyclic.self = otherCyclic;
    expect(serializeSettingValue(cyclic)).toBeUndefined();
    expect(serializeSettingValue([1n])).toBeUndefined();
    expect(areSettingValuesEqual(cyclic, cyclic)).toBe(true);
    expect(areSettingValuesEqual(cyclic, otherCyclic)).toBe(false);
    expect(areSettingValuesEqual(1n, 1n)).toBe(true);
  });

  it('serializes plain objects with sorted keys', () => {
    expect(serializeSettingValue({ b: [{ d: 1, c: 2 }], a: 'x' })).toBe('{"a":"x","b":[{"c":2,"d":1}]}');
  });
});
