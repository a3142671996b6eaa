import { Type } from 'typebox';
import { BENEFICIARY_TYPES, BeneficiaryItemSchema } from '@pm/domain/shapes/beneficiary';
import { pageOf } from '@pm/domain/shapes/primitives';
import { responses } from '../../http/envelope';
import { listQuerySchema } from '../../http/list-query';

export const BENEFICIARY_SORT_FIELDS = ['name', 'type', 'areaCode', 'createdAt'] as const;

export const BeneficiaryListQuery = listQuerySchema(BENEFICIARY_SORT_FIELDS, {
  type: Type.Optional(Type.Enum(BENEFICIARY_TYPES)),
});

export const listBeneficiariesRoute = {
  tags: ['beneficiaries'],
  summary:
    'Beneficiaries, paged; ID number and mobile masked (keyword: any part of the name, or a whole ID number, mobile or bank account number)',
  querystring: BeneficiaryListQuery,
  response: responses(pageOf(BeneficiaryItemSchema)),
};
