import type { Transaction } from '../db/client';
import { dictItems } from '../db/schema';

/** Lookup lists every installation starts with; administrators extend them (values are stored, labels shown). */
export const DICTIONARIES: Record<string, [value: string, zh: string, en: string][]> = {
  project_type: [
    ['poverty', '乡村振兴', 'Rural development'],
    ['education', '教育助学', 'Education'],
    ['medical', '医疗救助', 'Medical aid'],
    ['community', '社区发展', 'Community development'],
    ['disaster', '救灾减灾', 'Disaster relief'],
    ['environment', '生态环保', 'Environment'],
  ],
  budget_category: [
    ['personnel', '人员费用', 'Personnel'],
    ['materials', '物资采购', 'Materials and supplies'],
    ['training', '培训活动', 'Training and events'],
    ['travel', '差旅交通', 'Travel'],
    ['services', '专业服务', 'Professional services'],
    ['admin', '管理费用', 'Administration'],
  ],
  material_category: [
    ['application', '申请材料', 'Application documents'],
    ['agreement', '协议文件', 'Agreements'],
    ['report', '阶段报告', 'Stage reports'],
    ['invoice', '拨款票据', 'Payment vouchers'],
    ['photo', '现场照片', 'Site photos'],
    ['certificate', '结项证书', 'Completion certificates'],
    ['closing', '结项报告', 'Closing reports'],
    ['finance', '财务凭证', 'Financial records'],
    ['other', '其他', 'Other'],
  ],
  supplier_category: [
    ['books', '图书教材', 'Books and teaching materials'],
    ['medical', '医疗器械', 'Medical equipment'],
    ['relief', '应急物资', 'Relief supplies'],
    ['catering', '餐饮服务', 'Catering'],
    ['it', '信息技术', 'IT equipment and services'],
    ['construction', '工程建设', 'Construction'],
  ],
  fund_source: [
    ['own', '基金会自有资金', "Foundation's own funds"],
    ['restricted', '定向捐赠', 'Restricted donation'],
    ['government', '政府购买服务', 'Government contract'],
    ['matching', '配套资金', 'Matching funds'],
  ],
  vulnerability_tag: [
    ['low_income', '低保户', 'Minimum-subsistence household'],
    ['disability', '残疾', 'Disability'],
    ['elderly_alone', '独居老人', 'Elderly living alone'],
    ['left_behind_child', '留守儿童', 'Left-behind child'],
    ['orphan', '孤儿', 'Orphan'],
    ['serious_illness', '重大疾病', 'Serious illness'],
    ['single_parent', '单亲家庭', 'Single-parent family'],
    ['disaster_affected', '受灾家庭', 'Disaster-affected family'],
  ],
  beneficiary_source: [
    ['application', '自主申请', 'Own application'],
    ['referral', '社区推荐', 'Community referral'],
    ['outreach', '实地走访', 'Field outreach'],
    ['partner', '合作机构转介', 'Partner referral'],
    ['government', '政府转介', 'Government referral'],
  ],
  org_type: [
    ['cooperative', '专业合作社', 'Cooperative'],
    ['enterprise', '企业', 'Enterprise'],
    ['social_org', '社会组织', 'Social organisation'],
    ['school', '学校', 'School'],
    ['clinic', '医疗机构', 'Clinic'],
    ['village_committee', '村（居）委会', 'Village committee'],
  ],
  guardian_relation: [
    ['parent', '父母', 'Parent'],
    ['grandparent', '祖父母/外祖父母', 'Grandparent'],
    ['sibling', '兄弟姐妹', 'Sibling'],
    ['relative', '其他亲属', 'Other relative'],
    ['appointed', '指定监护人', 'Appointed guardian'],
  ],
  volunteer_skill: [
    ['teaching', '教学辅导', 'Teaching and tutoring'],
    ['medical', '医疗护理', 'Medical care'],
    ['counselling', '心理疏导', 'Counselling'],
    ['elderly_care', '助老服务', 'Elderly care'],
    ['first_aid', '应急救护', 'First aid'],
    ['photography', '摄影摄像', 'Photography'],
    ['translation', '翻译', 'Translation'],
    ['it', '信息技术', 'IT support'],
    ['driving', '驾驶', 'Driving'],
  ],
};

export async function seedDictionaries(tx: Transaction): Promise<void> {
  const rows = Object.entries(DICTIONARIES).flatMap(([dictCode, entries]) =>
    entries.map(([value, labelZh, labelEn], index) => ({
      dictCode,
      value,
      labelZh,
      labelEn,
      sort: index + 1,
    })),
  );
  await tx
    .insert(dictItems)
    .values(rows)
    .onConflictDoNothing({ target: [dictItems.dictCode, dictItems.value] });
}
