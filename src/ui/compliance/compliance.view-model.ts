import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type Toaster } from '../../application/platform/toaster.port';
import { TOKENS } from '../../application/tokens';
import { applyComplianceFix, type ComplianceReport, getComplianceReport, runComplianceAudit, saveVerificationNotice } from '../../contracts/compliance.contract';
import { COMPLIANCE_SEVERITIES, type ComplianceFinding, type ComplianceSeverity } from '../../domain/compliance/findings';
import { VERIFICATION_NOTICE_MAX_LENGTH } from '../../domain/compliance/verification-notice';
import { FLAG_OFF, FLAG_ON } from '../../domain/shop/flag-value';
import { DialogAction } from '../kit/dialog-action';

export { VERIFICATION_NOTICE_MAX_LENGTH };

/** How many ids of a finding the page links; the rest are counted. */
export const SHOWN_SUBJECTS_MAX = 10;

/** /integrated/compliance: the newest audit's findings by severity, a run, one-click fixes and the notice (docs/product/compliance-auditor.md). */
@injectable()
export class ComplianceViewModel {
  report: ComplianceReport | null = null;
  status: 'loading' | 'ready' | 'failed' = 'loading';
  /** The run: its button spins while the server audits; a failure is shown above the findings. */
  readonly running = new DialogAction();
  /** A fix's confirmation: open on its finding, running while the server applies it, its refusal inside it. */
  readonly fixing = new DialogAction<ComplianceFinding>();
  /** The notice the enable_verification_notice fix switches on, as the merchant edits it in the dialog. */
  fixNoticeText = '';
  noticeEnabled = false;
  noticeText = '';
  readonly noticeSave = new DialogAction();

  constructor(
    @inject(TOKENS.ContractClient) private readonly client: ContractClient,
    @inject(TOKENS.Toaster) private readonly toaster: Toaster,
  ) {
    makeAutoObservable<this, 'client' | 'toaster'>(this, { client: false, toaster: false, running: false, fixing: false, noticeSave: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const report = await this.client.call(getComplianceReport, {});
      runInAction(() => this.show(report));
    } catch {
      runInAction(() => (this.status = 'failed'));
    }
  }

  private show(report: ComplianceReport): void {
    this.report = report;
    this.noticeEnabled = report.verification_notice.is_enabled === FLAG_ON;
    this.noticeText = report.verification_notice.text;
    this.status = 'ready';
  }

  /** The findings of one severity, in the server's order. */
  findingsOf(severity: ComplianceSeverity): readonly ComplianceFinding[] {
    return this.report?.findings.filter((item) => item.severity === severity) ?? [];
  }

  get severities(): readonly ComplianceSeverity[] {
    return COMPLIANCE_SEVERITIES.filter((severity) => this.findingsOf(severity).length > 0);
  }

  runNow(): Promise<boolean> {
    return this.running.run(async () => {
      const report = await this.client.call(runComplianceAudit, {});
      runInAction(() => this.show(report));
    });
  }

  askToFix(finding: ComplianceFinding, defaultNotice: string): void {
    this.fixNoticeText = this.noticeText.trim() === '' ? defaultNotice : this.noticeText;
    this.fixing.open(finding);
  }

  setFixNoticeText(text: string): void {
    this.fixNoticeText = text;
  }

  cancelFix(): void {
    this.fixing.close();
  }

  /** Yes: the server applies the fix and audits again; the dialog closes with the new report, or shows why not. */
  confirmFix(done: string): Promise<void> {
    return this.fixing.confirm(async (finding) => {
      if (!finding.fix) return;
      const report = await this.client.call(applyComplianceFix, { fix: finding.fix, ...(finding.fix === 'enable_verification_notice' ? { notice_text: this.fixNoticeText } : {}) });
      runInAction(() => this.show(report));
      this.toaster.show({ content: done });
    });
  }

  setNoticeEnabled(enabled: boolean): void {
    this.noticeEnabled = enabled;
  }

  setNoticeText(text: string): void {
    this.noticeText = text;
  }

  async saveNotice(done: string): Promise<void> {
    const saved = await this.noticeSave.run(() => this.client.call(saveVerificationNotice, { is_enabled: this.noticeEnabled ? FLAG_ON : FLAG_OFF, text: this.noticeText }));
    if (saved) this.toaster.show({ content: done });
  }
}
