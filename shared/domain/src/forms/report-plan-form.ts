import { REPORT_ITEM_KINDS, type ReportItemKind } from '../shapes/report-plan';
import { defineForm } from './form-schema';
import { CHOSEN, type FieldError, type Labels } from './rules';

/** A plan may hold at most 50 report items. */
export const MAX_PLAN_ITEMS = 50;

/** A report item as the plan editor holds it and `POST/PUT /pm/report-plans` receives it. */
export interface ReportPlanItemValues {
  kind: ReportItemKind;
  title: string;
  /** Due this many months after the agreement takes effect… */
  offsetMonths: number | null;
  /** …or on this date: one of the two. */
  fixedDate: string | null;
  templateVersionId: number | null;
  /** The agreement's instalment (its 1-based number) that waits for this report, or null. */
  instalmentSeq: number | null;
  reminderDays: number | null;
}

/** A reporting plan: for one agreement or for every agreement of a project type (one of the two). */
export interface ReportPlanFormValues {
  name: string;
  agreementId: number | null;
  projectType: string | null;
  note: string;
  items: ReportPlanItemValues[];
}

export const reportPlanLabels: Labels = {
  name: ['计划名称', 'Plan name'],
  agreementId: ['适用协议', 'Agreement'],
  projectType: ['适用项目类型', 'Project type'],
  note: ['说明', 'Note'],
  items: ['报告项', 'Report items'],
  'items.kind': ['报告类型', 'Report kind'],
  'items.title': ['报告标题', 'Report title'],
  'items.offsetMonths': ['生效后月数', 'Months after effect'],
  'items.fixedDate': ['固定截止日期', 'Fixed due date'],
  'items.templateVersionId': ['报告模板', 'Report template'],
  'items.instalmentSeq': ['关联拨付期次', 'Linked instalment'],
  'items.reminderDays': ['提前提醒天数', 'Reminder days'],
};

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** One of the two fields and not both: the message goes under `field`. */
function oneOfTwo(field: string, first: unknown, other: string, second: unknown): FieldError[] {
  return isBlank(first) === isBlank(second)
    ? [{ field, message: 'eitherOf', params: { other: other.replace(/\[\d+\]/g, '') } }]
    : [];
}

/**
 * A reporting plan (`/system/report/create-plan`): a name; an agreement or a project type; 1 to 50 report items,
 * each titled, due a number of months after the agreement takes effect or on a fixed date, from a report template.
 * The server runs the same form (`assertForm`), then checks what only it can: that the agreement, the type, the
 * published template version and the instalment exist.
 */
export const reportPlanForm = defineForm<ReportPlanFormValues>({
  name: 'reportPlan',
  labels: reportPlanLabels,
  fields: {
    name: [{ kind: 'required' }, { kind: 'maxLength', max: 100 }],
    projectType: [{ kind: 'maxLength', max: 40 }],
    note: [{ kind: 'maxLength', max: 500 }],
    items: [
      { kind: 'minItems', min: 1 },
      { kind: 'maxItems', max: MAX_PLAN_ITEMS },
    ],
  },
  lists: {
    items: {
      kind: [CHOSEN, { kind: 'oneOf', values: REPORT_ITEM_KINDS }],
      title: [{ kind: 'required' }, { kind: 'maxLength', max: 100 }],
      offsetMonths: [{ kind: 'integer', min: 0, max: 240 }],
      fixedDate: [{ kind: 'date' }],
      templateVersionId: [CHOSEN],
      instalmentSeq: [{ kind: 'integer', min: 1, max: 100 }],
      reminderDays: [{ kind: 'required' }, { kind: 'integer', min: 0, max: 365 }],
    },
  },
  checks: [
    {
      uses: ['agreementId', 'projectType'],
      run: (values) => oneOfTwo('agreementId', values.agreementId, 'projectType', values.projectType),
    },
    {
      uses: ['items'],
      run: (values) =>
        (values.items ?? []).flatMap((item, index) =>
          oneOfTwo(`items[${index}].offsetMonths`, item?.offsetMonths, 'items.fixedDate', item?.fixedDate),
        ),
    },
  ],
});
