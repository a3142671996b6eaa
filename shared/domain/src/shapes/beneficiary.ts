import { Type, type Static } from 'typebox';
import { IsoDateTime } from './primitives';

export const BENEFICIARY_TYPES = ['person', 'company'] as const;
export type BeneficiaryType = (typeof BENEFICIARY_TYPES)[number];

/** A row of the beneficiary list (`GET /pm/beneficiaries`): ID number and mobile masked by the server. */
export const BeneficiaryItemSchema = Type.Object({
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

export type BeneficiaryListItem = Static<typeof BeneficiaryItemSchema>;
