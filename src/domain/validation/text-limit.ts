/**
 * A text field against its length limit, counted as the server counts it: after trimming, in
 * UTF-16 code units (JavaScript's `length`, which is also what zod's `max` measures). The field
 * never cuts what was typed or pasted; the merchant sees how far over the limit it is instead.
 */
export interface TextLimitStatus {
  /** Characters that would be saved. */
  readonly length: number;
  readonly max: number;
  /** Characters to remove before it can be saved; 0 when within the limit. */
  readonly over: number;
  readonly isOver: boolean;
}

export function textLimitStatus(text: string, max: number): TextLimitStatus {
  const length = text.trim().length;
  const over = Math.max(0, length - max);
  return { length, max, over, isOver: over > 0 };
}
