import { type EmailTemplateSetting } from '../domain/collect/email-templates';
import { answer, get, post, schemasOf } from './contract';

/** The collect e-mails' templates, edited on /collect/review-request/:type, /collect/photo_video_reminder and /collect/update_review (docs/product/collect-emails.md). */

const schema = schemasOf(() => import('./collect-emails.schema'));

/** GET get_email_template_setting?type=…: the template, each field its default (in the template's language) until saved. */
export const getEmailTemplateSetting = get('/api/v1/admin/get_email_template_setting', schema('getEmailTemplateSettingRequest'), answer<EmailTemplateSetting>());

/** POST save_email_template_setting: a partial save of one type's template; 422 naming the field; answers the whole template. */
export const saveEmailTemplateSetting = post('/api/v1/admin/save_email_template_setting', schema('saveEmailTemplateSettingRequest'), answer<EmailTemplateSetting>());

/** POST preview_email_template: the form's unsaved settings drawn by the e-mail renderer with a sample order. */
export const previewEmailTemplate = post('/api/v1/admin/preview_email_template', schema('previewEmailTemplateRequest'), answer<EmailPreview>());

/** POST send_test_email: the template (or the form's unsaved settings) with a sample order, sent to `to` or the shop's e-mail. */
export const sendTestEmail = post('/api/v1/admin/send_test_email', schema('sendTestEmailRequest'), answer<{ readonly to: string }>());

export interface EmailPreview {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}
