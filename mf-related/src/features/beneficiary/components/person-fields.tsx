import DatePicker from '@arco-design/web-react/es/DatePicker';
import Form from '@arco-design/web-react/es/Form';
import Grid from '@arco-design/web-react/es/Grid';
import Input from '@arco-design/web-react/es/Input';
import Select from '@arco-design/web-react/es/Select';
import Typography from '@arco-design/web-react/es/Typography';
import { useTranslation } from 'react-i18next';
import { isMinor, personForm, type PersonFormContext, type PersonFormValues } from '@pm/domain/forms';
import { BENEFICIARY_DICTS } from '@pm/domain/shapes';
import { CountInput, useDict, useSchemaLabel, useSchemaRules } from '@pm/web/ui';
import { NS } from '../../../locale';
import {
  AddressFields,
  BankFields,
  EmailField,
  IdentityFields,
  MobileField,
} from '../../../shared/components/party-fields';
import { fromResidentId } from '../beneficiary-values';
import { SingleFileUpload } from './single-file-upload';

const { Row, Col } = Grid;
const half = { xs: 24, md: 12 };
const fullWidth = { width: '100%' };
const CONSENT_TYPES = '.pdf,.jpg,.jpeg,.png';

/**
 * A person's fields, inside a Form, checked as they are typed by the shared schema (the server's): a resident ID
 * fills in the birth date and gender it carries, and the guardian's fields open for a minor (they stay in the
 * form while closed, as the schema's checks read every field).
 */
export function PersonFields({ context }: { context: PersonFormContext }) {
  const { t } = useTranslation(NS);
  const { form } = Form.useFormContext();
  const rules = useSchemaRules(personForm, context);
  const label = useSchemaLabel(personForm);
  const tags = useDict(BENEFICIARY_DICTS.vulnerabilityTag);
  const sources = useDict(BENEFICIARY_DICTS.source);
  const relations = useDict(BENEFICIARY_DICTS.guardianRelation);
  const birthDate = Form.useWatch('birthDate', form) as string | undefined;
  const minor = !!birthDate && birthDate <= context.today && isMinor(birthDate, context.today);
  const base = (field: string) => ({ field, label: label(field), rules: rules(field) });
  const item = (field: keyof PersonFormValues, dependencies?: (keyof PersonFormValues)[]) => ({
    ...base(field),
    ...(dependencies ? { dependencies } : {}),
  });

  /** A valid resident ID fills in what it says; the user may still change either (the check then says why not). */
  const idChanged = () => {
    const values = form.getFieldsValue() as Partial<PersonFormValues>;
    const derived = fromResidentId(values.idType, values.idNumber, context.today);
    if (derived) form.setFieldsValue(derived);
  };

  return (
    <>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item {...item('name')}>
            <Input maxLength={50} autoComplete="off" />
          </Form.Item>
        </Col>
        <IdentityFields
          item={base}
          texts={{ idTypes: 'beneficiary.idTypes', genders: 'beneficiary.genders' }}
          idNumberExtra={context.editing ? t('beneficiary.form.idNumberKeep') : undefined}
          onIdTypeChange={idChanged}
          onIdNumberChange={idChanged}
          genderFollowsId
        />
        <MobileField item={base} />
        <AddressFields item={base} />
        <EmailField item={base} />
        <Col {...half}>
          <Form.Item {...item('householdSize')}>
            <CountInput />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('vulnerabilityTags')}>
            <Select mode="multiple" allowClear options={tags.options} loading={tags.isLoading} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('source')}>
            <Select allowClear options={sources.options} loading={sources.isLoading} />
          </Form.Item>
        </Col>
      </Row>
      <div hidden={!minor} role="group" aria-label={t('beneficiary.form.guardian')}>
        <Typography.Paragraph type="warning">{t('beneficiary.form.minor')}</Typography.Paragraph>
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item {...item('guardianName', ['birthDate'])}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item {...item('guardianRelation', ['birthDate'])}>
              <Select allowClear options={relations.options} loading={relations.isLoading} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item {...item('guardianMobile', ['birthDate'])}>
              <Input maxLength={20} inputMode="tel" />
            </Form.Item>
          </Col>
        </Row>
      </div>
      <Row gutter={16}>
        <BankFields item={base} />
        <Col {...half}>
          <Form.Item {...item('consentDate')}>
            <DatePicker style={fullWidth} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item {...item('consentFileId', ['consentDate'])}>
            <SingleFileUpload accept={CONSENT_TYPES} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
