import { REPORT_STATUSES } from '@pm/shared/workflow/report-machine';
import { Type } from 'typebox';
import { IsoDate, Money, nullable } from '@pm/shared/shapes/primitives';
import { responses } from '../../http/envelope';
import { IdParams } from '../records/schema';
import { BudgetLineRefSchema } from '@pm/shared/shapes/appropriation';

const FundableProject = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  remainingAmount: Money,
});

const FundingInstalment = Type.Object({
  id: Type.Integer(),
  seq: Type.Integer(),
  plannedDate: IsoDate,
  amount: Money,
  committedAmount: Money,
  availableAmount: Money,
  reportItemTitle: nullable(Type.String()),
  reportStatus: nullable(Type.Enum(REPORT_STATUSES)),
});

const FundingAgreement = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  partyB: Type.String(),
  totalAmount: Money,
  committedAmount: Money,
  availableAmount: Money,
  instalments: Type.Array(FundingInstalment),
});

const ProjectFunding = Type.Object({
  projectId: Type.Integer(),
  projectCode: Type.String(),
  projectName: Type.String(),
  approvedAmount: nullable(Money),
  appropriatedAmount: Money,
  paidAmount: Money,
  availableAmount: Money,
  payee: nullable(
    Type.Object({
      name: Type.String(),
      bankName: Type.String(),
      accountName: Type.String(),
      accountNo: Type.String(),
    }),
  ),
  agreements: Type.Array(FundingAgreement),
  budgetLines: Type.Array(BudgetLineRefSchema),
});

export const fundableProjectsRoute = {
  tags: ['appropriations'],
  summary:
    'Up to 20 projects with an agreement in force (keyword: name or code), with what they may still receive',
  querystring: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })) }),
  response: responses(Type.Array(FundableProject)),
};

export const projectFundingRoute = {
  tags: ['appropriations'],
  summary:
    "What an appropriation of the project can use: its agreements in force with each instalment's remaining amount and gating report, the project's balances, the payee's bank account and the budget lines",
  params: IdParams,
  response: responses(ProjectFunding),
};
