import type { Bilingual } from '@pm/domain/texts/bilingual';

/** Partners: refusals of their own writes, and the blacklist's refusals of other records' writes. */
export const partnerTexts: Bilingual = {
  'partner.notFound': ['合作方不存在', 'Partner not found'],
  'partner.creditCodeTaken': [
    '统一社会信用代码已登记为合作方“{{name}}”（编号 {{id}}）',
    'This credit code is already registered to the partner "{{name}}" (no. {{id}})',
  ],
  'partner.categoryMissing': ['所选{{label}}不存在', 'The chosen {{label}} does not exist'],
  'partner.categoryOnlySupplier': ['只有供应商需要填写{{label}}', 'Only suppliers take a {{label}}'],
  'partner.projectMissing': ['所选项目不存在', 'The chosen project does not exist'],
  'partner.donationOnlySupporter': [
    '只有支持单位（捐赠方）可以登记捐赠',
    'Only supporters (donors) have donations recorded',
  ],
  'partner.alreadyBlacklisted': ['合作方已在黑名单中', 'The partner is already blacklisted'],
  'partner.notBlacklisted': ['合作方不在黑名单中', 'The partner is not blacklisted'],
  'partner.blacklistedLink': [
    '合作方“{{name}}”已被列入黑名单（原因：{{reason}}），不能关联到新项目',
    'The partner "{{name}}" is blacklisted ({{reason}}) and cannot be linked to a new project',
  ],
  // The activity feed's words for the partners' own log actions (`activity.verb.<action>`, user-center/activity.ts).
  'activity.verb.blacklist': ['将{{entity}}列入黑名单', 'Blacklisted {{entity}}'],
  'activity.verb.unblacklist': ['将{{entity}}移出黑名单', 'Took {{entity}} off the blacklist'],
  'activity.verb.donation': ['登记{{entity}}捐赠', 'Recorded a donation of {{entity}}'],
  'partner.blacklistedPayment': [
    '收款合作方“{{name}}”已被列入黑名单（原因：{{reason}}），不能向其拨款',
    'The partner "{{name}}" is blacklisted ({{reason}}); no payment may go to it',
  ],
};

/** The partner export's sheet, file name and column headers. */
export const partnerExportTexts: Bilingual = {
  'export.partner.sheet': ['合作方列表', 'Partners'],
  'export.partner.file': ['合作方列表', 'partners'],
  'export.partner.type': ['类型', 'Kind'],
  'export.partner.name': ['单位名称', 'Name'],
  'export.partner.creditCode': ['统一社会信用代码', 'Credit code'],
  'export.partner.contact': ['联系人', 'Contact'],
  'export.partner.mobile': ['联系电话', 'Mobile'],
  'export.partner.areaCode': ['地区代码', 'Area code'],
  'export.partner.address': ['地址', 'Address'],
  'export.partner.category': ['供应商类别', 'Supplier category'],
  'export.partner.rating': ['评级', 'Rating'],
  'export.partner.nearestExpiry': ['最近资质到期日', 'Nearest qualification expiry'],
  'export.partner.blacklisted': ['黑名单', 'Blacklisted'],
  'export.partner.blacklistReason': ['黑名单原因', 'Blacklist reason'],
  'export.partner.projects': ['关联项目数', 'Projects'],
  'export.partner.createdOn': ['登记日期', 'Registered on'],
  'export.partner.yes': ['是', 'Yes'],
  'export.partner.no': ['否', 'No'],
  'export.partner.type.company': ['执行伙伴', 'Implementing partner'],
  'export.partner.type.supplier': ['供应商', 'Supplier'],
  'export.partner.type.supporter': ['支持单位', 'Supporter'],
};
