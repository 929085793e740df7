/** Spec §3 "QA (id, is_active, color)", stored as one shop document. */
export const QA_SETTINGS_DOCUMENT = 'qa_settings';

export type QaActive = 0 | 1;

/** `#RRGGBB`; stored and returned upper case. */
export const QA_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

/** A new shop's Q&A widget is on, in a dark slate that reads on light and tinted themes. */
export const DEFAULT_QA_SETTINGS = { is_active: 1, color: '#1F2937' } as const satisfies QaSettingsFields;

export interface QaSettingsFields {
  readonly is_active: QaActive;
  readonly color: string;
}

export interface QaSettings extends QaSettingsFields {
  /** The shop's id: one Q&A settings object per shop. */
  readonly id: number;
}

/** The stored document read field by field: a missing or unreadable field takes its default. */
export function readQaSettings(stored: unknown): QaSettingsFields {
  const record = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  const isActive = record.is_active === 0 || record.is_active === 1 ? record.is_active : DEFAULT_QA_SETTINGS.is_active;
  const color = typeof record.color === 'string' && QA_COLOR_PATTERN.test(record.color) ? record.color.toUpperCase() : DEFAULT_QA_SETTINGS.color;
  return { is_active: isActive, color };
}
