import Form from '@arco-design/web-react/es/Form';
import Radio from '@arco-design/web-react/es/Radio';
import Select from '@arco-design/web-react/es/Select';
import { useTranslation } from 'react-i18next';
import type { NamedRef } from '@pm/domain/shapes';
import { APPLICANT_TYPES, applicationForm, type ApplicantType } from '@pm/domain/forms';
import { useSchemaLabel, useSchemaRules } from '@pm/web/ui';
import { NS } from '../../../locale';
import { useGetProjectOptionsQuery } from '../../../shared/api/get-project-options';

/** Person and company applicants are beneficiaries; a partner applies as one of the foundation's partners. */
function useApplicants(type: ApplicantType | undefined): { options: NamedRef[]; loading: boolean } {
  const { data, isLoading } = useGetProjectOptionsQuery();
  if (!data || !type) return { options: [], loading: isLoading };
  const options =
    type === 'partner'
      ? data.partners
      : data.beneficiaries.filter((beneficiary) => beneficiary.type === type);
  return { options, loading: isLoading };
}

interface ApplicantSelectProps {
  type: ApplicantType | undefined;
  value?: number | null;
  onChange?: (value?: number) => void;
}

function ApplicantSelect({ type, ...props }: ApplicantSelectProps) {
  const { t } = useTranslation(NS);
  const { options, loading } = useApplicants(type);
  return (
    <Select
      {...props}
      value={props.value ?? undefined}
      showSearch
      allowClear
      loading={loading}
      placeholder={t('apply.pickApplicant')}
      filterOption={(input, option) =>
        String(option.props.children ?? '')
          .toLowerCase()
          .includes(input.trim().toLowerCase())
      }
    >
      {options.map((option) => (
        <Select.Option key={option.id} value={option.id}>
          {option.name}
        </Select.Option>
      ))}
    </Select>
  );
}

/** Who applies: the kind of applicant, then one of that kind. Changing the kind clears the choice. */
export function ApplicantFields() {
  const { t } = useTranslation(NS);
  const { form } = Form.useFormContext();
  const rules = useSchemaRules(applicationForm);
  const label = useSchemaLabel(applicationForm);
  return (
    <>
      <Form.Item field="applicantType" label={label('applicantType')} rules={rules('applicantType')}>
        <Radio.Group
          type="button"
          options={APPLICANT_TYPES.map((type) => ({ value: type, label: t(`apply.applicantType.${type}`) }))}
          onChange={() => form.setFieldValue('applicantId', null)}
        />
      </Form.Item>
      <Form.Item shouldUpdate={(prev, next) => prev.applicantType !== next.applicantType} noStyle>
        {(values: { applicantType?: ApplicantType }) => (
          <Form.Item field="applicantId" label={label('applicantId')} rules={rules('applicantId')}>
            <ApplicantSelect type={values.applicantType} />
          </Form.Item>
        )}
      </Form.Item>
    </>
  );
}
