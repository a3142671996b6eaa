import type { Bilingual } from '@pm/domain/texts';

/** The partner feature's texts (keys `partner.*`): kinds, tags, the form's pieces. */
export const partnerTexts: Bilingual = {
  'partner.type.company': ['执行伙伴', 'Implementing partner'],
  'partner.type.supplier': ['供应商', 'Supplier'],
  'partner.type.supporter': ['支持单位', 'Supporter'],
  'partner.blacklisted': ['黑名单', 'Blacklisted'],
  'partner.qualification.valid': ['资质有效', 'Valid'],
  'partner.qualification.expiring': ['资质即将到期', 'Expiring soon'],
  'partner.qualification.expired': ['资质已过期', 'Expired'],
  'partner.qualification.until': ['{{date}} 到期', 'Expires {{date}}'],
  'partner.form.basics': ['基本信息', 'Basics'],
  'partner.form.addContact': ['添加联系人', 'Add a contact'],
  'partner.form.bank': ['银行账户', 'Bank account'],
  'partner.form.addQualification': ['添加资质', 'Add a qualification'],
  'partner.form.uploadCertificate': ['上传证书', 'Upload the certificate'],
  'partner.form.uploadPriceFiles': ['上传价格协议', 'Upload price agreements'],
  'partner.form.ratingNone': ['未评级', 'Not rated'],
  'partner.form.rating': ['{{count}} 星', '{{count}} stars'],
  'partner.form.editTitle': ['编辑合作方：{{name}}', 'Edit partner: {{name}}'],
  'partner.form.saved': ['已保存', 'Saved'],
};
