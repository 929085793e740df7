import { and, asc, desc, eq } from 'drizzle-orm';
import { type ComplianceFinding, type ComplianceFixId, type ComplianceRuleId, type ComplianceSeverity, countBySeverity } from '../../../src/domain/compliance/findings';
import { type AuditTrigger, type ComplianceAuditRepository, type StoredAudit } from '../../application/compliance/compliance-ports.port';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type AppDatabase } from './database';
import { complianceAudits, complianceFindings } from './schema';

/** compliance_audits and compliance_findings, within the authenticated shop. */
export class DrizzleComplianceAuditRepository implements ComplianceAuditRepository {
  constructor(private readonly db: AppDatabase) {}

  async save(shop: AuthenticatedShop, trigger: AuditTrigger, ranAt: Date, findings: readonly ComplianceFinding[]): Promise<number> {
    const counts = countBySeverity(findings);
    return this.db.transaction(async (tx) => {
      const [audit] = await tx.insert(complianceAudits).values({ shopId: shop.id, trigger, ranAt, ...counts }).returning({ id: complianceAudits.id });
      if (!audit) throw new Error('compliance audit: no row');
      if (findings.length > 0) {
        await tx.insert(complianceFindings).values(
          findings.map((item, position) => ({
            shopId: shop.id,
            auditId: audit.id,
            position,
            rule: item.rule,
            severity: item.severity,
            source: item.source,
            count: item.count,
            fix: item.fix,
            subjects: {
              ...(item.reviewIds ? { reviewIds: [...item.reviewIds] } : {}),
              ...(item.orderIds ? { orderIds: [...item.orderIds] } : {}),
              ...(item.productIds ? { productIds: [...item.productIds] } : {}),
              ...(item.setting ? { setting: item.setting } : {}),
            },
          })),
        );
      }
      return audit.id;
    });
  }

  async latest(shop: AuthenticatedShop): Promise<StoredAudit | null> {
    const [audit] = await this.db.select().from(complianceAudits).where(eq(complianceAudits.shopId, shop.id)).orderBy(desc(complianceAudits.ranAt), desc(complianceAudits.id)).limit(1);
    if (!audit) return null;
    const rows = await this.db
      .select()
      .from(complianceFindings)
      .where(and(eq(complianceFindings.shopId, shop.id), eq(complianceFindings.auditId, audit.id)))
      .orderBy(asc(complianceFindings.position));
    const findings: ComplianceFinding[] = rows.map((row) => ({
      rule: row.rule as ComplianceRuleId,
      severity: row.severity as ComplianceSeverity,
      source: row.source,
      count: row.count,
      fix: row.fix as ComplianceFixId | null,
      ...row.subjects,
    }));
    return { id: audit.id, trigger: audit.trigger as AuditTrigger, ranAt: audit.ranAt, counts: { critical: audit.critical, warning: audit.warning, info: audit.info }, findings };
  }
}
