import { isQaColor, type QaSettingsFields } from '../../../src/domain/questions/qa-settings';
import { STOREFRONT_WIDGETS } from '../../../src/domain/storefront/widget-registry';

/** "QA (id, is_active, color)", stored as one shop document. */
export const QA_SETTINGS_DOCUMENT = STOREFRONT_WIDGETS.qa.settingsDocument;

/** A new shop's Q&A widget is on, in a dark slate that reads on light and tinted themes. */
export const DEFAULT_QA_SETTINGS = { is_active: 1, color: '#1F2937' } as const satisfies QaSettingsFields;

/** The stored document read field by field: a missing or unreadable field takes its default. */
export function readQaSettings(stored: unknown): QaSettingsFields {
  const record = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  const isActive = record.is_active === 0 || record.is_active === 1 ? record.is_active : DEFAULT_QA_SETTINGS.is_active;
  const color = typeof record.color === 'string' && isQaColor(record.color) ? record.color.toUpperCase() : DEFAULT_QA_SETTINGS.color;
  return { is_active: isActive, color };
}
