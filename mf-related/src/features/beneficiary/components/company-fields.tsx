import DatePicker from '@arco-design/web-react/es/DatePicker';
import Form from '@arco-design/web-react/es/Form';
import Grid from '@arco-design/web-react/es/Grid';
import Input from '@arco-design/web-react/es/Input';
import Select from '@arco-design/web-react/es/Select';
import { useTranslation } from 'react-i18next';
import { companyForm, type CompanyFormValues } from '@pm/domain/forms';
import { BENEFICIARY_DICTS } from '@pm/domain/shapes';
import { RowsField, useDict, useSchemaLabel, useSchemaRules } from '@pm/web/ui';
import { NS } from '../../../locale';
import { AddressFields, BankFields, EmailField, MobileField } from '../../../shared/components/party-fields';
import { SingleFileUpload } from './single-file-upload';

const { Row, Col } = Grid;
const half = { xs: 24, md: 12 };
const fullWidth = { width: '100%' };
const QUALIFICATION_TYPES = '.pdf,.jpg,.jpeg,.png';

/**
 * A company's fields, inside a Form, checked as they are typed by the shared schema (the server's): the credit
 * code's shape and check character, the mobile, each qualification's name, file and expiry date.
 */
export function CompanyFields() {
  const { t } = useTranslation(NS);
  const rules = useSchemaRules(companyForm);
  const label = useSchemaLabel(companyForm);
  const orgTypes = useDict(BENEFICIARY_DICTS.orgType);
  const item = (field: keyof CompanyFormValues) => ({
    field,
    label: label(field),
    rules: rules(field),
  });

  return (
    <>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item {...item('name')}>
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('creditCode')}>
            <Input maxLength={30} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('legalRepresentative')}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('orgType')}>
            <Select options={orgTypes.options} loading={orgTypes.isLoading} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('contactName')}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <MobileField item={item} />
        <AddressFields item={item} />
        <EmailField item={item} />
        <BankFields item={item} />
      </Row>
      <RowsField
        field="qualifications"
        label={label}
        rules={rules}
        addText={t('beneficiary.form.addQualification')}
        newRow={() => ({ name: '', fileId: null, expiryDate: '' })}
      >
        {(cell) => (
          <>
            <Form.Item {...cell('name', 2)}>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item {...cell('fileId', 2)}>
              <SingleFileUpload accept={QUALIFICATION_TYPES} />
            </Form.Item>
            <Form.Item {...cell('expiryDate', 1)}>
              <DatePicker style={fullWidth} />
            </Form.Item>
          </>
        )}
      </RowsField>
    </>
  );
}
