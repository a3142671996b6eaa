import type { PartnerContactValues, PartnerFormValues, PartnerQualificationValues } from '@pm/domain/forms';
import type { PartnerDetail, PartnerType } from '@pm/domain/shapes';

export const emptyContact = (): PartnerContactValues => ({ name: '', mobile: '', position: '', email: '' });
export const emptyQualification = (): PartnerQualificationValues => ({
  name: '',
  fileId: null,
  expiryDate: '',
});

/** What a new partner's form opens with. */
export const newPartnerValues = (type: PartnerType): Partial<PartnerFormValues> => ({
  type,
  contacts: [emptyContact()],
  qualifications: [],
  priceFileIds: [],
  rating: null,
});

/** The form as the server stores it, from a partner's detail. */
export function partnerFormValues(partner: PartnerDetail): PartnerFormValues {
  return {
    type: partner.type,
    name: partner.name,
    creditCode: partner.creditCode,
    areaCode: partner.areaCode ?? '',
    address: partner.address,
    contacts: partner.contacts.map((contact) => ({ ...contact })),
    bankName: partner.bankName,
    bankAccountName: partner.bankAccountName,
    bankAccountNo: partner.bankAccountNo,
    rating: partner.rating,
    category: partner.category ?? '',
    remark: partner.remark,
    qualifications: partner.qualifications.map(({ name, fileId, expiryDate }) => ({
      name,
      fileId,
      expiryDate,
    })),
    priceFileIds: partner.priceFiles.map((file) => file.id),
  };
}

/**
 * The values as the server takes them: Arco leaves a field the user never touched undefined, the server's form
 * wants text (blank) and null.
 */
export function toPartnerBody(values: Partial<PartnerFormValues>, type: PartnerType): PartnerFormValues {
  const text = (value: string | undefined) => value ?? '';
  return {
    type,
    name: text(values.name),
    creditCode: text(values.creditCode),
    areaCode: text(values.areaCode),
    address: text(values.address),
    contacts: (values.contacts ?? []).map((contact) => ({
      name: text(contact?.name),
      mobile: text(contact?.mobile),
      position: text(contact?.position),
      email: text(contact?.email),
    })),
    bankName: text(values.bankName),
    bankAccountName: text(values.bankAccountName),
    bankAccountNo: text(values.bankAccountNo),
    rating: values.rating ?? null,
    category: type === 'supplier' ? text(values.category) : '',
    remark: text(values.remark),
    qualifications: (values.qualifications ?? []).map((row) => ({
      name: text(row?.name),
      fileId: row?.fileId ?? null,
      expiryDate: text(row?.expiryDate),
    })),
    priceFileIds: type === 'supplier' ? (values.priceFileIds ?? []) : [],
  };
}
