import { Type } from 'typebox';
import { BENEFICIARY_TYPES } from '../../db/schema';
import { IsoDateTime, pageOf } from '@pm/domain/shapes/primitives';
import { responses } from '../../http/envelope';
import { listQuerySchema } from '../../http/list-query';

export const BENEFICIARY_SORT_FIELDS = ['name', 'type', 'areaCode', 'createdAt'] as const;

export const BeneficiaryItem = Type.Object({
  id: Type.Integer(),
  type: Type.Enum(BENEFICIARY_TYPES),
  name: Type.String(),
  idNumber: Type.String({ description: 'Masked' }),
  mobile: Type.String({ description: 'Masked' }),
  areaCode: Type.String(),
  address: Type.String(),
  email: Type.String(),
  projectCount: Type.Integer(),
  createdAt: IsoDateTime,
});

export const BeneficiaryListQuery = listQuerySchema(BENEFICIARY_SORT_FIELDS, {
  type: Type.Optional(Type.Enum(BENEFICIARY_TYPES)),
});

export const listBeneficiariesRoute = {
  tags: ['beneficiaries'],
  summary:
    'Beneficiaries, paged; ID number and mobile masked (keyword: any part of the name, or a whole ID number, mobile or bank account number)',
  querystring: BeneficiaryListQuery,
  response: responses(pageOf(BeneficiaryItem)),
};
