import {
  getEmailTemplateSetting,
  previewEmailTemplate,
  saveEmailTemplateSetting,
  sendTestEmail,
} from '../../../../src/contracts/collect-emails.contract';
import { type EmailTemplatesUseCases } from '../../../application/collect/email-templates-use-cases';
import { ContractRoutes } from '../contract-routes';

/** The collect e-mails' templates, their preview and test e-mail (docs/product/collect-emails.md). */
export function collectEmailsRoutes(templates: EmailTemplatesUseCases) {
  return new ContractRoutes('/api/v1/admin')
    .serve(getEmailTemplateSetting, (request, c) => templates.get(c.get('shop'), request.type))
    .serve(saveEmailTemplateSetting, ({ type, ...changes }, c) => templates.save(c.get('shop'), type, changes))
    .serve(previewEmailTemplate, (request, c) => templates.preview(c.get('shop'), request.type, request.settings))
    .serve(sendTestEmail, (request, c) => templates.sendTest(c.get('shop'), request.type, request.to, request.settings)).router;
}
