import { describe, expect, it } from 'vitest';
import { applyComplianceFix, type ComplianceReport, getComplianceReport, runComplianceAudit, saveVerificationNotice } from '../../../src/contracts/compliance.contract';
import { finding } from '../../../src/domain/compliance/findings';
import { ComplianceViewModel } from '../../../src/ui/compliance/compliance.view-model';
import { FakeContractClient } from '../../fakes/fake-contract-client';
import { FakeToaster } from '../../fakes/fake-toaster';

const NOTICE_MISSING = finding('verification_notice_missing', 'warning', 1, { setting: 'verification_notice' }, 'enable_verification_notice');
const DUPLICATES = finding('duplicate_reviews', 'warning', 1, { reviewIds: [4] });
const VERIFIED = finding('verified_without_order', 'critical', 1, { reviewIds: [7] }, 'unmark_verified_without_order');
const OFF = { is_enabled: '2', text: '' } as const;
const report = (findings: ComplianceReport['findings'], notice: ComplianceReport['verification_notice'] = OFF): ComplianceReport => ({
  audit: { id: 1, trigger: 'manual', ran_at: '2026-12-01T10:00:00.000Z', counts: { critical: 0, warning: 0, info: 0 } },
  findings,
  verification_notice: notice,
});

describe('ComplianceViewModel', () => {
  it('groups the findings by severity, critical first, and runs the audit on demand', async () => {
    const client = new FakeContractClient().on(getComplianceReport, { audit: null, findings: [], verification_notice: OFF }).on(runComplianceAudit, report([VERIFIED, NOTICE_MISSING, DUPLICATES]));
    const vm = new ComplianceViewModel(client, new FakeToaster());
    await vm.load();
    expect(vm.severities).toEqual([]);
    expect(await vm.runNow()).toBe(true);
    expect(vm.severities).toEqual(['critical', 'warning']);
    expect(vm.findingsOf('warning').map((item) => item.rule)).toEqual(['verification_notice_missing', 'duplicate_reviews']);
  });

  it('fixes the notice with the text the merchant confirmed, closes the dialog and shows the new report', async () => {
    const client = new FakeContractClient().on(getComplianceReport, report([NOTICE_MISSING])).on(applyComplianceFix, report([], { is_enabled: '1', text: 'We check orders.' }));
    const toaster = new FakeToaster();
    const vm = new ComplianceViewModel(client, toaster);
    await vm.load();
    vm.askToFix(NOTICE_MISSING, 'Default notice');
    expect(vm.fixNoticeText).toBe('Default notice');
    vm.setFixNoticeText('We check orders.');
    await vm.confirmFix('Fixed');
    expect(client.callsTo(applyComplianceFix)).toEqual([{ fix: 'enable_verification_notice', notice_text: 'We check orders.' }]);
    expect(vm.fixing.subject).toBeNull();
    expect(vm.report?.findings).toEqual([]);
    expect(vm.noticeEnabled).toBe(true);
    expect(toaster.shown).toEqual([{ content: 'Fixed' }]);
  });

  it('keeps the dialog open with the server’s refusal when a fix fails', async () => {
    const client = new FakeContractClient().on(getComplianceReport, report([VERIFIED])).fail(applyComplianceFix, 'fix: not now');
    const vm = new ComplianceViewModel(client, new FakeToaster());
    await vm.load();
    vm.askToFix(VERIFIED, 'unused');
    await vm.confirmFix('Fixed');
    expect(client.callsTo(applyComplianceFix)).toEqual([{ fix: 'unmark_verified_without_order' }]);
    expect(vm.fixing.subject).toEqual(VERIFIED);
    expect(vm.fixing.failure).toBe('fix: not now');
    expect(vm.report?.findings).toEqual([VERIFIED]);
  });

  it('saves the notice as switched and written', async () => {
    const client = new FakeContractClient().on(getComplianceReport, report([])).on(saveVerificationNotice, { is_enabled: '1', text: 'We match orders.' });
    const toaster = new FakeToaster();
    const vm = new ComplianceViewModel(client, toaster);
    await vm.load();
    vm.setNoticeEnabled(true);
    vm.setNoticeText('We match orders.');
    await vm.saveNotice('Saved');
    expect(client.callsTo(saveVerificationNotice)).toEqual([{ is_enabled: '1', text: 'We match orders.' }]);
    expect(toaster.shown).toEqual([{ content: 'Saved' }]);
  });
});
