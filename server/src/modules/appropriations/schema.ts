import { Type } from 'typebox';
import { APPROPRIATION_STATUSES, APPROPRIATION_TYPES } from '../../db/schema';
import { IsoDate, IsoDateTime, Money, nullable, pageOf, responses } from '../../http/envelope';
import { listQuerySchema } from '../../http/list-query';

/** The three appropriation pages and the status each shows. */
export const VIEW_STATUS = { unverified: 'submitted', wait: 'verified', already: 'paid' } as const;
export const APPROPRIATION_VIEWS = ['unverified', 'wait', 'already'] as const;

export const APPROPRIATION_SORT_FIELDS = [
  'code',
  'amount',
  'status',
  'scheduledDate',
  'paidDate',
  'createdAt',
] as const;

export const AppropriationItem = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  projectId: Type.Integer(),
  projectName: Type.String(),
  type: Type.Enum(APPROPRIATION_TYPES),
  amount: Money,
  status: Type.Enum(APPROPRIATION_STATUSES),
  scheduledDate: nullable(IsoDate),
  paidDate: nullable(IsoDate),
  payeeName: Type.String(),
  createdAt: IsoDateTime,
});

export const AppropriationListQuery = listQuerySchema(APPROPRIATION_SORT_FIELDS, {
  view: Type.Optional(Type.Enum(APPROPRIATION_VIEWS, { description: 'Omitted: every status' })),
  projectId: Type.Optional(Type.Integer({ minimum: 1 })),
});

export const listAppropriationsRoute = {
  tags: ['appropriations'],
  summary: 'Appropriations (fund payments), paged (keyword: code, payee or project name)',
  querystring: AppropriationListQuery,
  response: responses(pageOf(AppropriationItem)),
};
