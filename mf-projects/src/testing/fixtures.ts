import type {
  AgreementDetail,
  ApplicationContent,
  ApplicationDetail,
  ProjectDetail,
} from '@pm/domain/shapes';

/** A project as `GET /pm/projects/:id` returns it (a list row is the same, less some fields). */
export function projectFixture(change: Partial<ProjectDetail> = {}): ProjectDetail {
  return {
    approval: null,
    id: 7,
    code: 'XM2025007',
    name: '乡村学校图书角',
    type: 'education',
    status: 'in_progress',
    parentId: null,
    departmentName: '项目部',
    managerName: '王敏',
    areaCode: '530102',
    areaName: '五华区',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    plannedBudget: '500000.00',
    approvedAmount: '450000.00',
    appropriatedAmount: '200000.00',
    paidAmount: '150000.00',
    remainingAmount: '250000.00',
    childCount: 0,
    version: 4,
    createdAt: '2025-12-01T08:00:00.000Z',
    rootId: null,
    parent: null,
    departmentId: 2,
    managerId: 3,
    partners: [{ id: 1, name: '春晖基金会' }],
    areaPath: ['云南省', '昆明市', '五华区'],
    goal: '为 20 所乡村学校建设图书角',
    targetBeneficiaries: 3000,
    amounts: {
      plannedBudget: '500000.00',
      approvedAmount: '450000.00',
      appropriatedAmount: '200000.00',
      paidAmount: '150000.00',
      remainingAmount: '250000.00',
      allocatedToChildren: '0.00',
    },
    updatedAt: '2026-10-01T08:00:00.000Z',
    ...change,
  };
}

/** An application as `GET /pm/applications/:id` returns it. */
export function applicationFixture(change: Partial<ApplicationDetail> = {}): ApplicationDetail {
  return {
    approval: null,
    id: 12,
    code: 'SQ2026000012',
    projectId: 7,
    projectName: '乡村学校图书角',
    applicantType: 'partner',
    applicantId: 1,
    applicantName: '春晖基金会',
    title: '图书角建设申请',
    summary: '为 10 所小学建图书角',
    startDate: '2026-03-01',
    endDate: '2026-12-31',
    amountRequested: '50000.00',
    costItems: [
      { name: '图书', amount: '40000.00', note: '' },
      { name: '书架', amount: '10000.00', note: '' },
    ],
    attachmentIds: [],
    approvedAmount: null,
    status: 'rework_requested',
    submittedAt: '2026-03-02T08:00:00.000Z',
    version: 4,
    createdAt: '2026-03-01T08:00:00.000Z',
    reviewComment: '请补充预算依据',
    createdById: 4,
    submittedById: 4,
    attachments: [],
    snapshots: [],
    ...change,
  };
}

/** What `GET /pm/project-options` offers the application form. */
export const projectOptionsFixture = {
  departments: [{ id: 2, name: '项目部' }],
  managers: [{ id: 3, name: '王敏' }],
  partners: [{ id: 1, name: '春晖基金会', blacklisted: false }],
  beneficiaries: [{ id: 8, name: '李华', type: 'person' as const }],
};

/** What one round of an application holds (`ApplicationSnapshot.content`), by default the fixture's. */
export function applicationContentFixture(change: Partial<ApplicationContent> = {}): ApplicationContent {
  const { title, summary, startDate, endDate, amountRequested, costItems, attachmentIds } =
    applicationFixture();
  return { title, summary, startDate, endDate, amountRequested, costItems, attachmentIds, ...change };
}

/** An agreement as `GET /pm/agreements/:id` returns it (a list row is the same, less its schedules and files). */
export function agreementFixture(change: Partial<AgreementDetail> = {}): AgreementDetail {
  return {
    approval: null,
    id: 5,
    number: 'XY2026001',
    projectId: 7,
    projectName: '乡村学校图书角',
    partyA: '春晖公益基金会',
    partyB: '春晖基金会',
    signedDate: '2026-01-05',
    effectiveDate: '2026-01-10',
    expiryDate: '2026-12-31',
    totalAmount: '30000.00',
    status: 'pending_approval',
    version: 2,
    createdAt: '2026-01-05T08:00:00.000Z',
    reportItems: [
      {
        id: 9,
        seq: 1,
        title: '中期报告',
        dueDate: '2026-06-30',
        overdue: false,
        reportId: null,
        reportStatus: null,
        kind: 'stage',
        templateVersionId: 1,
        reminderDays: null,
      },
    ],
    instalments: [
      { id: 1, seq: 1, plannedDate: '2026-02-01', amount: '30000.00', reportItemId: 9, reportSeq: 1 },
    ],
    clauses: [{ title: '保密', content: '双方对协议内容保密' }],
    files: [],
    createdById: 4,
    submittedById: 4,
    ...change,
  };
}
