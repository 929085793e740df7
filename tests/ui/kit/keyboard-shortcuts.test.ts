import { describe, expect, it } from 'vitest';
import { isTypingTarget, SHORTCUT_KEYS, shortcutFor } from '../../../src/ui/kit/keyboard-shortcuts';

const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; isComposing: boolean }> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});
const onBody = { target: { tagName: 'BODY' }, modalOpen: false };

describe('shortcutFor', () => {
  it.each([
    ['j', 'next'],
    ['k', 'previous'],
    ['Enter', 'openRow'],
    ['p', 'publish'],
    ['u', 'unpublish'],
    ['f', 'feature'],
    ['r', 'reply'],
    ['x', 'toggleSelect'],
    ['?', 'help'],
  ])('%s → %s', (k, action) => {
    expect(shortcutFor(key(k), onBody)).toBe(action);
  });

  it('ignores other keys, capitals and modified keys (browser shortcuts stay free)', () => {
    expect(shortcutFor(key('a'), onBody)).toBeNull();
    expect(shortcutFor(key('P'), onBody)).toBeNull();
    expect(shortcutFor(key('r', { ctrlKey: true }), onBody)).toBeNull();
    expect(shortcutFor(key('f', { metaKey: true }), onBody)).toBeNull();
    expect(shortcutFor(key('j', { altKey: true }), onBody)).toBeNull();
    expect(shortcutFor(key('j', { isComposing: true }), onBody)).toBeNull();
  });

  it('never fires while typing or while a dialog is open', () => {
    for (const target of [{ tagName: 'INPUT' }, { tagName: 'textarea' }, { tagName: 'SELECT' }, { tagName: 'DIV', isContentEditable: true }, { tagName: 'DIV', role: 'combobox' }]) {
      expect(shortcutFor(key('p'), { target, modalOpen: false })).toBeNull();
    }
    expect(shortcutFor(key('p'), { target: { tagName: 'BODY' }, modalOpen: true })).toBeNull();
  });

  it('treats a button or a table row as not typing', () => {
    expect(isTypingTarget({ tagName: 'BUTTON' })).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });

  it('leaves Enter to the button, link or checkbox it is pressed on', () => {
    for (const target of [{ tagName: 'BUTTON' }, { tagName: 'a' }, { tagName: 'SPAN', role: 'checkbox' }, { tagName: 'DIV', role: 'button' }]) {
      expect(shortcutFor(key('Enter'), { target, modalOpen: false })).toBeNull();
    }
    expect(shortcutFor(key('Enter'), { target: { tagName: 'TD' }, modalOpen: false })).toBe('openRow');
    expect(shortcutFor(key('p'), { target: { tagName: 'BUTTON' }, modalOpen: false })).toBe('publish');
  });

  it('lists every key once for the help overlay', () => {
    expect(new Set(SHORTCUT_KEYS.map((s) => s.key)).size).toBe(SHORTCUT_KEYS.length);
  });
});
