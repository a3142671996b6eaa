import { Type, type Static } from 'typebox';
import { APPROPRIATION_STATUSES } from '../workflow/appropriation-machine';
import { PROJECT_STATUSES } from '../workflow/project-machine';
import { IsoDate, IsoDateTime, Money, nullable } from './primitives';

/**
 * Where an instalment stands for the beneficiary: paid in full, partly paid, verified by finance and waiting to be
 * paid, requested (a payment is under review), or only planned.
 */
export const CLIENT_INSTALMENT_STATES = ['paid', 'partly_paid', 'verified', 'requested', 'planned'] as const;
export type ClientInstalmentState = (typeof CLIENT_INSTALMENT_STATES)[number];

/** One live payment (appropriation) of an instalment: rejected and cancelled requests are left out. */
export const ClientFinancePaymentSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  amount: Money,
  status: Type.Enum(APPROPRIATION_STATUSES),
  verifiedAt: nullable(IsoDateTime),
  paidDate: nullable(IsoDate),
  /** A paid payment with a receipt: `GET /client/payments/:id/receipt` downloads it. */
  hasReceipt: Type.Boolean(),
});

/** The four figures the finances page shows, for an instalment, a project or everything selected. */
const figures = {
  /** What the agreement's instalments promise. */
  agreed: Money,
  /** What finance verified (verified, paid, or paid and bounced back to be paid again). */
  verified: Money,
  /** What was paid (status paid: the staff pages' 已拨付). */
  paid: Money,
  /** Agreed less paid, never below zero. */
  toCome: Money,
};
export const ClientFinanceFiguresSchema = Type.Object(figures);

export const ClientFinanceInstalmentSchema = Type.Object({
  id: Type.Integer(),
  agreementNumber: Type.String(),
  seq: Type.Integer(),
  plannedDate: IsoDate,
  /** When finance last verified a payment of it. */
  verifiedAt: nullable(IsoDateTime),
  /** When it was last paid. */
  paidDate: nullable(IsoDate),
  state: Type.Enum(CLIENT_INSTALMENT_STATES),
  payments: Type.Array(ClientFinancePaymentSchema),
  ...figures,
});

export const ClientFinanceProjectSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  status: Type.Enum(PROJECT_STATUSES),
  instalments: Type.Array(ClientFinanceInstalmentSchema),
  ...figures,
});

/**
 * `GET /client/finances`: the signed-in record's projects with their signed agreements' instalments (those the
 * filters select), the totals over them, and what the filters can choose from.
 */
export const ClientFinancesSchema = Type.Object({
  totals: ClientFinanceFiguresSchema,
  projects: Type.Array(ClientFinanceProjectSchema),
  options: Type.Object({
    projects: Type.Array(Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() })),
    years: Type.Array(Type.Integer()),
  }),
});

export type ClientFinancePayment = Static<typeof ClientFinancePaymentSchema>;
export type ClientFinanceFigures = Static<typeof ClientFinanceFiguresSchema>;
export type ClientFinanceInstalment = Static<typeof ClientFinanceInstalmentSchema>;
export type ClientFinanceProject = Static<typeof ClientFinanceProjectSchema>;
export type ClientFinances = Static<typeof ClientFinancesSchema>;
