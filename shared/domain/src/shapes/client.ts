import { Type, type Static } from 'typebox';
import { PROJECT_STATUSES } from '../workflow/project-machine';
import { BENEFICIARY_TYPES } from './beneficiary';
import { IsoDate, Money, nullable } from './primitives';

/** `GET /client/auth_user`: the beneficiary signed in to the portal. */
export const ClientUserSchema = Type.Object({
  id: Type.Integer(),
  type: Type.Enum(BENEFICIARY_TYPES),
  name: Type.String(),
  mobile: Type.String({ description: 'Masked' }),
  idNumber: Type.String({ description: 'Masked' }),
  areaCode: Type.String(),
  areaPath: Type.Array(Type.String(), { description: 'Names from the province down to the area' }),
  address: Type.String(),
  email: Type.String(),
  bankName: Type.String(),
  bankAccountName: Type.String(),
  bankAccountNo: Type.String({ description: "Masked ('6222 **** **** 1234'), never in full" }),
  projectCount: Type.Integer(),
  totalApproved: Money,
  totalPaid: Money,
});

/** A row of a beneficiary's own projects (`GET /client/:id/projects`). */
export const ClientProjectItemSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  type: Type.String(),
  status: Type.Enum(PROJECT_STATUSES),
  startDate: nullable(IsoDate),
  endDate: nullable(IsoDate),
  approvedAmount: nullable(Money),
  /** Sum of the project's paid appropriations. */
  paidAmount: Money,
});

export type ClientUser = Static<typeof ClientUserSchema>;
export type ClientProjectItem = Static<typeof ClientProjectItemSchema>;
