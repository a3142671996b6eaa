import { Type } from 'typebox';
import {
  DashboardOverviewSchema,
  FundsByMonthSchema,
  ProjectsByProvinceSchema,
  ProjectsByStatusSchema,
} from '@pm/domain/shapes/workplace';
import { responses } from '../../http/envelope';

export const overviewRoute = {
  tags: ['dashboard'],
  summary:
    'Totals over every project: count, executing count, distinct beneficiaries (persons and organisations) of the projects, approved amount, appropriated (all but rejected and cancelled) and paid',
  response: responses(DashboardOverviewSchema),
};

export const fundsByMonthRoute = {
  tags: ['dashboard'],
  summary:
    'Per calendar month (Beijing time), oldest first, ending with the current month, every month present: appropriated = appropriations created that month except rejected and cancelled; paid = appropriations paid that month (paid date)',
  querystring: Type.Object({
    months: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 36,
        default: 12,
        'x-message': { minimum: 'months must be from 1 to 36', maximum: 'months must be from 1 to 36' },
      }),
    ),
  }),
  response: responses(Type.Array(FundsByMonthSchema)),
};

export const projectsByStatusRoute = {
  tags: ['dashboard'],
  summary: 'Project count per status, every status present, in workflow order',
  response: responses(Type.Array(ProjectsByStatusSchema)),
};

export const projectsByProvinceRoute = {
  tags: ['dashboard'],
  summary:
    'Projects per province (first two digits of the area code + 0000) with the approved amount; provinces with projects only, most projects first',
  response: responses(Type.Array(ProjectsByProvinceSchema)),
};
