import { Type } from 'typebox';
import { responses } from '../../http/envelope';
import { IdParams } from '../records/schema';
import { FundableProjectSchema, ProjectFundingSchema } from '@pm/domain/shapes/appropriation';

export const fundableProjectsRoute = {
  tags: ['appropriations'],
  summary:
    'Up to 20 projects with an agreement in force (keyword: name or code), with what they may still receive',
  querystring: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })) }),
  response: responses(Type.Array(FundableProjectSchema)),
};

export const projectFundingRoute = {
  tags: ['appropriations'],
  summary:
    "What an appropriation of the project can use: its agreements in force with each instalment's remaining amount and gating report, the project's balances, the payee's bank account and the budget lines",
  params: IdParams,
  response: responses(ProjectFundingSchema),
};
