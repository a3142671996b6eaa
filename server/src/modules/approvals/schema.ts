import {
  APPROVAL_ACTIONS,
  APPROVAL_BUSINESS_TYPES,
  ApprovalActionBodySchema,
  ApprovalBatchBodySchema,
  ApprovalCountsSchema,
  ApprovalDefinitionSchema,
  ApprovalDefinitionSummarySchema,
  ApprovalInboxQuerySchema,
  ApprovalInboxRowSchema,
  ApprovalInstanceDetailSchema,
  PublishDefinitionBodySchema,
  type ApprovalAction,
} from '@pm/domain/shapes/approval';
import { BatchResultSchema } from '@pm/domain/shapes/appropriation';
import { pageOf } from '@pm/domain/shapes/primitives';
import { Type } from 'typebox';
import { responses } from '../../http/envelope';
import { IdParams } from '../records/schema';

const tags = ['approvals'];

export const inboxRoute = {
  tags,
  summary: "The caller's approvals: to do, done, initiated by them, copied to them",
  querystring: ApprovalInboxQuerySchema,
  response: responses(pageOf(ApprovalInboxRowSchema)),
};

export const countsRoute = {
  tags,
  summary: "The caller's pending approval tasks (the menu badge)",
  response: responses(ApprovalCountsSchema),
};

export const instanceRoute = {
  tags,
  summary: 'One approval: snapshot and live record, nodes, tasks, history, what the caller may do',
  params: IdParams,
  response: responses(ApprovalInstanceDetailSchema),
};

const ACTION_SUMMARIES: Record<ApprovalAction, string> = {
  approve: 'Approves the caller’s task; the last node’s approval takes the record’s own approve step',
  reject: 'Rejects with a reason: the record goes back to its initiator, editable',
  return: 'Returns to an earlier node (default: the previous one) with a reason',
  reassign: 'Passes the caller’s task to another approver',
  addApprover: 'Adds an approver at the current node',
  withdraw: 'The initiator takes the record back while nobody has acted',
};

export const actionRoutes = APPROVAL_ACTIONS.map((action) => ({
  action,
  schema: {
    tags,
    summary: ACTION_SUMMARIES[action],
    params: IdParams,
    body: ApprovalActionBodySchema,
    response: responses(ApprovalInstanceDetailSchema),
  },
}));

export const batchRoute = {
  tags,
  summary: 'One decision on several of the caller’s tasks, each on its own (per-item results)',
  body: ApprovalBatchBodySchema,
  response: responses(BatchResultSchema),
};

export const definitionsRoute = {
  tags,
  summary: 'Each business type with its published definition',
  response: responses(Type.Array(ApprovalDefinitionSummarySchema)),
};

const BusinessTypeParams = Type.Object({ businessType: Type.Enum(APPROVAL_BUSINESS_TYPES) });

export const definitionVersionsRoute = {
  tags,
  summary: 'The versions of a business type’s definition, newest first',
  params: BusinessTypeParams,
  response: responses(Type.Array(ApprovalDefinitionSchema)),
};

export const publishDefinitionRoute = {
  tags,
  summary: 'Publishes the next version (running approvals keep theirs)',
  params: BusinessTypeParams,
  body: PublishDefinitionBodySchema,
  response: responses(ApprovalDefinitionSchema),
};
