import { useMemo } from 'react';
import Form from '@arco-design/web-react/es/Form';
import Message from '@arco-design/web-react/es/Message';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail } from '@pm/domain/shapes';
import { projectForm, type ProjectFormValues } from '@pm/domain/forms';
import { valuesOfRecord } from '@pm/domain/shapes/field-table';
import { projectFields } from '@pm/domain/shapes/project';
import { FormDrawer, useSchemaLabel, useSchemaRules } from '@pm/web/ui';
import { NS } from '../../../locale';
import { useCreateProjectMutation } from '../api/create-project';
import { useUpdateProjectMutation } from '../api/update-project';
import { ProjectFormFields } from './project-form-fields';

export interface ProjectFormDrawerProps {
  visible: boolean;
  onClose: () => void;
  /** The project to edit (its version is sent with the save); without it the drawer creates one. */
  project?: ProjectDetail;
  onSaved?: (project: ProjectDetail) => void;
}

/** The form as the server stores it, from a project's detail. */
export const projectFormValues = (project: ProjectDetail): Partial<ProjectFormValues> =>
  valuesOfRecord(projectFields, project);

const NEW_PROJECT: Partial<ProjectFormValues> = { partnerIds: [] };

/** Create a project, or edit one (`project` given): the shared project schema validates as the user types. */
export function ProjectFormDrawer({ visible, onClose, project, onSaved }: ProjectFormDrawerProps) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<ProjectFormValues>();
  const rules = useSchemaRules(projectForm, undefined, form);
  const label = useSchemaLabel(projectForm);
  const [create] = useCreateProjectMutation();
  const [update] = useUpdateProjectMutation();
  const initialValues = useMemo(() => (project ? projectFormValues(project) : NEW_PROJECT), [project]);

  const save = async (values: ProjectFormValues) => {
    const saved = project
      ? await update({ id: project.id, version: project.version, values }).unwrap()
      : await create(values).unwrap();
    Message.success(t(project ? 'projectForm.saved' : 'projectForm.created', { code: saved.code }));
    onSaved?.(saved);
  };

  return (
    <FormDrawer<ProjectFormValues>
      title={project ? t('projectForm.editTitle', { code: project.code }) : t('projectForm.createTitle')}
      visible={visible}
      onClose={onClose}
      form={form}
      initialValues={initialValues}
      onSubmit={save}
    >
      <ProjectFormFields rules={rules} label={label} />
    </FormDrawer>
  );
}
