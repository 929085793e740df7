import { describe, expect, it } from 'vitest';
import { applyComplianceFix, getComplianceReport, runComplianceAudit, saveVerificationNotice } from '../../src/contracts/compliance.contract';
import { VERIFICATION_NOTICE_MAX_LENGTH } from '../../src/domain/compliance/verification-notice';

const fix = await applyComplianceFix.request();
const notice = await saveVerificationNotice.request();
const issuePath = (result: { error?: { issues: readonly { path: readonly PropertyKey[] }[] } }) => result.error?.issues[0]?.path.join('.');

describe('the compliance auditor contracts', () => {
  it('are admin calls: the report, a run, a fix and the notice', () => {
    expect([getComplianceReport, runComplianceAudit, applyComplianceFix, saveVerificationNotice].map((contract) => `${contract.method} ${contract.path}`)).toEqual([
      'GET /api/v1/admin/get_compliance_report',
      'POST /api/v1/admin/run_compliance_audit',
      'POST /api/v1/admin/apply_compliance_fix',
      'POST /api/v1/admin/save_verification_notice',
    ]);
  });

  it('takes only the fixes the product performs, and a trimmed notice text within its limit', () => {
    expect(fix.parse({ fix: 'enable_verification_notice', notice_text: '  We check orders.  ' })).toEqual({ fix: 'enable_verification_notice', notice_text: 'We check orders.' });
    expect(issuePath(fix.safeParse({ fix: 'delete_low_ratings' }))).toBe('fix');
    expect(issuePath(fix.safeParse({ fix: 'resync_storefront', shop_id: 2 }))).toBe('');
    expect(issuePath(notice.safeParse({ is_enabled: '1', text: 'x'.repeat(VERIFICATION_NOTICE_MAX_LENGTH + 1) }))).toBe('text');
    expect(issuePath(notice.safeParse({ is_enabled: 'yes', text: '' }))).toBe('is_enabled');
  });
});
