import { applyComplianceFix, getComplianceReport, runComplianceAudit, saveVerificationNotice } from '../../../../src/contracts/compliance.contract';
import { type ComplianceUseCases } from '../../../application/compliance/compliance-use-cases';
import { ContractRoutes } from '../contract-routes';

/** /integrated/compliance (docs/product/compliance-auditor.md); mounted at /api/v1/admin behind authentication. */
export function complianceRoutes(useCases: ComplianceUseCases) {
  return new ContractRoutes('/api/v1/admin')
    .serve(getComplianceReport, (_request, c) => useCases.report(c.get('shop')))
    .serve(runComplianceAudit, (_request, c) => useCases.runNow(c.get('shop')))
    .serve(applyComplianceFix, ({ fix, notice_text }, c) => useCases.applyFix(c.get('shop'), fix, notice_text))
    .serve(saveVerificationNotice, (notice, c) => useCases.saveNotice(c.get('shop'), notice)).router;
}
