import type { ApplicationDetail } from '@pm/shared/contracts';

/** An application as `GET /pm/applications/:id` returns it, for the tests of the drawer and the page. */
export function applicationFixture(change: Partial<ApplicationDetail> = {}): ApplicationDetail {
  return {
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
    attachments: [],
    snapshots: [],
    ...change,
  };
}

/** What `GET /pm/project-options` offers the application form. */
export const projectOptionsFixture = {
  departments: [{ id: 2, name: '项目部' }],
  managers: [{ id: 3, name: '王敏' }],
  partners: [{ id: 1, name: '春晖基金会' }],
  beneficiaries: [{ id: 8, name: '李华', type: 'person' as const }],
};
