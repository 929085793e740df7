import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { type WeeklyAuditShops } from '../../application/compliance/compliance-weekly-worker';
import { rowsOf } from './raw-rows';
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

/** The weekly sweep's shops (docs/product/compliance-auditor.md#weekly): installed before `before` and not audited since. */
export class DrizzleWeeklyAuditShops implements WeeklyAuditShops {
  constructor(private readonly db: AppDatabase) {}

  async dueBefore(before: Date, afterShopId: number, limit: number): Promise<readonly AuthenticatedShop[]> {
    const rows = await rowsOf<{ id: number | string; domain: string }>(
      this.db.execute(sql`
        select s.id, s.domain from shops s
        where s.id > ${afterShopId} and s.uninstalled_at is null and s.installed_at < ${before.toISOString()}::timestamptz
          and not exists (select 1 from compliance_audits a where a.shop_id = s.id and a.ran_at >= ${before.toISOString()}::timestamptz)
        order by s.id limit ${limit}`),
    );
    return rows.map((row) => ({ id: Number(row.id), domain: row.domain }));
  }
}
