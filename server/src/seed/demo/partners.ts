import { inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { partners, projectPartners, type PartnerType } from '../../db/schema';
import { creditCode } from './identity-numbers';
import { DEMO_PROJECTS } from './projects';

interface DemoPartner {
  type: PartnerType;
  name: string;
  creditCode: string;
  contactName: string;
  mobile: string;
  areaCode: string;
}

const partner = (
  type: PartnerType,
  name: string,
  areaCode: string,
  organisationCode: string,
  contactName: string,
  mobile: string,
): DemoPartner => ({
  type,
  name,
  creditCode: creditCode('91', areaCode, organisationCode),
  contactName,
  mobile,
  areaCode,
});

/** Implementing partners and suppliers near the demo projects (company credit codes, kind 91). */
export const DEMO_PARTNERS: DemoPartner[] = [
  partner('company', '云南彩云间民族手工艺品有限公司', '530102', 'MA6N2R4T1', '李娟', '13900003001'),
  partner('company', '甘肃陇原农业科技有限公司', '620102', 'MA71C8K3X', '马建国', '13900003002'),
  partner('supplier', '贵州黔山书香图书发行有限公司', '520102', 'MA6H5P0Q2', '杨文静', '13900003003'),
  partner('supplier', '四川蜀康医疗器械有限公司', '510107', 'MA62D9W7L', '陈志强', '13900003004'),
  partner('company', '长沙湘邻社区服务有限公司', '430102', 'MA4L3E6N8', '刘芳', '13900003005'),
  partner('supplier', '广西桂安应急物资有限公司', '450102', 'MA5K7T1R9', '黄振华', '13900003006'),
  partner('company', '北京博睿职业技能培训有限公司', '110101', 'MA01B4M6U', '赵磊', '13900003007'),
  partner('supplier', '上海绿厨餐饮管理有限公司', '310104', 'MA1G8H2J5', '周敏', '13900003008'),
];

/** Partners working where a project is, and those whose trade fits its type. */
const BY_AREA: Record<string, number[]> = {
  '530102': [0],
  '620102': [1],
  '520102': [2],
  '510107': [3],
  '430102': [4],
  '450102': [5],
  '110101': [6],
  '440305': [6],
  '500103': [3],
  '310104': [7],
};
const BY_TYPE: Record<string, number[]> = { disaster: [5], medical: [3], education: [2] };

/** Demo partner organisations and which demo projects they work on; idempotent (credit codes, link keys). */
export async function seedPartners(tx: Transaction, projectIds: number[]): Promise<void> {
  await tx.insert(partners).values(DEMO_PARTNERS).onConflictDoNothing({ target: partners.creditCode });
  const rows = await tx
    .select({ id: partners.id, creditCode: partners.creditCode })
    .from(partners)
    .where(
      inArray(
        partners.creditCode,
        DEMO_PARTNERS.map((p) => p.creditCode),
      ),
    );
  const idByCode = new Map(rows.map((row) => [row.creditCode, row.id]));
  const links = DEMO_PROJECTS.flatMap((project, index) => {
    const projectId = projectIds[index];
    if (!projectId) return [];
    const chosen = new Set([...(BY_AREA[project.areaCode] ?? []), ...(BY_TYPE[project.type] ?? [])]);
    return [...chosen].flatMap((position) => {
      const partnerId = idByCode.get(DEMO_PARTNERS[position]!.creditCode);
      return partnerId === undefined ? [] : [{ projectId, partnerId }];
    });
  });
  if (links.length > 0) await tx.insert(projectPartners).values(links).onConflictDoNothing();
}
