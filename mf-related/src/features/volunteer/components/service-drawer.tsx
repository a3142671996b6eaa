import { useMemo } from 'react';
import Form from '@arco-design/web-react/es/Form';
import Grid from '@arco-design/web-react/es/Grid';
import Input from '@arco-design/web-react/es/Input';
import Message from '@arco-design/web-react/es/Message';
import Select from '@arco-design/web-react/es/Select';
import { useTranslation } from 'react-i18next';
import { hoursOf, serviceForm, type ServiceFormValues } from '@pm/domain/forms';
import type { ServiceRecord } from '@pm/domain/shapes';
import { FormDrawer, useSchemaLabel, useSchemaRules } from '@pm/web/ui';
import { NS } from '../../../locale';
import { useGetVolunteerProjectOptionsQuery } from '../api/get-project-options';
import { useSaveServiceMutation } from '../api/save-service';
import { newServiceValues, serviceValuesOf, toServiceBody } from '../volunteer-values';
import { InstantPicker } from './instant-picker';

const { Row, Col } = Grid;
const half = { xs: 24, md: 12 };

export interface ServiceDrawerProps {
  volunteerId: number;
  visible: boolean;
  /** The record to edit as it was when opened; none: a new one. */
  record?: ServiceRecord | null;
  onClose: () => void;
}

function ServiceFields({ attended }: { attended: boolean }) {
  const { t } = useTranslation([NS, 'common']);
  const { form } = Form.useFormContext();
  const context = useMemo(() => ({ attended, now: new Date().toISOString() }), [attended]);
  const rules = useSchemaRules(serviceForm, context);
  const label = useSchemaLabel(serviceForm);
  const projects = useGetVolunteerProjectOptionsQuery();
  const projectId = Form.useWatch('projectId', form) as number | null | undefined;
  const actualStart = Form.useWatch('actualStart', form) as string | undefined;
  const actualEnd = Form.useWatch('actualEnd', form) as string | undefined;
  const subProjects = projects.data?.find((project) => project.id === projectId)?.subProjects ?? [];
  const item = (field: keyof ServiceFormValues & string, dependencies?: string[]) => ({
    field,
    label: label(field),
    rules: rules(field),
    ...(dependencies ? { dependencies } : {}),
  });
  const hours = hoursOf({ actualStart: actualStart ?? '', actualEnd: actualEnd ?? '' });

  return (
    <>
      <Form.Item {...item('projectId')}>
        <Select
          showSearch
          placeholder={t('volunteer.service.pickProject')}
          loading={projects.isLoading}
          filterOption={(input, option) =>
            String((option?.props as { children?: unknown })?.children ?? '').includes(input)
          }
          options={(projects.data ?? []).map((project) => ({
            value: project.id,
            label: `${project.code} ${project.name}`,
          }))}
          onChange={() => form.setFieldValue('subProjectId', null)}
        />
      </Form.Item>
      <Form.Item {...item('subProjectId')}>
        <Select
          allowClear
          disabled={subProjects.length === 0}
          placeholder={t('volunteer.service.noSubProject')}
          options={subProjects.map((sub) => ({ value: sub.id, label: `${sub.code} ${sub.name}` }))}
        />
      </Form.Item>
      <Form.Item {...item('activity')}>
        <Input maxLength={100} />
      </Form.Item>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item {...item('plannedStart')}>
            <InstantPicker />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('plannedEnd', ['plannedStart'])}>
            <InstantPicker />
          </Form.Item>
        </Col>
        {attended && (
          <>
            <Col {...half}>
              <Form.Item {...item('actualStart', ['actualEnd'])}>
                <InstantPicker />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item
                {...item('actualEnd', ['actualStart'])}
                extra={hours ? t('volunteer.service.hoursPreview', { hours }) : undefined}
              >
                <InstantPicker />
              </Form.Item>
            </Col>
          </>
        )}
      </Row>
    </>
  );
}

/** Scheduling a service record, or editing one (an attended record's actual times too). */
export function ServiceDrawer({ volunteerId, visible, record, onClose }: ServiceDrawerProps) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<ServiceFormValues>();
  const [save] = useSaveServiceMutation();
  const initialValues = useMemo(() => (record ? serviceValuesOf(record) : newServiceValues()), [record]);

  const submit = async (values: ServiceFormValues) => {
    const body = toServiceBody(values);
    await save(
      record
        ? { volunteerId, serviceId: record.id, body: { ...body, version: record.version } }
        : { volunteerId, body },
    ).unwrap();
    Message.success(t('volunteer.service.saved'));
  };

  return (
    <FormDrawer<ServiceFormValues>
      title={record ? t('volunteer.service.editTitle') : t('volunteer.service.createTitle')}
      visible={visible}
      onClose={onClose}
      form={form}
      initialValues={initialValues}
      onSubmit={submit}
      width={640}
    >
      <ServiceFields attended={record?.status === 'attended'} />
    </FormDrawer>
  );
}
