import type { ReportPlanDetail, ReportPlanListItem } from '@pm/domain/shapes';

export const typePlan: ReportPlanListItem = {
  id: 1,
  name: '乡村振兴类项目报告计划',
  agreementId: null,
  agreementCode: null,
  projectType: 'poverty',
  itemCount: 3,
  overdueCount: 2,
  version: 1,
  updatedAt: '2026-11-01T00:00:00.000Z',
};

export const agreementPlan: ReportPlanListItem = {
  ...typePlan,
  id: 2,
  name: '植树协议报告计划',
  agreementId: 12,
  agreementCode: 'XY202611000012',
  projectType: null,
  itemCount: 2,
  overdueCount: 0,
};

export const planDetail: ReportPlanDetail = {
  ...agreementPlan,
  version: 4,
  note: '',
  items: [
    {
      id: 21,
      seq: 1,
      kind: 'stage',
      title: '中期报告',
      offsetMonths: 6,
      fixedDate: null,
      templateVersionId: 3,
      templateName: '标准阶段报告',
      templateSeq: 1,
      instalmentSeq: 2,
      reminderDays: 7,
    },
    {
      id: 22,
      seq: 2,
      kind: 'final',
      title: '结项报告',
      offsetMonths: null,
      fixedDate: '2027-06-30',
      templateVersionId: 3,
      templateName: '标准阶段报告',
      templateSeq: 1,
      instalmentSeq: null,
      reminderDays: 14,
    },
  ],
};

export const projectTypes = [
  { value: 'poverty', labelZh: '乡村振兴', labelEn: 'Rural development' },
  { value: 'medical', labelZh: '医疗救助', labelEn: 'Medical aid' },
];

export const agreementOptions = [
  { id: 12, number: 'XY202611000012', projectName: '植树项目', projectType: 'poverty', status: 'draft' },
  { id: 13, number: 'XY202611000013', projectName: '助医项目', projectType: 'medical', status: 'active' },
];

export const templatePage = {
  list: [
    {
      id: 1,
      code: 'standard-stage-report',
      nameZh: '标准阶段报告',
      nameEn: 'Standard stage report',
      description: '',
      publishedSeq: 1,
      publishedVersionId: 3,
      draftVersionId: null,
      versionCount: 1,
      version: 1,
      updatedAt: '2026-11-01T00:00:00.000Z',
    },
    {
      id: 2,
      code: 'demo-financial-report',
      nameZh: '财务报告',
      nameEn: 'Financial report',
      description: '',
      publishedSeq: 2,
      publishedVersionId: 8,
      draftVersionId: null,
      versionCount: 2,
      version: 1,
      updatedAt: '2026-11-01T00:00:00.000Z',
    },
  ],
  total: 2,
  page: 1,
  pageSize: 100,
};
