import type { ReactNode } from 'react';
import DatePicker from '@arco-design/web-react/es/DatePicker';
import Form from '@arco-design/web-react/es/Form';
import type { RulesProps } from '@arco-design/web-react/es/Form/interface';
import Grid from '@arco-design/web-react/es/Grid';
import Input from '@arco-design/web-react/es/Input';
import Select from '@arco-design/web-react/es/Select';
import { useTranslation } from 'react-i18next';
import { AmountInput, AreaCascader, CountInput, useDict } from '@pm/web/ui';
import { NS } from '../../../locale';
import { useGetProjectOptionsQuery } from '../../../shared/api/get-project-options';

const { Row, Col } = Grid;

export interface ProjectFormFieldsProps {
  /** From `useSchemaRules(projectForm | subProjectForm, …)`: the project fields are the same in both. */
  rules: (field: string) => RulesProps[];
  /** From `useSchemaLabel(…)`. */
  label: (field: string) => string;
  /** Fields that follow the planned budget (a sub-project's allocated amount). */
  children?: ReactNode;
}

const fullWidth = { width: '100%' };

/** The fields of a project, for the create/edit drawer and the sub-project page; the form around is theirs. */
export function ProjectFormFields({ rules, label, children }: ProjectFormFieldsProps) {
  const { t } = useTranslation(NS);
  const types = useDict('project_type');
  const { data: options, isLoading } = useGetProjectOptionsQuery();
  const named = (list: { id: number; name: string }[] | undefined) =>
    (list ?? []).map((entry) => ({ value: entry.id, label: entry.name }));
  const item = (field: string, control: ReactNode, extra?: { dependencies?: string[] }) => (
    <Form.Item field={field} label={label(field)} rules={rules(field)} {...extra}>
      {control}
    </Form.Item>
  );

  return (
    <Row gutter={16}>
      <Col span={24}>{item('name', <Input maxLength={100} showWordLimit />)}</Col>
      <Col span={12}>
        {item('type', <Select options={types.options} loading={types.isLoading} showSearch />)}
      </Col>
      <Col span={12}>{item('areaCode', <AreaCascader />)}</Col>
      <Col span={12}>
        {item(
          'departmentId',
          <Select options={named(options?.departments)} loading={isLoading} showSearch />,
        )}
      </Col>
      <Col span={12}>
        {item('managerId', <Select options={named(options?.managers)} loading={isLoading} showSearch />)}
      </Col>
      <Col span={24}>
        <Form.Item field="partnerIds" label={label('partnerIds')}>
          <Select
            mode="multiple"
            options={(options?.partners ?? []).map((partner) => ({
              value: partner.id,
              // Still offered: the server refuses a blacklisted one with its reason, under this field.
              label: partner.blacklisted
                ? `${partner.name}（${t('projectForm.blacklisted')}）`
                : partner.name,
            }))}
            loading={isLoading}
            allowClear
            showSearch
          />
        </Form.Item>
      </Col>
      <Col span={12}>{item('startDate', <DatePicker style={fullWidth} />)}</Col>
      <Col span={12}>
        {item('endDate', <DatePicker style={fullWidth} />, { dependencies: ['startDate'] })}
      </Col>
      <Col span={12}>{item('targetBeneficiaries', <CountInput style={fullWidth} />)}</Col>
      <Col span={12}>{item('plannedBudget', <AmountInput />)}</Col>
      {children}
      <Col span={24}>
        {item('goal', <Input.TextArea maxLength={2000} showWordLimit autoSize={{ minRows: 3 }} />)}
      </Col>
    </Row>
  );
}
