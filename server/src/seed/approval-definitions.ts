import {
  APPROVAL_BUSINESS_TYPES,
  type ApprovalBusinessType,
  type ApprovalMode,
  type ApprovalNode,
  type ApproverSource,
} from '@pm/domain/shapes/approval';
import { count, eq } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { approvalDefinitions, roles } from '../db/schema';

interface FlowNode {
  name: string;
  source: ApproverSource;
  /** `role`: the role's code (roles every installation has: seed/roles.ts). */
  role?: string;
  mode?: ApprovalMode;
  minAmount?: string;
}

/**
 * The approval flows every installation starts with (an administrator publishes new versions at
 * `/archives/approva`): reviewers decide on applications, agreements and reports, finance verifies payments, the
 * initiator's department head approves budgets, large payments and closings. A node whose role has no active
 * holder falls to the administrators, so a new installation decides from its first day.
 */
export const DEFAULT_FLOWS: Record<ApprovalBusinessType, FlowNode[]> = {
  application: [
    { name: '评审', source: 'role', role: 'reviewer' },
    { name: '部门负责人审批', source: 'department_head' },
  ],
  agreement: [{ name: '协议审核', source: 'role', role: 'reviewer' }],
  fund_payment: [
    { name: '财务核验', source: 'role', role: 'finance' },
    { name: '部门负责人审批（10万元及以上）', source: 'department_head', minAmount: '100000.00' },
  ],
  stage_report: [{ name: '报告验收', source: 'role', role: 'reviewer' }],
  budget_revision: [{ name: '部门负责人审批', source: 'department_head' }],
  project_closing: [
    { name: '部门负责人审批', source: 'department_head' },
    { name: '评审确认', source: 'role', role: 'reviewer' },
  ],
};

const nodeOf = (flow: FlowNode, roleIds: Map<string, number>): ApprovalNode => ({
  name: flow.name,
  source: flow.source,
  userIds: [],
  roleId: flow.role === undefined ? null : (roleIds.get(flow.role) ?? null),
  mode: flow.mode ?? 'or',
  threshold: null,
  minAmount: flow.minAmount ?? null,
  ccUserIds: [],
});

/**
 * Publishes the default flow of each business type that has no definition yet (later starts change nothing an
 * administrator published). The demo (`legacy`) first keeps, as version 1, the way it decided before the engine —
 * one person per type: the administrator, finance for payments — so its history reads as decided then, and the
 * default is version 2.
 */
export async function seedApprovalDefinitions(
  tx: Transaction,
  legacy: Record<ApprovalBusinessType, number> | null,
): Promise<void> {
  const roleRows = await tx.select({ id: roles.id, code: roles.code }).from(roles);
  const roleIds = new Map(roleRows.map((row) => [row.code, row.id]));
  for (const businessType of APPROVAL_BUSINESS_TYPES) {
    const [existing] = await tx
      .select({ n: count() })
      .from(approvalDefinitions)
      .where(eq(approvalDefinitions.businessType, businessType));
    if ((existing?.n ?? 0) > 0) continue;
    if (legacy) {
      await tx.insert(approvalDefinitions).values({
        businessType,
        version: 1,
        status: 'retired',
        nodes: [
          {
            name: '审批',
            source: 'users',
            userIds: [legacy[businessType]],
            roleId: null,
            mode: 'or',
            threshold: null,
            minAmount: null,
            ccUserIds: [],
          },
        ],
        publishedAt: new Date(Date.UTC(2024, 0, 1)),
      });
    }
    await tx.insert(approvalDefinitions).values({
      businessType,
      version: legacy ? 2 : 1,
      status: 'published',
      nodes: DEFAULT_FLOWS[businessType].map((flow) => nodeOf(flow, roleIds)),
    });
  }
}
