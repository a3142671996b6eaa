import { MATERIAL_CONFIDENTIALITY, type MaterialConfidentiality } from '../workflow/material-machine';
import type { TodayContext } from './checks';
import { defineForm, type CrossCheck } from './form-schema';
import { CHOSEN, type FieldRule, type Labels } from './rules';

/** The `material_category` dictionary holds the categories an entry is filed under. */
export const MATERIAL_CATEGORY_DICT = 'material_category';

/** At most this many files go into an entry (or its new documents) in one call. */
export const MATERIAL_MAX_FILES = 20;

/** A new archive entry (the list page's drawer; `POST /pm/materials`). */
export interface MaterialFormValues {
  projectId: number | null;
  /** A `material_category` value. */
  category: string;
  title: string;
  confidentiality: MaterialConfidentiality | '';
  /** The page proposes the category's retention period counted from today (`retentionUntil`); it may be changed. */
  retentionUntil: string;
  /** Uploads (`POST /pm/files`) that become the entry's documents, version 1 each; none for a paper-only entry. */
  fileIds: number[];
}

export const materialLabels: Labels = {
  projectId: ['所属项目', 'Project'],
  category: ['材料类别', 'Category'],
  title: ['材料名称', 'Title'],
  confidentiality: ['密级', 'Confidentiality'],
  retentionUntil: ['保管期限至', 'Keep until'],
  fileIds: ['文件', 'Files'],
  code: ['档案编号', 'Archive number'],
  status: ['状态', 'Status'],
  today: ['今天', 'today'],
};

/** A date that must not be before today (a retention end, a due date). */
function notBeforeToday<Values>(field: keyof Values & string): CrossCheck<Values, TodayContext> {
  return {
    uses: [field],
    run: (values, context) => {
      const date = (values as Record<string, unknown>)[field];
      return typeof date === 'string' && date !== '' && date < context.today
        ? [{ field, message: 'dateOrder', params: { other: 'today' } }]
        : [];
    },
  };
}

const TEXT = (max: number): FieldRule[] => [{ kind: 'maxLength', max }];

export const materialForm = defineForm<MaterialFormValues, TodayContext>({
  name: 'material',
  labels: materialLabels,
  fields: {
    projectId: [CHOSEN],
    category: [CHOSEN, ...TEXT(32)],
    title: [{ kind: 'required' }, ...TEXT(100)],
    confidentiality: [CHOSEN, { kind: 'oneOf', values: MATERIAL_CONFIDENTIALITY }],
    retentionUntil: [CHOSEN, { kind: 'date' }],
  },
  checks: [notBeforeToday('retentionUntil')],
});

export const emptyMaterialValues = (): MaterialFormValues => ({
  projectId: null,
  category: '',
  title: '',
  confidentiality: 'internal',
  retentionUntil: '',
  fileIds: [],
});

/** Lending an archived entry out (`POST /pm/materials/:id/borrow`). */
export interface MaterialBorrowValues {
  /** Who has it: a colleague, an auditor, an outside body (text: borrowers need not be users). */
  borrower: string;
  purpose: string;
  dueOn: string;
}

export const materialBorrowLabels: Labels = {
  borrower: ['借阅人', 'Borrower'],
  purpose: ['借阅用途', 'Purpose'],
  dueOn: ['应还日期', 'Due date'],
  today: ['今天', 'today'],
};

export const materialBorrowForm = defineForm<MaterialBorrowValues, TodayContext>({
  name: 'materialBorrow',
  labels: materialBorrowLabels,
  fields: {
    borrower: [{ kind: 'required' }, ...TEXT(50)],
    purpose: [{ kind: 'required' }, ...TEXT(200)],
    dueOn: [CHOSEN, { kind: 'date' }],
  },
  checks: [notBeforeToday('dueOn')],
});

export const emptyBorrowValues = (): MaterialBorrowValues => ({ borrower: '', purpose: '', dueOn: '' });

/** Destroying an entry whose retention is over: the reason stays in its history. */
export interface MaterialDestroyValues {
  reason: string;
}

export const materialDestroyForm = defineForm<MaterialDestroyValues>({
  name: 'materialDestroy',
  labels: { reason: ['销毁原因', 'Reason for destruction'] },
  fields: { reason: [{ kind: 'required' }, ...TEXT(500)] },
});
