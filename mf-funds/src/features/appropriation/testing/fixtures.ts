import type {
  AppropriationDetail,
  AppropriationListItem,
  AppropriationPage,
  AppropriationRow,
  FundableProject,
  ProjectFunding,
} from '@pm/domain/shapes';
import { pageOf } from '../../../testing/test-harness';

/** A row of `GET /pm/appropriations`. */
export function appropriationRow(change: Partial<AppropriationListItem> = {}): AppropriationListItem {
  return {
    id: 1,
    code: 'BK2026000001',
    projectId: 7,
    projectCode: 'XM2025007',
    projectName: '乡村学校图书角',
    agreementId: 5,
    agreementNumber: 'XY2026001',
    instalmentId: 11,
    instalmentSeq: 1,
    type: 'initial',
    amount: '30000.00',
    status: 'submitted',
    scheduledDate: '2026-03-01',
    paidDate: null,
    paymentMethod: 'bank_transfer',
    payeeName: '五华区第一小学',
    voucherNo: null,
    createdByName: '张会计',
    verifiedByName: null,
    paidByName: null,
    version: 2,
    createdAt: '2026-02-20T08:00:00.000Z',
    ...change,
  };
}

/**
 * A page of rows with the totals the server sums over every filtered row; a row has no approval task of the
 * caller's unless it says so (`myTaskId`).
 */
export function appropriationPage(
  list: (AppropriationListItem & Partial<Pick<AppropriationRow, 'myTaskId'>>)[],
  totals: AppropriationPage['totals'],
  total = list.length,
): AppropriationPage {
  return {
    ...pageOf(
      list.map((row) => ({ myTaskId: null, ...row })),
      total,
    ),
    totals,
  };
}

/** `GET /pm/appropriations/:id`. */
export function appropriationDetail(change: Partial<AppropriationDetail> = {}): AppropriationDetail {
  return {
    approval: null,
    ...appropriationRow(),
    payeeBankName: '中国农业银行昆明五华支行',
    payeeAccountName: '昆明市五华区第一小学',
    payeeAccountNo: '6228480123456789012',
    remark: '首期图书采购款',
    purpose: '图书角首批图书',
    budgetLines: [{ id: 31, name: '图书采购', category: 'materials', periodName: '2026 上半年' }],
    receiptFile: null,
    createdById: 4,
    submittedById: 4,
    verifiedById: null,
    paidById: null,
    verifiedAt: null,
    paidAt: null,
    instalment: {
      seq: 1,
      amount: '30000.00',
      plannedDate: '2026-03-01',
      reportItemTitle: null,
      reportStatus: null,
    },
    history: [
      {
        id: 90,
        action: 'appropriation.create',
        entity: 'appropriation',
        entityId: '1',
        userName: '张会计',
        status: 'submitted',
        comment: null,
        createdAt: '2026-02-20T08:00:00.000Z',
      },
    ],
    updatedAt: '2026-02-20T08:00:00.000Z',
    ...change,
  };
}

export const fundableProjects: FundableProject[] = [
  { id: 7, code: 'XM2025007', name: '乡村学校图书角', remainingAmount: '250000.00' },
  { id: 8, code: 'XM2025008', name: '山区饮水工程', remainingAmount: '80000.00' },
];

/** `GET /pm/projects/7/funding`: one active agreement of three instalments, the second gated by a report. */
export function projectFunding(change: Partial<ProjectFunding> = {}): ProjectFunding {
  return {
    projectId: 7,
    projectCode: 'XM2025007',
    projectName: '乡村学校图书角',
    approvedAmount: '450000.00',
    appropriatedAmount: '200000.00',
    paidAmount: '150000.00',
    availableAmount: '250000.00',
    payee: {
      name: '五华区第一小学',
      bankName: '中国农业银行昆明五华支行',
      accountName: '昆明市五华区第一小学',
      accountNo: '6228480123456789012',
    },
    agreements: [
      {
        id: 5,
        number: 'XY2026001',
        partyB: '五华区第一小学',
        totalAmount: '90000.00',
        committedAmount: '30000.00',
        availableAmount: '60000.00',
        instalments: [
          {
            id: 11,
            seq: 1,
            plannedDate: '2026-03-01',
            amount: '30000.00',
            committedAmount: '30000.00',
            availableAmount: '0.00',
            reportItemTitle: null,
            reportStatus: null,
          },
          {
            id: 12,
            seq: 2,
            plannedDate: '2026-07-01',
            amount: '40000.00',
            committedAmount: '0.00',
            availableAmount: '40000.00',
            reportItemTitle: '中期报告',
            reportStatus: 'submitted',
          },
          {
            id: 13,
            seq: 3,
            plannedDate: '2026-12-01',
            amount: '20000.00',
            committedAmount: '0.00',
            availableAmount: '20000.00',
            reportItemTitle: null,
            reportStatus: null,
          },
        ],
      },
    ],
    budgetLines: [
      { id: 31, name: '图书采购', category: 'materials', periodName: '2026 上半年' },
      { id: 32, name: '书架', category: 'equipment', periodName: '2026 上半年' },
    ],
    ...change,
  };
}
