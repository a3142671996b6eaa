import type { Page } from '@pm/domain/contracts';
import type { MaterialDetail, MaterialListItem, MaterialVersion } from '@pm/domain/shapes';

export const materialRow = (overrides: Partial<MaterialListItem> = {}): MaterialListItem => ({
  id: 5,
  code: 'DA-2026-XM2025003-0001',
  title: '项目协议书',
  category: 'agreement',
  projectId: 3,
  projectCode: 'XM2025003',
  projectName: '南明区乡村儿童阅读计划',
  confidentiality: 'internal',
  status: 'archived',
  retentionUntil: '2056-11-28',
  retentionOver: false,
  documentCount: 1,
  sourceEntity: 'agreement',
  sourceId: 9,
  sourceCode: 'XY2026000009',
  borrower: null,
  dueOn: null,
  overdue: false,
  createdBy: '王丽',
  version: 4,
  createdAt: '2026-11-20T02:00:00.000Z',
  ...overrides,
});

export const version = (number: number, overrides: Partial<MaterialVersion> = {}): MaterialVersion => ({
  version: number,
  fileId: 40 + number,
  name: `协议书-v${number}.pdf`,
  size: 2048 * number,
  mime: 'application/pdf',
  sha256: String(number).repeat(64),
  createdBy: '王丽',
  createdAt: '2026-11-20T02:00:00.000Z',
  ...overrides,
});

export const materialDetail = (overrides: Partial<MaterialDetail> = {}): MaterialDetail => ({
  ...materialRow(),
  documents: [{ id: 11, name: '协议书-v2.pdf', currentVersion: 2, versions: [version(2), version(1)] }],
  borrowings: [],
  history: [
    {
      id: 1,
      action: 'material.create',
      entity: 'material',
      entityId: '5',
      userName: '王丽',
      status: 'archived',
      comment: null,
      createdAt: '2026-11-20T02:00:00.000Z',
    },
  ],
  updatedAt: '2026-11-21T02:00:00.000Z',
  ...overrides,
});

export const pageOf = <T>(list: T[]): Page<T> => ({ list, total: list.length, page: 1, pageSize: 10 });

export const categories = [
  { value: 'agreement', labelZh: '协议文件', labelEn: 'Agreements' },
  { value: 'photo', labelZh: '现场照片', labelEn: 'Site photos' },
];
