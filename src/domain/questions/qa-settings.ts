/** The Q&A widget's settings, one object per shop: "QA (id, is_active, color)" (docs/product/questions.md). */
export type QaActive = 0 | 1;
export const QA_ACTIVE_CODES = [0, 1] as const satisfies readonly QaActive[];

/** `#RRGGBB`; stored and returned upper case. */
export const QA_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

export interface QaSettingsFields {
  readonly is_active: QaActive;
  readonly color: string;
}

export interface QaSettings extends QaSettingsFields {
  /** The shop's id: one Q&A settings object per shop. */
  readonly id: number;
}

/** A partial save: the fields left out keep their values. */
export type QaSettingsChanges = Partial<QaSettingsFields>;

export function isQaColor(text: string): boolean {
  return QA_COLOR_PATTERN.test(text);
}
