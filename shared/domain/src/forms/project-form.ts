import { projectFields } from '../shapes/project';
import { labelsOf, rulesOfFields, type FormValuesOf } from '../shapes/field-table';
import { datesInOrder, notAbove } from './checks';
import { defineForm } from './form-schema';
import type { Labels } from './rules';

/** The project form (create and edit): one value per field of `projectFields` (`@pm/domain/shapes/project`). */
export type ProjectFormValues = FormValuesOf<typeof projectFields>;

/** A sub-project adds the amount allocated to it from its parent. */
export interface SubProjectFormValues extends ProjectFormValues {
  approvedAmount: string;
}

/** What the parent can still give: its approved amount less what its other sub-projects hold. */
export interface SubProjectContext {
  parentAvailable: string;
}

export const projectLabels: Labels = {
  ...labelsOf(projectFields),
  approvedAmount: ['分配金额', 'Allocated amount'],
  parentAvailable: ['母项目可分配余额', "parent's available amount"],
};

const projectRules = rulesOfFields(projectFields);

export const projectForm = defineForm<ProjectFormValues>({
  name: 'project',
  labels: projectLabels,
  fields: projectRules,
  checks: [datesInOrder('startDate', 'endDate')],
});

export const subProjectForm = defineForm<SubProjectFormValues, SubProjectContext>({
  name: 'subProject',
  labels: projectLabels,
  fields: { ...projectRules, approvedAmount: [{ kind: 'required' }, { kind: 'amount' }] },
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
