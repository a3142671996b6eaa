import { Type, type Static } from 'typebox';
import { APPLICANT_TYPES } from '../forms/application-form';
import { APPLICATION_STATUSES } from '../workflow/application-machine';
import { IsoDateTime, Money, nullable } from './primitives';

/** A row of the application list (`GET /pm/applications`), and the start of an application's detail. */
export const ApplicationItemSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  projectId: Type.Integer(),
  projectName: Type.String(),
  applicantType: Type.Enum(APPLICANT_TYPES),
  applicantName: Type.String(),
  title: Type.String(),
  amountRequested: Money,
  approvedAmount: nullable(Money),
  status: Type.Enum(APPLICATION_STATUSES),
  submittedAt: nullable(IsoDateTime),
  version: Type.Integer(),
  createdAt: IsoDateTime,
});

export type ApplicationListItem = Static<typeof ApplicationItemSchema>;
