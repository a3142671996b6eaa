import { datesInOrder, notAbove, notInFuture, sumEquals, type TodayContext } from './checks';
import { defineForm } from './form-schema';
import { CHOSEN, type FieldError, type Labels } from './rules';

export interface InstalmentValues {
  plannedDate: string;
  amount: string;
  /** 1-based position in the reporting schedule of the report this instalment waits for, or null. */
  reportSeq: number | null;
}

export interface ReportItemValues {
  title: string;
  dueDate: string;
}

export interface ClauseValues {
  title: string;
  content: string;
}

/** An agreement (protocol, `/submit/protocol`): its instalments add up to its total. */
export interface AgreementFormValues {
  projectId: number | null;
  partyA: string;
  partyB: string;
  signedDate: string;
  effectiveDate: string;
  expiryDate: string;
  totalAmount: string;
  instalments: InstalmentValues[];
  reportItems: ReportItemValues[];
  clauses: ClauseValues[];
  fileIds: number[];
}

/**
 * What the project can still put under agreement (its approved amount less its other live agreements), and today
 * (an agreement is not signed in the future).
 */
export interface AgreementContext extends TodayContext {
  projectAvailable: string;
}

export const agreementLabels: Labels = {
  projectId: ['所属项目', 'Project'],
  partyA: ['甲方', 'Party A'],
  partyB: ['乙方', 'Party B'],
  signedDate: ['签订日期', 'Signed on'],
  effectiveDate: ['生效日期', 'Effective from'],
  expiryDate: ['到期日期', 'Expires on'],
  totalAmount: ['协议总金额', 'Total amount'],
  instalments: ['拨付计划', 'Payment schedule'],
  'instalments.plannedDate': ['计划拨付日期', 'Planned date'],
  'instalments.amount': ['拨付金额', 'Instalment amount'],
  'instalments.reportSeq': ['关联报告', 'Linked report'],
  reportItems: ['报告计划', 'Reporting schedule'],
  'reportItems.title': ['报告名称', 'Report title'],
  'reportItems.dueDate': ['报告截止日期', 'Report due date'],
  clauses: ['协议条款', 'Clauses'],
  'clauses.title': ['条款标题', 'Clause title'],
  'clauses.content': ['条款内容', 'Clause text'],
  fileIds: ['协议文件', 'Agreement files'],
  projectAvailable: ['项目可签约余额', "project's amount not yet under agreement"],
};

function linkedReports(values: AgreementFormValues): FieldError[] {
  return values.instalments.flatMap((instalment, index) =>
    instalment.reportSeq !== null &&
    instalment.reportSeq !== undefined &&
    !(
      Number.isInteger(instalment.reportSeq) &&
      instalment.reportSeq >= 1 &&
      instalment.reportSeq <= values.reportItems.length
    )
      ? [{ field: `instalments[${index}].reportSeq`, message: 'linkedItem' as const }]
      : [],
  );
}

export const agreementForm = defineForm<AgreementFormValues, AgreementContext>({
  name: 'agreement',
  labels: agreementLabels,
  fields: {
    projectId: [CHOSEN],
    partyA: [{ kind: 'required' }, { kind: 'maxLength', max: 100 }],
    partyB: [{ kind: 'required' }, { kind: 'maxLength', max: 100 }],
    signedDate: [CHOSEN, { kind: 'date' }],
    effectiveDate: [CHOSEN, { kind: 'date' }],
    expiryDate: [CHOSEN, { kind: 'date' }],
    totalAmount: [{ kind: 'required' }, { kind: 'amount' }],
    instalments: [{ kind: 'minItems', min: 1 }],
  },
  lists: {
    instalments: {
      plannedDate: [CHOSEN, { kind: 'date' }],
      amount: [{ kind: 'required' }, { kind: 'amount' }],
    },
    reportItems: {
      title: [{ kind: 'required' }, { kind: 'maxLength', max: 100 }],
      dueDate: [CHOSEN, { kind: 'date' }],
    },
    clauses: {
      title: [{ kind: 'required' }, { kind: 'maxLength', max: 100 }],
      content: [{ kind: 'required' }, { kind: 'maxLength', max: 5000 }],
    },
  },
  checks: [
    notInFuture('signedDate'),
    datesInOrder('signedDate', 'effectiveDate'),
    datesInOrder('effectiveDate', 'expiryDate'),
    {
      uses: ['instalments', 'totalAmount'],
      run: (values) =>
        sumEquals(
          'instalments',
          values.instalments.map((instalment) => instalment.amount),
          'totalAmount',
          values.totalAmount,
        ),
    },
    {
      // What is available depends on the project chosen.
      uses: ['projectId', 'totalAmount'],
      run: (values, context) =>
        notAbove('totalAmount', values.totalAmount, 'projectAvailable', context.projectAvailable),
    },
    { uses: ['instalments', 'reportItems'], run: linkedReports },
  ],
});
