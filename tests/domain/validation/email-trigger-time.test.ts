import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validateEmailTriggerTime } from '../../../src/domain/validation/email-trigger-time';

const triggerError = { ok: false, key: 'emailTriggerTimeError', values: { max: 90 } };

describe('validateEmailTriggerTime', () => {
  it.each([[1], [89], ['1'], [' 89 '], ['7.0'], [30]])('accepts %j days: more than 0 and fewer than 90', (days) => {
    expect(validateEmailTriggerTime(days)).toEqual({ ok: true });
  });

  it.each([[90], ['90'], [91], [0], [-0], ['-0'], [-1], [89.5], [0.5], ['1.5'], [''], [null], [undefined], ['abc'], ['1e1'], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'rejects %j days with the trigger time message',
    (days) => {
      expect(validateEmailTriggerTime(days)).toEqual(triggerError);
    },
  );

  it('accepts every whole day count from 1 to 89', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 89 }), (days) => {
        expect(validateEmailTriggerTime(days).ok).toBe(true);
        expect(validateEmailTriggerTime(String(days)).ok).toBe(true);
      }),
    );
  });

  it('rejects every whole day count of 90 or more, or 0 or less', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 90 }), fc.integer({ max: 0 })), (days) => {
        expect(validateEmailTriggerTime(days)).toEqual(triggerError);
      }),
    );
  });

  it('rejects any fraction of a day', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -200, max: 200, noNaN: true }).filter((days) => !Number.isInteger(days)),
        (days) => {
          expect(validateEmailTriggerTime(days)).toEqual(triggerError);
        },
      ),
    );
  });
});
