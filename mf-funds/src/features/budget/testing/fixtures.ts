import type {
  BudgetDetail,
  BudgetListItem,
  DictItem,
  ExpenseItem,
  SpendableAppropriation,
} from '@pm/domain/shapes';

/** A budget as `GET /pm/budgets/:id` returns it: two periods, three lines, the second line overrun. */
export function budgetFixture(change: Partial<BudgetDetail> = {}): BudgetDetail {
  return {
    approval: null,
    id: 5,
    projectId: 7,
    projectCode: 'XM2025007',
    projectName: '乡村学校图书角',
    status: 'approved',
    revision: 1,
    plannedAmount: '300000.00',
    actualAmount: '126000.00',
    executionRate: '42.00',
    overrunCount: 1,
    version: 3,
    updatedAt: '2026-04-01T08:00:00.000Z',
    projectAmount: '450000.00',
    variance: '174000.00',
    remark: '',
    createdById: 4,
    submittedById: 4,
    periods: [
      {
        id: 11,
        seq: 1,
        name: '2026 上半年',
        startDate: '2026-01-01',
        endDate: '2026-06-30',
        plannedAmount: '200000.00',
        actualAmount: '126000.00',
        variance: '74000.00',
        executionRate: '63.00',
        overrun: false,
      },
      {
        id: 12,
        seq: 2,
        name: '2026 下半年',
        startDate: '2026-07-01',
        endDate: '2026-12-31',
        plannedAmount: '100000.00',
        actualAmount: '0.00',
        variance: '100000.00',
        executionRate: '0.00',
        overrun: false,
      },
    ],
    lines: [
      {
        id: 21,
        periodId: 11,
        periodName: '2026 上半年',
        category: 'materials',
        name: '图书采购',
        plannedAmount: '150000.00',
        fundSource: 'restricted',
        actualAmount: '100000.00',
        variance: '50000.00',
        executionRate: '66.67',
        overrun: false,
        expenseCount: 3,
      },
      {
        id: 22,
        periodId: 11,
        periodName: '2026 上半年',
        category: 'training',
        name: '教师培训',
        plannedAmount: '20000.00',
        fundSource: 'own',
        actualAmount: '26000.00',
        variance: '-6000.00',
        executionRate: '130.00',
        overrun: true,
        expenseCount: 2,
      },
      {
        id: 23,
        periodId: 12,
        periodName: '2026 下半年',
        category: 'travel',
        name: '回访差旅',
        plannedAmount: '130000.00',
        fundSource: 'own',
        actualAmount: '0.00',
        variance: '130000.00',
        executionRate: '0.00',
        overrun: false,
        expenseCount: 0,
      },
    ],
    revisions: [
      {
        revision: 1,
        plannedAmount: '300000.00',
        approvedByName: '赵主任',
        approvedAt: '2026-01-10T08:00:00.000Z',
        comment: '首版预算',
      },
    ],
    ...change,
  };
}

/** A list row, as `GET /pm/budgets` returns it. */
export function budgetRowFixture(change: Partial<BudgetListItem> = {}): BudgetListItem {
  const { id, projectId, projectCode, projectName, status, revision, plannedAmount, actualAmount } =
    budgetFixture();
  return {
    id,
    projectId,
    projectCode,
    projectName,
    status,
    revision,
    plannedAmount,
    actualAmount,
    executionRate: '42.00',
    overrunCount: 1,
    version: 3,
    updatedAt: '2026-04-01T08:00:00.000Z',
    ...change,
  };
}

export function expenseFixture(change: Partial<ExpenseItem> = {}): ExpenseItem {
  return {
    id: 31,
    budgetId: 5,
    lineId: 22,
    lineName: '教师培训',
    periodName: '2026 上半年',
    amount: '26000.00',
    date: '2026-03-15',
    payee: '昆明师范学院',
    voucherNo: '记-2026-03-015',
    file: null,
    appropriationId: 41,
    appropriationCode: 'BK2026000041',
    remark: '',
    createdByName: '钱会计',
    createdAt: '2026-03-16T08:00:00.000Z',
    reversal: null,
    ...change,
  };
}

export const spendableFixture: SpendableAppropriation[] = [
  {
    id: 41,
    code: 'BK2026000041',
    amount: '100000.00',
    spentAmount: '99500.00',
    availableAmount: '500.00',
    paidDate: '2026-02-01',
  },
];

export const budgetCategories: DictItem[] = [
  { value: 'materials', labelZh: '物资采购', labelEn: 'Materials and supplies' },
  { value: 'training', labelZh: '培训活动', labelEn: 'Training and events' },
  { value: 'travel', labelZh: '差旅交通', labelEn: 'Travel' },
];

export const fundSources: DictItem[] = [
  { value: 'own', labelZh: '基金会自有资金', labelEn: "Foundation's own funds" },
  { value: 'restricted', labelZh: '定向捐赠', labelEn: 'Restricted donation' },
];

/** The dictionaries every budget screen reads. */
export const dictReplies = {
  'GET /pm/dicts/budget_category': budgetCategories,
  'GET /pm/dicts/fund_source': fundSources,
};
