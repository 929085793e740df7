import { auditCompliance } from '../../../src/domain/compliance/compliance-rules';
import { countBySeverity, type ComplianceFixId, type ComplianceFinding } from '../../../src/domain/compliance/findings';
import { FLAG_ON } from '../../../src/domain/shop/flag-value';
import { type ComplianceReport } from '../../../src/contracts/compliance.contract';
import { type VerificationNoticeSettings } from '../../../src/domain/compliance/verification-notice';
import { invalidInput } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type AuditTrigger, type ComplianceAuditRepository, type ComplianceFactsSource, type ComplianceFixes, type StoredAudit, type VerificationNoticeStore } from './compliance-ports.port';

/** The auditor's endpoints (docs/product/compliance-auditor.md): the report, a run, a fix, the notice. */
export class ComplianceUseCases {
  constructor(
    private readonly parts: {
      readonly facts: ComplianceFactsSource;
      readonly audits: ComplianceAuditRepository;
      readonly fixes: ComplianceFixes;
      readonly notice: VerificationNoticeStore;
    },
    private readonly now: () => Date,
  ) {}

  async report(shop: AuthenticatedShop): Promise<ComplianceReport> {
    const [latest, notice] = await Promise.all([this.parts.audits.latest(shop), this.parts.notice.read(shop)]);
    return reportOf(latest, notice);
  }

  /** Audits the shop, stores the run, answers it. */
  async run(shop: AuthenticatedShop, trigger: AuditTrigger = 'manual'): Promise<{ readonly id: number; readonly findings: readonly ComplianceFinding[] }> {
    const ranAt = this.now();
    const findings = auditCompliance(await this.parts.facts.read(shop, ranAt));
    const id = await this.parts.audits.save(shop, trigger, ranAt, findings);
    return { id, findings };
  }

  async runNow(shop: AuthenticatedShop): Promise<ComplianceReport> {
    await this.run(shop, 'manual');
    return this.report(shop);
  }

  async applyFix(shop: AuthenticatedShop, fix: ComplianceFixId, noticeText: string | undefined): Promise<ComplianceReport> {
    if (fix === 'enable_verification_notice' && (noticeText ?? '').trim() === '') {
      const current = await this.parts.notice.read(shop);
      if (current.text.trim() === '') throw invalidInput('notice_text', 'is required to switch the notice on');
    }
    await this.parts.fixes.apply(shop, fix, noticeText);
    await this.run(shop, 'fix');
    return this.report(shop);
  }

  async saveNotice(shop: AuthenticatedShop, notice: VerificationNoticeSettings): Promise<VerificationNoticeSettings> {
    if (notice.is_enabled === FLAG_ON && notice.text.trim() === '') throw invalidInput('text', 'must not be blank while the notice is on');
    await this.parts.notice.save(shop, notice);
    return notice;
  }
}

function reportOf(latest: StoredAudit | null, notice: VerificationNoticeSettings): ComplianceReport {
  if (!latest) return { audit: null, findings: [], verification_notice: notice };
  return {
    audit: { id: latest.id, trigger: latest.trigger, ran_at: latest.ranAt.toISOString(), counts: countBySeverity(latest.findings) },
    findings: latest.findings,
    verification_notice: notice,
  };
}
