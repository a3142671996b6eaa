import { datesInOrder, notAbove } from './checks';
import { defineForm } from './form-schema';
import { CHOSEN, type Labels } from './rules';

/** The project form (create and edit); a sub-project adds the amount allocated to it from its parent. */
export interface ProjectFormValues {
  name: string;
  /** A value of the `project_type` dictionary. */
  type: string;
  departmentId: number | null;
  managerId: number | null;
  partnerIds: number[];
  areaCode: string;
  startDate: string;
  endDate: string;
  goal: string;
  targetBeneficiaries: number;
  plannedBudget: string;
}

export interface SubProjectFormValues extends ProjectFormValues {
  approvedAmount: string;
}

/** What the parent can still give: its approved amount less what its other sub-projects hold. */
export interface SubProjectContext {
  parentAvailable: string;
}

export const projectLabels: Labels = {
  name: ['项目名称', 'Project name'],
  type: ['项目类型', 'Project type'],
  departmentId: ['所属部门', 'Department'],
  managerId: ['项目负责人', 'Project manager'],
  partnerIds: ['合作伙伴', 'Partners'],
  areaCode: ['项目地区', 'Project area'],
  startDate: ['开始日期', 'Start date'],
  endDate: ['结束日期', 'End date'],
  goal: ['项目目标', 'Goal'],
  targetBeneficiaries: ['目标受益人数', 'Target beneficiaries'],
  plannedBudget: ['计划预算', 'Planned budget'],
  approvedAmount: ['分配金额', 'Allocated amount'],
  parentAvailable: ['母项目可分配余额', "parent's available amount"],
};

const projectFields = {
  name: [{ kind: 'required' }, { kind: 'maxLength', max: 100 }],
  type: [CHOSEN, { kind: 'maxLength', max: 40 }],
  departmentId: [CHOSEN],
  managerId: [CHOSEN],
  areaCode: [CHOSEN, { kind: 'areaCode' }],
  startDate: [CHOSEN, { kind: 'date' }],
  endDate: [CHOSEN, { kind: 'date' }],
  goal: [{ kind: 'required' }, { kind: 'maxLength', max: 2000 }],
  targetBeneficiaries: [{ kind: 'required' }, { kind: 'integer', min: 0, max: 100_000_000 }],
  plannedBudget: [{ kind: 'required' }, { kind: 'amount' }],
} as const;

export const projectForm = defineForm<ProjectFormValues>({
  name: 'project',
  labels: projectLabels,
  fields: projectFields,
  checks: [datesInOrder('startDate', 'endDate')],
});

export const subProjectForm = defineForm<SubProjectFormValues, SubProjectContext>({
  name: 'subProject',
  labels: projectLabels,
  fields: { ...projectFields, approvedAmount: [{ kind: 'required' }, { kind: 'amount' }] },
  checks: [
    datesInOrder('startDate', 'endDate'),
    {
      uses: ['approvedAmount', 'plannedBudget'],
      run: (values) =>
        notAbove('approvedAmount', values.approvedAmount, 'plannedBudget', values.plannedBudget),
    },
    {
      uses: ['approvedAmount'],
      run: (values, context) =>
        notAbove('approvedAmount', values.approvedAmount, 'parentAvailable', context.parentAvailable),
    },
  ],
});
