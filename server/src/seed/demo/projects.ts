import Decimal from 'decimal.js';
import type { ProjectStatus } from '../../db/schema';
import { RELEASED_PROJECT_STATUSES } from '../../modules/projects/balance-tree';
import { DAY, DEMO_REFERENCE_DATE, isoDate } from './dates';

export interface DemoProject {
  code: string;
  name: string;
  type: string;
  areaCode: string;
  /** Index into DEMO_BENEFICIARIES. */
  beneficiary: number;
  status: ProjectStatus;
  /** Index of the parent project in DEMO_PROJECTS. */
  parent?: number;
  department: string;
  startDate: string;
  endDate: string;
  createdAt: Date;
  goal: string;
  targetBeneficiaries: number;
  plannedBudget: string;
  approvedAmount: string | null;
}

type Plan = [
  name: string,
  type: string,
  areaCode: string,
  beneficiary: number,
  status: ProjectStatus,
  parent?: number,
];

const PLANS: Plan[] = [
  ['五华区妇女手工艺增收项目', 'poverty', '530102', 0, 'in_progress'],
  ['城关区困境学生助学金项目', 'education', '620102', 1, 'closed'],
  ['南明区乡村儿童阅读计划', 'education', '520102', 2, 'in_progress'],
  ['武侯区先心病儿童救助项目', 'medical', '510107', 3, 'approved'],
  ['芙蓉区社区养老互助项目', 'community', '430102', 4, 'under_review'],
  ['兴宁区洪灾灾后重建项目', 'disaster', '450102', 5, 'closed'],
  ['东城区残障人士就业支持项目', 'community', '110101', 6, 'in_progress'],
  ['南山区乡村教师培训项目', 'education', '440305', 7, 'draft'],
  ['渝中区白内障复明行动', 'medical', '500103', 8, 'approved'],
  ['徐汇区社区图书角项目', 'community', '310104', 9, 'terminated'],
  ['五华区手工艺合作社能力建设项目', 'poverty', '530102', 10, 'in_progress'],
  ['城关区生态农业合作社扶持项目', 'poverty', '620102', 11, 'closed'],
  ['南明区山区学校营养午餐项目', 'education', '520102', 12, 'in_progress'],
  ['五华区留守儿童陪伴项目', 'education', '530102', 0, 'closed'],
  ['武侯区大病医疗救助项目', 'medical', '510107', 3, 'in_progress'],
  ['芙蓉区防灾减灾社区培训项目', 'disaster', '430102', 4, 'approved'],
  ['兴宁区特色种植技术培训项目', 'poverty', '450102', 5, 'under_review'],
  ['东城区乡村卫生室建设项目', 'medical', '110101', 6, 'draft'],
  ['南山区小额创业扶持项目', 'poverty', '440305', 7, 'in_progress'],
  ['渝中区地震应急救援物资项目', 'disaster', '500103', 8, 'closed'],
  ['徐汇区困境家庭助学项目', 'education', '310104', 9, 'under_review'],
  ['五华区刺绣非遗传承项目', 'poverty', '530102', 0, 'approved'],
  ['城关区乡村教师培训项目', 'education', '620102', 1, 'in_progress'],
  ['南明区社区养老互助项目', 'community', '520102', 2, 'draft'],
  ['妇女手工艺增收项目—技能培训子项目', 'poverty', '530102', 0, 'in_progress', 0],
  ['妇女手工艺增收项目—市场对接子项目', 'poverty', '530102', 0, 'approved', 0],
  ['乡村儿童阅读计划—图书配送子项目', 'education', '520102', 2, 'in_progress', 2],
  ['残障人士就业支持项目—岗位培训子项目', 'community', '110101', 6, 'in_progress', 6],
  ['山区学校营养午餐项目—厨房改造子项目', 'education', '520102', 12, 'closed', 12],
  ['山区学校营养午餐项目—食材采购子项目', 'education', '520102', 12, 'in_progress', 12],
];

// A project every 11 days, the first a year before the reference date, the last 46 days before it.
const FIRST_CREATED = DEMO_REFERENCE_DATE - 365 * DAY;
const FUNDED: ProjectStatus[] = ['approved', 'in_progress', 'closed', 'terminated'];

const topPlanned = (index: number) => new Decimal(100_000 + ((index * 7919) % 40) * 10_000);

export const DEMO_PROJECTS: DemoProject[] = PLANS.map(
  ([name, type, areaCode, beneficiary, status, parent], index) => {
    const created = FIRST_CREATED + index * 11 * DAY;
    const start = created + 20 * DAY;
    // A sub-project is a slice of its parent (at most two per parent, 30% each), so its approved amount stays
    // within the parent's: the rule the server enforces on new sub-projects.
    const planned =
      parent === undefined ? topPlanned(index) : topPlanned(parent).times(0.3).div(1000).floor().times(1000);
    const project: DemoProject = {
      code: `XM2025${String(index + 1).padStart(3, '0')}`,
      name,
      type,
      areaCode,
      beneficiary,
      status,
      department: index % 3 === 2 ? '综合办公室' : '项目部',
      startDate: isoDate(start),
      endDate: isoDate(start + 365 * DAY),
      createdAt: new Date(created),
      goal: `改善${name.replace(/项目|计划|行动/g, '')}受益群体的生活与发展条件`,
      targetBeneficiaries: 50 + ((index * 37) % 400),
      plannedBudget: planned.toFixed(2),
      approvedAmount: FUNDED.includes(status) ? planned.times(0.9).toFixed(2) : null,
    };
    if (parent !== undefined) project.parent = parent;
    return project;
  },
);

/**
 * What a demo project keeps for itself: its approved amount less what its sub-projects hold (their allocations are
 * theirs to pay, as the server's balance rule says). A top project's agreement covers this much.
 */
export function ownShare(index: number): string {
  const project = DEMO_PROJECTS[index]!;
  const held = DEMO_PROJECTS.filter(
    (child) => child.parent === index && !RELEASED_PROJECT_STATUSES.includes(child.status),
  ).reduce((sum, child) => sum.plus(child.approvedAmount ?? 0), new Decimal(0));
  return new Decimal(project.approvedAmount ?? 0).minus(held).toFixed(2);
}
