/** What a key press asks a list screen to do (keyboard-first moderation). */
export type ShortcutAction = 'next' | 'previous' | 'openRow' | 'publish' | 'unpublish' | 'feature' | 'reply' | 'toggleSelect' | 'help';

/** The keys, in the order the help overlay lists them. */
export const SHORTCUT_KEYS: readonly { readonly key: string; readonly action: ShortcutAction }[] = [
  { key: 'j', action: 'next' },
  { key: 'k', action: 'previous' },
  { key: 'Enter', action: 'openRow' },
  { key: 'p', action: 'publish' },
  { key: 'u', action: 'unpublish' },
  { key: 'f', action: 'feature' },
  { key: 'r', action: 'reply' },
  { key: 'x', action: 'toggleSelect' },
  { key: '?', action: 'help' },
];

/** The parts of a KeyboardEvent the mapping reads. */
export interface ShortcutKeyEvent {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly isComposing?: boolean;
}

/** The parts of the event's target that tell whether the user is typing. */
export interface ShortcutTarget {
  readonly tagName?: string;
  readonly isContentEditable?: boolean;
  readonly role?: string | null;
}

const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);
const TYPING_ROLES = new Set(['textbox', 'combobox', 'searchbox', 'spinbutton']);
/** Enter on these does their own thing (press a button, follow a link). */
const PRESSABLE_TAGS = new Set(['BUTTON', 'A', 'SUMMARY']);
const PRESSABLE_ROLES = new Set(['button', 'link', 'checkbox', 'menuitem', 'tab', 'option', 'switch']);

export function isTypingTarget(target: ShortcutTarget | null): boolean {
  if (target === null) return false;
  return (
    TYPING_TAGS.has((target.tagName ?? '').toUpperCase()) || target.isContentEditable === true || TYPING_ROLES.has(target.role ?? '')
  );
}

function isPressableTarget(target: ShortcutTarget | null): boolean {
  return target !== null && (PRESSABLE_TAGS.has((target.tagName ?? '').toUpperCase()) || PRESSABLE_ROLES.has(target.role ?? ''));
}

export interface ShortcutContext {
  readonly target: ShortcutTarget | null;
  /** A dialog (detail, help, confirmation) is open: its own keys win. */
  readonly modalOpen: boolean;
}

/**
 * The action a key asks for, or null: never while typing in a field, while a dialog is open,
 * with Ctrl/Cmd/Alt (browser and OS shortcuts), or during IME composition. Letters are matched
 * case-sensitively so Shift+P (a capital) does nothing; '?' needs Shift on most layouts and is
 * matched by its character. Enter on a button, link or checkbox presses it rather than opening the row.
 */
export function shortcutFor(event: ShortcutKeyEvent, context: ShortcutContext): ShortcutAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing === true) return null;
  if (context.modalOpen || isTypingTarget(context.target)) return null;
  const action = SHORTCUT_KEYS.find((shortcut) => shortcut.key === event.key)?.action ?? null;
  return action === 'openRow' && isPressableTarget(context.target) ? null : action;
}
