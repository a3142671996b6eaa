import type {
  AppropriationDetail,
  FundingAgreement,
  FundingInstalment,
  ProjectFunding,
} from '@pm/domain/shapes';
import type { AppropriationContext, AppropriationFormValues } from '@pm/domain/forms';
import { compareMoney } from '@pm/domain/money';
import { appropriationFields } from '@pm/domain/shapes/appropriation';
import { bodyOfValues, emptyValues, valuesOfRecord } from '@pm/domain/shapes/field-table';
import type { AppropriationType } from '@pm/domain/workflow';

/** A new appropriation: bank transfer unless the user says otherwise, nothing else assumed. */
export function newAppropriationValues(projectId: number | null): AppropriationFormValues {
  return { ...emptyValues(appropriationFields), projectId, paymentMethod: 'bank_transfer' };
}

/** A rejected appropriation as its edit form opens. */
export const appropriationValuesOf = (detail: AppropriationDetail): AppropriationFormValues =>
  valuesOfRecord(appropriationFields, detail);

/** The first instalment of a schedule opens the funding, the last one closes it, the others are interim. */
export function typeOfInstalment(seq: number, count: number): AppropriationType {
  if (seq <= 1) return 'initial';
  return seq >= count ? 'final' : 'interim';
}

/** What choosing an instalment fills in: its type by position, its planned date and what is left of it. */
export function instalmentDefaults(
  agreement: FundingAgreement,
  instalment: FundingInstalment,
): Pick<AppropriationFormValues, 'type' | 'amount' | 'scheduledDate'> {
  const positive = compareMoney(instalment.availableAmount, 0) > 0;
  return {
    type: typeOfInstalment(instalment.seq, agreement.instalments.length),
    amount: positive ? instalment.availableAmount : '',
    scheduledDate: instalment.plannedDate,
  };
}

/** The payee's bank account as the project's beneficiary holds it today. */
export function payeeDefaults(
  funding: ProjectFunding,
): Pick<AppropriationFormValues, 'payeeName' | 'payeeBankName' | 'payeeAccountName' | 'payeeAccountNo'> {
  const payee = funding.payee;
  return {
    payeeName: payee?.name ?? '',
    payeeBankName: payee?.bankName ?? '',
    payeeAccountName: payee?.accountName ?? '',
    payeeAccountNo: payee?.accountNo ?? '',
  };
}

export interface FundingChoice {
  agreement: FundingAgreement | undefined;
  instalment: FundingInstalment | undefined;
}

/** The agreement and instalment the form names, as the funding call describes them. */
export function fundingChoice(
  funding: ProjectFunding | undefined,
  agreementId: number | null | undefined,
  instalmentId: number | null | undefined,
): FundingChoice {
  const agreement = funding?.agreements.find((each) => each.id === agreementId);
  const instalment = agreement?.instalments.find((each) => each.id === instalmentId);
  return { agreement, instalment };
}

/**
 * The limits the amount is checked against as it is typed (the server checks the same ones again under lock).
 * A limit not known yet (nothing chosen, still loading) is null: the schema skips it.
 */
export function balanceContext(
  funding: ProjectFunding | undefined,
  { agreement, instalment }: FundingChoice,
): AppropriationContext {
  return {
    instalmentAvailable: instalment?.availableAmount ?? null,
    agreementAvailable: agreement?.availableAmount ?? null,
    projectAvailable: funding?.availableAmount ?? null,
  };
}

/** Whether verifying waits for a stage report that is not accepted yet. */
export function awaitsReport(
  instalment: Pick<FundingInstalment, 'reportItemTitle' | 'reportStatus'>,
): boolean {
  return instalment.reportItemTitle !== null && instalment.reportStatus !== 'accepted';
}

/** The form's values as the server takes them: every field present, text trimmed. */
export const toAppropriationBody = (values: Partial<AppropriationFormValues>): AppropriationFormValues =>
  bodyOfValues(appropriationFields, values);
