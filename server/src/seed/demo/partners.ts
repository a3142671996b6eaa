import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import {
  partnerContacts,
  partnerDonations,
  partnerQualifications,
  partners,
  projectPartners,
  type PartnerType,
} from '../../db/schema';
import { DAY, DEMO_REFERENCE_DATE, isoDate } from './dates';
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

/** What the first demo partners (seeded before partners had them) get, and every new one starts with. */
interface DemoDetails {
  rating: number;
  category: string | null;
  /** Days after the demo's "today" each qualification expires (none for supporters). */
  expiries: number[];
  /** A second contact: name, mobile, position. */
  deputy?: [string, string, string];
  /** Blacklisted when first seeded, with this reason. */
  blacklist?: string;
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
  creditCode: creditCode(type === 'supporter' ? '53' : '91', areaCode, organisationCode),
  contactName,
  mobile,
  areaCode,
});

/**
 * Implementing partners, suppliers (company credit codes, kind 91) and supporters (foundations and social
 * organisations, kind 53) near the demo projects. The first eight are linked to projects below; keep their order.
 */
export const DEMO_PARTNERS: DemoPartner[] = [
  partner('company', '云南彩云间民族手工艺品有限公司', '530102', 'MA6N2R4T1', '李娟', '13900003001'),
  partner('company', '甘肃陇原农业科技有限公司', '620102', 'MA71C8K3X', '马建国', '13900003002'),
  partner('supplier', '贵州黔山书香图书发行有限公司', '520102', 'MA6H5P0Q2', '杨文静', '13900003003'),
  partner('supplier', '四川蜀康医疗器械有限公司', '510107', 'MA62D9W7L', '陈志强', '13900003004'),
  partner('company', '长沙湘邻社区服务有限公司', '430102', 'MA4L3E6N8', '刘芳', '13900003005'),
  partner('supplier', '广西桂安应急物资有限公司', '450102', 'MA5K7T1R9', '黄振华', '13900003006'),
  partner('company', '北京博睿职业技能培训有限公司', '110101', 'MA01B4M6U', '赵磊', '13900003007'),
  partner('supplier', '上海绿厨餐饮管理有限公司', '310104', 'MA1G8H2J5', '周敏', '13900003008'),
  partner('company', '成都蓉益社会工作服务有限公司', '510107', 'MA63E1P8K', '吴婷', '13900003009'),
  partner('company', '兰州金城乡村发展咨询有限公司', '620102', 'MA72D4Q6N', '孙立', '13900003010'),
  partner('company', '昆明滇池环境工程有限公司', '530102', 'MA6P3T9W2', '郑洁', '13900003011'),
  partner('company', '深圳鹏程信息技术服务有限公司', '440305', 'MA5H7K2L4', '钱浩', '13900003012'),
  partner('supplier', '重庆山城建筑工程有限公司', '500103', 'MA60C5M1R', '冯刚', '13900003013'),
  partner('supplier', '贵阳筑城电脑设备有限公司', '520102', 'MA6J2N8P5', '何敏', '13900003014'),
  partner('supplier', '南宁邕江粮油食品有限公司', '450102', 'MA5L9Q3T7', '罗娜', '13900003015'),
  partner('supporter', '北京春晖公益基金会', '110101', '500001234', '林静', '13900003016'),
  partner('supporter', '上海浦江慈善基金会', '310104', '500002345', '高翔', '13900003017'),
  partner('supporter', '深圳鹏城爱心企业联合会', '440305', '500003456', '谢丹', '13900003018'),
  partner('supporter', '长沙湘江志愿者协会', '430102', '500004567', '唐亮', '13900003019'),
  partner('supporter', '四川天府慈善总会', '510107', '500005678', '许芳', '13900003020'),
  partner('supporter', '广西八桂助学促进会', '450102', '500006789', '邓伟', '13900003021'),
];

/** Per partner, in DEMO_PARTNERS order. Three qualifications expire within 30 days of the demo's "today". */
const DETAILS: DemoDetails[] = [
  { rating: 5, category: null, expiries: [420], deputy: ['王海', '13900004001', '项目主管'] },
  { rating: 4, category: null, expiries: [12, 380] },
  { rating: 4, category: 'books', expiries: [540] },
  { rating: 3, category: 'medical', expiries: [18, 610], deputy: ['蒋明', '13900004004', '销售经理'] },
  { rating: 5, category: null, expiries: [300] },
  { rating: 4, category: 'relief', expiries: [25] },
  { rating: 3, category: null, expiries: [700] },
  { rating: 4, category: 'catering', expiries: [260] },
  { rating: 4, category: null, expiries: [330], deputy: ['曹阳', '13900004009', '财务'] },
  { rating: 2, category: null, expiries: [150], blacklist: '项目资金挪作他用，审计发现虚报支出' },
  { rating: 3, category: null, expiries: [480] },
  { rating: 4, category: null, expiries: [210] },
  { rating: 1, category: 'construction', expiries: [90], blacklist: '工程质量不合格且拒不整改' },
  { rating: 4, category: 'it', expiries: [365] },
  { rating: 3, category: 'relief', expiries: [200] },
  { rating: 5, category: null, expiries: [] },
  { rating: 5, category: null, expiries: [], deputy: ['沈悦', '13900004017', '捐赠专员'] },
  { rating: 4, category: null, expiries: [] },
  { rating: 3, category: null, expiries: [] },
  { rating: 4, category: null, expiries: [] },
  { rating: 4, category: null, expiries: [] },
];

/** Qualification names by kind. */
const QUALIFICATIONS: Record<PartnerType, string[]> = {
  company: ['民办非企业单位登记证书', '社会工作服务机构资质'],
  supplier: ['营业执照（副本）', '行业经营许可证'],
  supporter: [],
};

/** Donations: [supporter's position in DEMO_PARTNERS, project's position in DEMO_PROJECTS, amount, purpose]. */
const DONATIONS: [number, number, string, string][] = [
  [15, 0, '200000.00', '乡村振兴项目定向捐赠'],
  [15, 2, '150000.00', '助学项目图书采购'],
  [16, 3, '300000.00', '医疗救助专项'],
  [17, 5, '80000.00', '应急物资储备'],
  [18, 4, '50000.00', '社区志愿服务'],
  [19, 3, '120000.00', '大病救助'],
  [20, 2, '60000.00', '贫困学生助学金'],
  [16, 6, '100000.00', '职业技能培训'],
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

const bankOf = (index: number, name: string) => ({
  bankName: ['中国工商银行', '中国建设银行', '中国农业银行', '中国银行'][index % 4]!,
  bankAccountName: name,
  bankAccountNo: `62220${String(200000000000 + index * 7919).padStart(14, '0')}`,
});

/** The partners' ids by position. */
async function partnerIds(tx: Transaction): Promise<number[]> {
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
  return DEMO_PARTNERS.map((p) => idByCode.get(p.creditCode)!);
}

/** New partners come with everything; those seeded before (no rating yet) get the new fields once. */
async function seedRows(tx: Transaction): Promise<number[]> {
  const blacklistedAt = new Date(DEMO_REFERENCE_DATE - 20 * DAY);
  await tx
    .insert(partners)
    .values(
      DEMO_PARTNERS.map((p, index) => {
        const details = DETAILS[index]!;
        return {
          ...p,
          ...bankOf(index, p.name),
          rating: details.rating,
          category: details.category,
          createdAt: new Date(Date.UTC(2024, 8, 1 + index)),
          ...(details.blacklist ? { blacklistedAt, blacklistReason: details.blacklist } : {}),
        };
      }),
    )
    .onConflictDoNothing({ target: partners.creditCode });
  const ids = await partnerIds(tx);
  for (const [index, id] of ids.entries()) {
    const details = DETAILS[index]!;
    await tx
      .update(partners)
      .set({
        ...bankOf(index, DEMO_PARTNERS[index]!.name),
        rating: details.rating,
        category: details.category,
      })
      .where(and(eq(partners.id, id), isNull(partners.rating), eq(partners.bankAccountNo, '')));
  }
  return ids;
}

/** Contacts, qualifications and donations of a partner that has none yet. */
async function seedLists(tx: Transaction, ids: number[], projectIds: number[]): Promise<void> {
  const withoutContacts = notExists(
    tx
      .select({ one: sql`1` })
      .from(partnerContacts)
      .where(eq(partnerContacts.partnerId, partners.id)),
  );
  const bare = new Set(
    (
      await tx
        .select({ id: partners.id })
        .from(partners)
        .where(and(inArray(partners.id, ids), withoutContacts))
    ).map((row) => row.id),
  );
  const contacts = ids.flatMap((id, index) => {
    if (!bare.has(id)) return [];
    const p = DEMO_PARTNERS[index]!;
    const deputy = DETAILS[index]!.deputy;
    return [
      { partnerId: id, seq: 1, name: p.contactName, mobile: p.mobile, position: '负责人' },
      ...(deputy ? [{ partnerId: id, seq: 2, name: deputy[0], mobile: deputy[1], position: deputy[2] }] : []),
    ];
  });
  if (contacts.length > 0) await tx.insert(partnerContacts).values(contacts);
  const qualified = new Set(
    (
      await tx
        .selectDistinct({ id: partnerQualifications.partnerId })
        .from(partnerQualifications)
        .where(inArray(partnerQualifications.partnerId, ids))
    ).map((row) => row.id),
  );
  const qualifications = ids.flatMap((id, index) =>
    qualified.has(id)
      ? []
      : DETAILS[index]!.expiries.map((days, position) => ({
          partnerId: id,
          name: QUALIFICATIONS[DEMO_PARTNERS[index]!.type][position]!,
          expiryDate: isoDate(DEMO_REFERENCE_DATE + days * DAY),
        })),
  );
  if (qualifications.length > 0) await tx.insert(partnerQualifications).values(qualifications);
  const donors = new Set(
    (
      await tx
        .selectDistinct({ id: partnerDonations.partnerId })
        .from(partnerDonations)
        .where(inArray(partnerDonations.partnerId, ids))
    ).map((row) => row.id),
  );
  const donations = DONATIONS.flatMap(([position, project, amount, purpose], index) => {
    const partnerId = ids[position]!;
    const projectId = projectIds[project];
    if (donors.has(partnerId) || !projectId) return [];
    const donatedOn = isoDate(DEMO_REFERENCE_DATE - (30 + index * 37) * DAY);
    return [{ partnerId, projectId, amount, purpose, donatedOn }];
  });
  if (donations.length > 0) await tx.insert(partnerDonations).values(donations);
}

/**
 * Demo partners of the three kinds (two blacklisted, three qualifications expiring within 30 days of the demo's
 * "today"), their contacts, qualifications and donations, and which demo projects they work on; idempotent
 * (credit codes, link keys, lists seeded only where a partner has none).
 */
export async function seedPartners(tx: Transaction, projectIds: number[]): Promise<void> {
  const ids = await seedRows(tx);
  await seedLists(tx, ids, projectIds);
  const links = DEMO_PROJECTS.flatMap((project, index) => {
    const projectId = projectIds[index];
    if (!projectId) return [];
    const chosen = new Set([...(BY_AREA[project.areaCode] ?? []), ...(BY_TYPE[project.type] ?? [])]);
    return [...chosen].map((position) => ({ projectId, partnerId: ids[position]! }));
  });
  if (links.length > 0) await tx.insert(projectPartners).values(links).onConflictDoNothing();
}
