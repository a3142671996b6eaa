import { Type } from 'typebox';
import { ClientFinancesSchema } from '@pm/domain/shapes/client-finances';
import { Id } from '@pm/domain/shapes/integers';
import { downloadResponses } from '../../http/download';
import { responses } from '../../http/envelope';

const tags = ['client'];

/** The years the filter accepts (a year outside selects nothing anyway). */
export const FINANCE_YEAR_MIN = 2000;
export const FINANCE_YEAR_MAX = 2100;

export const clientFinancesRoute = {
  tags,
  summary:
    "The signed-in record's instalments: agreed, verified, paid and still to come, per project, with totals (404 for another's project)",
  querystring: Type.Object({
    projectId: Type.Optional(Id()),
    year: Type.Optional(
      Type.Integer({
        minimum: FINANCE_YEAR_MIN,
        maximum: FINANCE_YEAR_MAX,
        description: 'Instalments planned in this year, or paid in it',
      }),
    ),
  }),
  response: responses(ClientFinancesSchema),
};

export const clientReceiptRoute = {
  tags,
  summary: "A paid payment's receipt, of the signed-in record's own projects (404 otherwise)",
  params: Type.Object({ id: Id() }),
  response: downloadResponses('The receipt'),
};
