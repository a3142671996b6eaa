import { creditCodeCheck, isMobile } from './identity-checks';
import { PARTNER_TYPES, type PartnerType } from '../shapes/partner';
import { notInFuture, type TodayContext } from './checks';
import { defineForm } from './form-schema';
import { CHOSEN, type FieldError, type Labels } from './rules';

export interface PartnerContactValues {
  name: string;
  mobile: string;
  position: string;
  email: string;
}

export interface PartnerQualificationValues {
  name: string;
  /** The certificate's scan, uploaded first; optional. */
  fileId: number | null;
  expiryDate: string;
}

/** A partner of any kind (`/related/partner/create`, `/create-support`, the detail page's edit). */
export interface PartnerFormValues {
  type: PartnerType;
  name: string;
  /** Unified social credit code: its check character is verified (`@pm/domain/identity`). */
  creditCode: string;
  areaCode: string;
  address: string;
  /** The first is the one the lists show. */
  contacts: PartnerContactValues[];
  bankName: string;
  bankAccountName: string;
  bankAccountNo: string;
  rating: number | null;
  /** Suppliers: a `supplier_category` dictionary value (required for them, ignored for the others). */
  category: string;
  remark: string;
  qualifications: PartnerQualificationValues[];
  /** Suppliers: the price agreements' files, uploaded first. */
  priceFileIds: number[];
}

export const partnerLabels: Labels = {
  type: ['合作方类型', 'Partner type'],
  name: ['单位名称', 'Name'],
  creditCode: ['统一社会信用代码', 'Unified social credit code'],
  areaCode: ['所在地区', 'Area'],
  address: ['详细地址', 'Address'],
  contacts: ['联系人', 'Contacts'],
  'contacts.name': ['联系人姓名', 'Contact name'],
  'contacts.mobile': ['联系人手机', 'Contact mobile'],
  'contacts.position': ['职务', 'Position'],
  'contacts.email': ['邮箱', 'Email'],
  bankName: ['开户银行', 'Bank'],
  bankAccountName: ['账户名称', 'Account name'],
  bankAccountNo: ['银行账号', 'Account number'],
  rating: ['合作评级', 'Rating'],
  category: ['供应商类别', 'Supplier category'],
  remark: ['备注', 'Remarks'],
  qualifications: ['资质证书', 'Qualifications'],
  'qualifications.name': ['资质名称', 'Qualification'],
  'qualifications.fileId': ['资质文件', 'Certificate file'],
  'qualifications.expiryDate': ['有效期至', 'Valid until'],
  priceFileIds: ['价格协议文件', 'Price agreement files'],
};

function mobilesChecked(values: PartnerFormValues): FieldError[] {
  return values.contacts.flatMap((contact, index) =>
    isMobile(contact.mobile) ? [] : [{ field: `contacts[${index}].mobile`, message: 'mobile' as const }],
  );
}

/** A supplier names its category. */
function categoryChosen(values: PartnerFormValues): FieldError[] {
  return values.type === 'supplier' && values.category.trim() === ''
    ? [{ field: 'category', message: 'choose' }]
    : [];
}

export const partnerForm = defineForm<PartnerFormValues>({
  name: 'partner',
  labels: partnerLabels,
  fields: {
    type: [CHOSEN, { kind: 'oneOf', values: PARTNER_TYPES }],
    name: [{ kind: 'required' }, { kind: 'maxLength', max: 100 }],
    creditCode: [{ kind: 'required' }, { kind: 'maxLength', max: 30 }],
    areaCode: [CHOSEN, { kind: 'areaCode' }],
    address: [{ kind: 'maxLength', max: 200 }],
    contacts: [{ kind: 'minItems', min: 1 }],
    bankName: [{ kind: 'maxLength', max: 100 }],
    bankAccountName: [{ kind: 'maxLength', max: 100 }],
    bankAccountNo: [{ kind: 'bankAccount' }],
    rating: [{ kind: 'integer', min: 1, max: 5 }],
    category: [{ kind: 'maxLength', max: 50 }],
    remark: [{ kind: 'maxLength', max: 500 }],
  },
  lists: {
    contacts: {
      name: [{ kind: 'required' }, { kind: 'maxLength', max: 50 }],
      mobile: [{ kind: 'required' }, { kind: 'maxLength', max: 20 }],
      position: [{ kind: 'maxLength', max: 50 }],
      email: [{ kind: 'maxLength', max: 100 }],
    },
    qualifications: {
      name: [{ kind: 'required' }, { kind: 'maxLength', max: 100 }],
      expiryDate: [CHOSEN, { kind: 'date' }],
    },
  },
  checks: [
    creditCodeCheck<PartnerFormValues, undefined>('creditCode'),
    { uses: ['contacts'], run: mobilesChecked },
    { uses: ['type', 'category'], run: categoryChosen },
  ],
});

/** Why a partner goes on the blacklist: required, kept on the partner and in the operation log. */
export interface PartnerBlacklistValues {
  reason: string;
}

export const partnerBlacklistForm = defineForm<PartnerBlacklistValues>({
  name: 'partnerBlacklist',
  labels: { reason: ['列入黑名单原因', 'Reason for blacklisting'] },
  fields: { reason: [{ kind: 'required' }, { kind: 'maxLength', max: 500 }] },
});

/** A supporter's donation: when, how much, what for, and the project it went to, if any. */
export interface PartnerDonationValues {
  donatedOn: string;
  amount: string;
  purpose: string;
  projectId: number | null;
}

export const partnerDonationForm = defineForm<PartnerDonationValues, TodayContext>({
  name: 'partnerDonation',
  labels: {
    donatedOn: ['捐赠日期', 'Donation date'],
    amount: ['捐赠金额', 'Amount'],
    purpose: ['捐赠用途', 'Purpose'],
    projectId: ['关联项目', 'Project'],
  },
  fields: {
    donatedOn: [CHOSEN, { kind: 'date' }],
    amount: [{ kind: 'required' }, { kind: 'amount' }],
    purpose: [{ kind: 'required' }, { kind: 'maxLength', max: 200 }],
  },
  checks: [notInFuture('donatedOn')],
});
