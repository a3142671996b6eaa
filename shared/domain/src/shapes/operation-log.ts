import { Type, type Static } from 'typebox';
import { LOG_MODULES } from '../audit/modules';
import { IsoDateTime, nullable } from './primitives';

/** A row of the operation log (`GET /pm/logs`): who did what to which record, when and from where. */
export const OperationLogItemSchema = Type.Object({
  id: Type.Integer(),
  createdAt: IsoDateTime,
  userId: nullable(Type.Integer()),
  /** The user's name; null for a beneficiary (portal) or an unknown account. */
  userName: nullable(Type.String()),
  /** Sign-in events: the name as typed (a failed sign-in of an unknown account keeps it). */
  username: nullable(Type.String()),
  module: Type.Enum(LOG_MODULES),
  entity: Type.String(),
  entityId: Type.String(),
  action: Type.String(),
  ip: nullable(Type.String()),
  comment: nullable(Type.String()),
  projectId: nullable(Type.Integer()),
});

/** One row with its snapshots (`GET /pm/logs/:id`): the page shows their difference field by field. */
export const OperationLogDetailSchema = Type.Object({
  ...OperationLogItemSchema.properties,
  before: Type.Unknown({ description: 'The record before the change (null for a creation or a sign-in)' }),
  after: Type.Unknown({ description: 'The record after the change' }),
});

export type OperationLogItem = Static<typeof OperationLogItemSchema>;
export type OperationLogDetail = Static<typeof OperationLogDetailSchema>;
