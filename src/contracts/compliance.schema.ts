import { z } from 'zod';
import { COMPLIANCE_FIX_IDS } from '../domain/compliance/findings';
import { VERIFICATION_NOTICE_MAX_LENGTH } from '../domain/compliance/verification-notice';
import { oneOf, text } from './fields';

/** The request schemas of compliance.contract.ts (docs/product/compliance-auditor.md). */

export const applyComplianceFixRequest = z.strictObject({
  fix: oneOf(COMPLIANCE_FIX_IDS),
  notice_text: text({ max: VERIFICATION_NOTICE_MAX_LENGTH }).optional(),
});

export const saveVerificationNoticeRequest = z.strictObject({
  is_enabled: oneOf(['1', '2']),
  text: text({ max: VERIFICATION_NOTICE_MAX_LENGTH }),
});
