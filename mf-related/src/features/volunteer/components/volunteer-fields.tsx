import Divider from '@arco-design/web-react/es/Divider';
import Form from '@arco-design/web-react/es/Form';
import Grid from '@arco-design/web-react/es/Grid';
import Input from '@arco-design/web-react/es/Input';
import Message from '@arco-design/web-react/es/Message';
import Select from '@arco-design/web-react/es/Select';
import { useTranslation } from 'react-i18next';
import {
  AVAILABILITY,
  VOLUNTEER_SKILL_DICT,
  volunteerForm,
  type VolunteerIdType,
  type VolunteerContext,
  type VolunteerFormValues,
} from '@pm/domain/forms';
import { useDict, useSchemaLabel, useSchemaRules } from '@pm/web/ui';
import { NS } from '../../../locale';
import { AddressFields, IdentityFields, MobileField } from '../../../shared/components/party-fields';
import { fromResidentId } from '../volunteer-values';

const { Row, Col } = Grid;
const half = { xs: 24, md: 12 };

export interface VolunteerFieldsProps {
  context: VolunteerContext;
  /** Editing: the stored number as shown (masked), under the blank ID number field. */
  maskedIdNumber?: string;
}

/**
 * A volunteer's fields inside a Form, checked as they are typed by the shared schema the server runs. A resident
 * ID number, once its check digit is right, fills in the birth date and gender it carries.
 */
export function VolunteerFields({ context, maskedIdNumber }: VolunteerFieldsProps) {
  const { t } = useTranslation([NS, 'common']);
  const { form } = Form.useFormContext();
  const rules = useSchemaRules(volunteerForm, context);
  const label = useSchemaLabel(volunteerForm);
  const skills = useDict(VOLUNTEER_SKILL_DICT);
  const idType = Form.useWatch('idType', form) as VolunteerIdType | undefined;
  const item = (field: keyof VolunteerFormValues & string) => ({
    field,
    label: label(field),
    rules: rules(field),
  });
  const options = (prefix: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`volunteer.${prefix}.${value}`) }));

  const idNumberTyped = (value: string) => {
    if (idType !== 'resident_id') return;
    const derived = fromResidentId(value);
    if (!derived) return;
    form.setFieldsValue(derived);
    form.validate(['birthDate', 'gender']).catch(() => undefined);
    Message.info(t('volunteer.form.fromId'));
  };

  return (
    <>
      <Divider orientation="left">{t('volunteer.form.person')}</Divider>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item {...item('name')}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <MobileField item={item} />
        <IdentityFields
          item={item}
          texts={{ idTypes: 'volunteer.idType', genders: 'volunteer.gender' }}
          idNumberExtra={maskedIdNumber ? t('volunteer.form.idKept', { masked: maskedIdNumber }) : undefined}
          onIdTypeChange={() => form.validate(['idNumber']).catch(() => undefined)}
          onIdNumberChange={idNumberTyped}
        />
        <AddressFields item={item} />
      </Row>
      <Divider orientation="left">{t('volunteer.form.service')}</Divider>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item {...item('skills')}>
            <Select mode="multiple" allowClear loading={skills.isLoading} options={skills.options} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('availability')}>
            <Select mode="multiple" allowClear options={options('availability', AVAILABILITY)} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item {...item('availabilityNote')}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
      </Row>
      <Divider orientation="left">{t('volunteer.form.emergency')}</Divider>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item {...item('emergencyName')}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('emergencyRelation')}>
            <Input maxLength={20} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('emergencyMobile')}>
            <Input maxLength={20} inputMode="tel" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item {...item('remark')}>
        <Input.TextArea maxLength={500} showWordLimit autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
    </>
  );
}
