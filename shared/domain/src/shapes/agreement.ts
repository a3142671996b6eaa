import { Type, type Static } from 'typebox';
import { AGREEMENT_STATUSES } from '../workflow/agreement-machine';
import { IsoDate, IsoDateTime, Money } from './primitives';

/** A row of the agreement list (`GET /pm/agreements`), and the start of an agreement's detail. */
export const AgreementItemSchema = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  projectId: Type.Integer(),
  projectName: Type.String(),
  partyA: Type.String(),
  partyB: Type.String(),
  signedDate: IsoDate,
  effectiveDate: IsoDate,
  expiryDate: IsoDate,
  totalAmount: Money,
  status: Type.Enum(AGREEMENT_STATUSES),
  version: Type.Integer(),
  createdAt: IsoDateTime,
});

export type AgreementListItem = Static<typeof AgreementItemSchema>;
