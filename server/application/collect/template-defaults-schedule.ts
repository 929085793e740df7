import { DEFAULT_EMAIL_ENABLED, DEFAULT_TRIGGER_DAYS, REVIEW_REQUEST_STEPS, requestEmailType, type RequestSchedule } from '../../../src/domain/collect/collect-emails';
import { FLAG_ON } from '../../../src/domain/shop/flag-value';
import { type RequestScheduleReader } from './collect-ports.port';

/**
 * The request schedule of templates no merchant has changed: the first request on, 7 days after
 * fulfilment; reminders off. Composed until the templates' own reader is bound
 * (docs/product/collect-orders.md).
 */
export class TemplateDefaultsScheduleReader implements RequestScheduleReader {
  read(): Promise<RequestSchedule> {
    return Promise.resolve({
      triggerEvent: 'fulfilled',
      steps: REVIEW_REQUEST_STEPS.filter((step) => DEFAULT_EMAIL_ENABLED[requestEmailType(step)] === FLAG_ON).map((step) => ({
        step,
        days: DEFAULT_TRIGGER_DAYS[requestEmailType(step)],
      })),
      photoReminderDays: DEFAULT_EMAIL_ENABLED.photo_video_reminder === FLAG_ON ? DEFAULT_TRIGGER_DAYS.photo_video_reminder : null,
    });
  }
}
