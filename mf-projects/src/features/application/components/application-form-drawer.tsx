import { useMemo } from 'react';
import DatePicker from '@arco-design/web-react/es/DatePicker';
import Form from '@arco-design/web-react/es/Form';
import Grid from '@arco-design/web-react/es/Grid';
import Input from '@arco-design/web-react/es/Input';
import Message from '@arco-design/web-react/es/Message';
import { useTranslation } from 'react-i18next';
import type { ApplicationDetail, FileRef } from '@pm/domain/shapes';
import { applicationForm, type ApplicationFormValues } from '@pm/domain/forms';
import { AmountInput, FileUpload, FormDrawer, useSchemaLabel, useSchemaRules } from '@pm/web/ui';
import { useSavedOnClose } from '../../../shared/use-saved-on-close';
import { NS } from '../../../locale';
import { ProjectSelect } from '../../../shared/components/project-select';
import { useCreateApplicationMutation } from '../api/create-application';
import { useUpdateApplicationMutation } from '../api/update-application';
import { applicationValuesOf, newApplicationValues, toApplicationBody } from '../application-values';
import { ApplicantFields } from './applicant-fields';
import { CostItemsField } from './cost-items-field';

/** A project may apply while it has not been decided on (the server refuses the others with 409). */
const APPLYING_STATUSES = ['draft', 'withdrawn', 'applying'] as const;

function ApplicationFields({ projectFixed, files }: { projectFixed: boolean; files?: FileRef[] }) {
  const { t } = useTranslation(NS);
  const rules = useSchemaRules(applicationForm);
  const label = useSchemaLabel(applicationForm);
  const item = (field: keyof ApplicationFormValues) => ({ field, label: label(field), rules: rules(field) });
  return (
    <>
      <Form.Item {...item('projectId')}>
        <ProjectSelect
          statuses={APPLYING_STATUSES}
          disabled={projectFixed}
          placeholder={t('apply.pickProject')}
        />
      </Form.Item>
      <ApplicantFields />
      <Form.Item {...item('title')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item {...item('summary')}>
        <Input.TextArea maxLength={2000} showWordLimit autoSize={{ minRows: 3, maxRows: 8 }} />
      </Form.Item>
      <Grid.Row gutter={16}>
        <Grid.Col span={12}>
          <Form.Item {...item('startDate')}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Grid.Col>
        <Grid.Col span={12}>
          <Form.Item {...item('endDate')} dependencies={['startDate']}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Grid.Col>
      </Grid.Row>
      <Form.Item {...item('amountRequested')}>
        <AmountInput />
      </Form.Item>
      <CostItemsField />
      <Form.Item {...item('attachmentIds')}>
        <FileUpload files={files} />
      </Form.Item>
    </>
  );
}

export interface ApplicationFormDrawerProps {
  visible: boolean;
  /** Called once per closing, with the application when it was just saved. */
  onClose: (saved?: ApplicationDetail) => void;
  /** The application to edit; a new one when absent. */
  application?: ApplicationDetail;
  /** The project the page was opened for: prefilled and fixed. */
  projectId?: number | null;
}

/** Creates or edits an application; the shared schema checks it here and again on the server. */
export function ApplicationFormDrawer(props: ApplicationFormDrawerProps) {
  const { visible, application, projectId, onClose } = props;
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<ApplicationFormValues>();
  const [create] = useCreateApplicationMutation();
  const [update] = useUpdateApplicationMutation();
  const { keep, close } = useSavedOnClose(onClose);
  const initialValues = useMemo(
    () => (application ? applicationValuesOf(application) : newApplicationValues(projectId ?? null)),
    [application, projectId],
  );

  const submit = async (values: Partial<ApplicationFormValues>) => {
    const kept = application?.attachments.map((file) => file.id);
    const body = toApplicationBody(values, kept);
    const saved = keep(
      application
        ? await update({ id: application.id, values: { ...body, version: application.version } }).unwrap()
        : await create(body).unwrap(),
    );
    Message.success(t(application ? 'apply.saved' : 'apply.created', { code: saved.code }));
  };

  return (
    <FormDrawer
      title={application ? t('apply.editTitle', { code: application.code }) : t('apply.createTitle')}
      visible={visible}
      onClose={close}
      form={form}
      initialValues={initialValues}
      onSubmit={submit}
      width={760}
    >
      <ApplicationFields
        projectFixed={Boolean(application) || Boolean(projectId)}
        files={application?.attachments}
      />
    </FormDrawer>
  );
}
