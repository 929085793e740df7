import { type EmailPreview } from '../../contracts/collect-emails.contract';
import { type CollectEmailType } from '../../domain/collect/collect-emails';
import { type EmailTemplateSetting } from '../../domain/collect/email-templates';

/**
 * The collect e-mails' templates (docs/product/collect-emails.md): read, partial save (an ApiError
 * naming the field when refused), the renderer's preview of unsaved settings, and a test e-mail.
 */
export interface EmailTemplatesGateway {
  template(type: CollectEmailType): Promise<EmailTemplateSetting>;
  save(type: CollectEmailType, changes: Partial<EmailTemplateSetting>): Promise<EmailTemplateSetting>;
  preview(type: CollectEmailType, settings: EmailTemplateSetting): Promise<EmailPreview>;
  /** Sends the form's settings with a sample order; answers the address it went to. */
  sendTest(type: CollectEmailType, settings: EmailTemplateSetting, to?: string): Promise<string>;
}
