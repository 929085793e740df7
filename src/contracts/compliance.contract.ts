import { type ComplianceFinding, type ComplianceSeverity } from '../domain/compliance/findings';
import { type VerificationNoticeSettings } from '../domain/compliance/verification-notice';
import { answer, EMPTY_BODY, get, NO_PARAMS, post, schemasOf } from './contract';

/** The compliance auditor, /integrated/compliance (docs/product/compliance-auditor.md). */

const schema = schemasOf(() => import('./compliance.schema'));
const ADMIN = '/api/v1/admin';

export interface ComplianceAuditSummary {
  readonly id: number;
  /** manual | fix | weekly */
  readonly trigger: string;
  /** ISO instant. */
  readonly ran_at: string;
  readonly counts: Readonly<Record<ComplianceSeverity, number>>;
}

export interface ComplianceReport {
  /** The newest run, or null before the first. */
  readonly audit: ComplianceAuditSummary | null;
  readonly findings: readonly ComplianceFinding[];
  readonly verification_notice: VerificationNoticeSettings;
}

/** GET get_compliance_report: the newest run's findings, most severe first. */
export const getComplianceReport = get(`${ADMIN}/get_compliance_report`, NO_PARAMS, answer<ComplianceReport>());

/** POST run_compliance_audit: audits the shop now and answers the new report. */
export const runComplianceAudit = post(`${ADMIN}/run_compliance_audit`, EMPTY_BODY, answer<ComplianceReport>());

/**
 * POST apply_compliance_fix: one fix (COMPLIANCE_FIX_IDS) applied in one transaction, then the shop
 * audited again; `notice_text` is the notice the enable_verification_notice fix switches on.
 */
export const applyComplianceFix = post(`${ADMIN}/apply_compliance_fix`, schema('applyComplianceFixRequest'), answer<ComplianceReport>());

/** POST save_verification_notice: the storefront's "how we verify reviews" notice (on/off and its text). */
export const saveVerificationNotice = post(`${ADMIN}/save_verification_notice`, schema('saveVerificationNoticeRequest'), answer<VerificationNoticeSettings>());
