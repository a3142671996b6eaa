import type { BeneficiaryDetail, BeneficiaryListItem } from '@pm/domain/shapes';
import { personFields } from '@pm/domain/shapes/beneficiary';
import { emptyValues } from '@pm/domain/shapes/field-table';

/** A list row of a person, with what a test needs changed. */
export function beneficiaryItemFixture(changes: Partial<BeneficiaryListItem> = {}): BeneficiaryListItem {
  return {
    id: 1,
    type: 'person',
    name: '张三',
    idNumber: '530***********1234',
    idType: 'resident_id',
    creditCode: null,
    mobile: '138****5678',
    gender: 'male',
    birthDate: '1986-04-12',
    areaCode: '530102',
    areaName: '五华区',
    address: '昆明市五华区',
    email: '',
    vulnerabilityTags: [],
    orgType: null,
    nextExpiry: null,
    status: 'active',
    mergedIntoId: null,
    projectCount: 1,
    totalPaid: '1000.00',
    version: 1,
    createdAt: '2026-01-05T02:00:00.000Z',
    ...changes,
  };
}

/** One person as the detail call answers, with what a test needs changed. */
export function beneficiaryDetailFixture(changes: Partial<BeneficiaryDetail> = {}): BeneficiaryDetail {
  const item = beneficiaryItemFixture(changes);
  return {
    ...item,
    mergedInto: null,
    person: {
      ...emptyValues(personFields),
      name: item.name,
      gender: 'male',
      idType: 'resident_id',
      idNumber: item.idNumber,
      birthDate: '1986-04-12',
      mobile: item.mobile,
      areaCode: item.areaCode,
      address: item.address,
      bankName: '农业银行',
      bankAccountName: item.name,
      bankAccountNo: '6228************123',
      consentDate: null,
    },
    company: null,
    clientAccountCount: 0,
    updatedAt: item.createdAt,
    ...changes,
  };
}
