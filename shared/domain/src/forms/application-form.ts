import { datesInOrder, notAbove, sumEquals } from './checks';
import { defineForm } from './form-schema';
import { CHOSEN, type Labels } from './rules';

export const APPLICANT_TYPES = ['person', 'company', 'partner'] as const;
export type ApplicantType = (typeof APPLICANT_TYPES)[number];

export interface CostItem {
  name: string;
  amount: string;
  note: string;
}

/** A project application (`/submit/apply`). Its cost items add up to the amount requested. */
export interface ApplicationFormValues {
  projectId: number | null;
  applicantType: ApplicantType;
  /** A beneficiary's id for `person`/`company`, a partner's id for `partner`. */
  applicantId: number | null;
  title: string;
  summary: string;
  startDate: string;
  endDate: string;
  amountRequested: string;
  costItems: CostItem[];
  attachmentIds: number[];
}

export const applicationLabels: Labels = {
  projectId: ['申请项目', 'Project'],
  applicantType: ['申请方类型', 'Applicant type'],
  applicantId: ['申请方', 'Applicant'],
  title: ['申请标题', 'Title'],
  summary: ['申请摘要', 'Summary'],
  startDate: ['执行开始日期', 'Start date'],
  endDate: ['执行结束日期', 'End date'],
  amountRequested: ['申请金额', 'Amount requested'],
  costItems: ['费用明细', 'Cost items'],
  'costItems.name': ['费用名称', 'Cost item'],
  'costItems.amount': ['费用金额', 'Cost amount'],
  'costItems.note': ['费用说明', 'Cost note'],
  attachmentIds: ['附件', 'Attachments'],
  approvedAmount: ['批准金额', 'Approved amount'],
  comment: ['审核意见', 'Review comment'],
};

export const applicationForm = defineForm<ApplicationFormValues>({
  name: 'application',
  labels: applicationLabels,
  fields: {
    projectId: [CHOSEN],
    applicantType: [CHOSEN, { kind: 'oneOf', values: APPLICANT_TYPES }],
    applicantId: [CHOSEN],
    title: [{ kind: 'required' }, { kind: 'maxLength', max: 100 }],
    summary: [{ kind: 'required' }, { kind: 'maxLength', max: 2000 }],
    startDate: [CHOSEN, { kind: 'date' }],
    endDate: [CHOSEN, { kind: 'date' }],
    amountRequested: [{ kind: 'required' }, { kind: 'amount' }],
    costItems: [{ kind: 'minItems', min: 1 }],
  },
  lists: {
    costItems: {
      name: [{ kind: 'required' }, { kind: 'maxLength', max: 100 }],
      amount: [{ kind: 'required' }, { kind: 'amount' }],
      note: [{ kind: 'maxLength', max: 200 }],
    },
  },
  checks: [
    datesInOrder('startDate', 'endDate'),
    {
      uses: ['costItems', 'amountRequested'],
      run: (values) =>
        sumEquals(
          'costItems',
          values.costItems.map((item) => item.amount),
          'amountRequested',
          values.amountRequested,
        ),
    },
  ],
});

/** A reviewer's decision: approving names the amount granted (at most the amount requested); the others a reason. */
export interface ApplicationDecisionValues {
  approvedAmount: string;
  comment: string;
}

export const applicationApproveForm = defineForm<ApplicationDecisionValues, { amountRequested: string }>({
  name: 'applicationApprove',
  labels: applicationLabels,
  fields: {
    approvedAmount: [{ kind: 'required' }, { kind: 'amount' }],
    comment: [{ kind: 'maxLength', max: 500 }],
  },
  checks: [
    {
      uses: ['approvedAmount'],
      run: (values, context) =>
        notAbove('approvedAmount', values.approvedAmount, 'amountRequested', context.amountRequested),
    },
  ],
});

/** Rejecting or asking for rework needs a reason the applicant can act on. */
export const reviewCommentForm = defineForm<{ comment: string }>({
  name: 'reviewComment',
  labels: applicationLabels,
  fields: { comment: [{ kind: 'required' }, { kind: 'maxLength', max: 500 }] },
});
