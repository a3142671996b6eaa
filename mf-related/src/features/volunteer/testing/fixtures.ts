import type { Page } from '@pm/domain/contracts';
import type { ServiceRecord, VolunteerDetail, VolunteerListItem } from '@pm/domain/shapes';

export const volunteerRow = (overrides: Partial<VolunteerListItem> = {}): VolunteerListItem => ({
  id: 7,
  code: 'ZY000007',
  name: '王志远',
  gender: 'male',
  idType: 'resident_id',
  idNumberMasked: '530*************13',
  mobile: '138****8000',
  areaCode: '530102',
  areaName: '五华区',
  skills: ['teaching'],
  availability: ['weekends'],
  status: 'active',
  verifiedHours: '12.50',
  serviceCount: 4,
  version: 3,
  createdAt: '2026-01-05T02:00:00.000Z',
  ...overrides,
});

export const volunteerDetail = (overrides: Partial<VolunteerDetail> = {}): VolunteerDetail => ({
  ...volunteerRow(),
  mobile: '13800138000',
  birthDate: '1990-05-17',
  address: '五华区测试路 1 号',
  availabilityNote: '',
  emergencyName: '王母',
  emergencyRelation: '母亲',
  emergencyMobile: '13900139000',
  remark: '',
  pendingHours: '3.25',
  hoursByProject: [
    {
      projectId: 1,
      projectCode: 'XM2025001',
      projectName: '妇女手工艺增收项目',
      verifiedHours: '12.50',
      records: 3,
    },
  ],
  updatedAt: '2026-02-05T02:00:00.000Z',
  ...overrides,
});

export const serviceRecord = (overrides: Partial<ServiceRecord> = {}): ServiceRecord => ({
  id: 31,
  volunteerId: 7,
  projectId: 1,
  projectCode: 'XM2025001',
  projectName: '妇女手工艺增收项目',
  subProjectId: null,
  subProjectName: null,
  activity: '课业辅导',
  plannedStart: '2026-03-01T01:00:00.000Z',
  plannedEnd: '2026-03-01T04:00:00.000Z',
  actualStart: '2026-03-01T01:00:00.000Z',
  actualEnd: '2026-03-01T04:10:00.000Z',
  hours: '3.25',
  status: 'attended',
  verifiedById: null,
  verifiedByName: null,
  verifiedAt: null,
  version: 2,
  createdAt: '2026-02-20T01:00:00.000Z',
  ...overrides,
});

export const pageOf = <T>(list: T[]): Page<T> => ({ list, total: list.length, page: 1, pageSize: 10 });
