import type { ReactNode } from 'react';
import DatePicker from '@arco-design/web-react/es/DatePicker';
import Divider from '@arco-design/web-react/es/Divider';
import Form from '@arco-design/web-react/es/Form';
import type { RulesProps } from '@arco-design/web-react/es/Form/interface';
import Grid from '@arco-design/web-react/es/Grid';
import Input from '@arco-design/web-react/es/Input';
import Select from '@arco-design/web-react/es/Select';
import { useTranslation } from 'react-i18next';
import type { FileRef, PartnerType } from '@pm/domain/shapes';
import { AreaCascader, FileUpload, RowsField, useDict } from '@pm/web/ui';
import { NS } from '../../../locale';
import { emptyContact, emptyQualification } from '../partner-values';

const { Row, Col } = Grid;

export interface PartnerFormFieldsProps {
  type: PartnerType;
  /** From `useSchemaRules(partnerForm, …)` and `useSchemaLabel(partnerForm)`. */
  rules: (field: string) => RulesProps[];
  label: (field: string) => string;
  /** Files already on the partner (an edit): listed with their download links. */
  files?: FileRef[];
}

/** One file id in a form field, through the upload list that holds ids. */
function SingleFile({
  value,
  onChange,
  buttonText,
}: {
  value?: number | null;
  onChange?: (id: number | null) => void;
  buttonText: string;
}) {
  return (
    <FileUpload
      value={value ? [value] : []}
      onChange={(ids) => onChange?.(ids[ids.length - 1] ?? null)}
      buttonText={buttonText}
      accept=".pdf,.jpg,.jpeg,.png"
    />
  );
}

/** The fields of a partner of one kind; the create page and the edit drawer put the form around them. */
export function PartnerFormFields({ type, rules, label, files }: PartnerFormFieldsProps) {
  const { t } = useTranslation(NS);
  const categories = useDict('supplier_category');
  const item = (field: string, control: ReactNode) => (
    <Form.Item field={field} label={label(field)} rules={rules(field)}>
      {control}
    </Form.Item>
  );
  const ratings = [1, 2, 3, 4, 5].map((count) => ({
    value: count,
    label: t('partner.form.rating', { count }),
  }));

  return (
    <>
      <Divider orientation="left">{t('partner.form.basics')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          {item('name', <Input maxLength={100} showWordLimit />)}
        </Col>
        <Col xs={24} md={12}>
          {item('creditCode', <Input maxLength={30} />)}
        </Col>
        <Col xs={24} md={12}>
          {item('areaCode', <AreaCascader />)}
        </Col>
        <Col xs={24} md={12}>
          {item('rating', <Select allowClear placeholder={t('partner.form.ratingNone')} options={ratings} />)}
        </Col>
        {type === 'supplier' && (
          <Col xs={24} md={12}>
            {item(
              'category',
              <Select options={categories.options} loading={categories.isLoading} showSearch />,
            )}
          </Col>
        )}
        <Col span={24}>{item('address', <Input maxLength={200} />)}</Col>
      </Row>
      <RowsField
        field="contacts"
        label={label}
        rules={rules}
        minRows={1}
        addText={t('partner.form.addContact')}
        newRow={emptyContact}
      >
        {(cell) => (
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', flex: 1 }}>
            <Form.Item {...cell('name', 1)} style={{ flex: 1, minWidth: 120 }}>
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item {...cell('mobile', 1)} style={{ flex: 1, minWidth: 130 }}>
              <Input maxLength={20} />
            </Form.Item>
            <Form.Item {...cell('position', 1)} style={{ flex: 1, minWidth: 100 }}>
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item {...cell('email', 1)} style={{ flex: 1, minWidth: 140 }}>
              <Input maxLength={100} />
            </Form.Item>
          </div>
        )}
      </RowsField>
      <Divider orientation="left" style={{ marginTop: 24 }}>
        {t('partner.form.bank')}
      </Divider>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          {item('bankName', <Input maxLength={100} />)}
        </Col>
        <Col xs={24} md={8}>
          {item('bankAccountName', <Input maxLength={100} />)}
        </Col>
        <Col xs={24} md={8}>
          {item('bankAccountNo', <Input maxLength={40} />)}
        </Col>
      </Row>
      {type !== 'supporter' && (
        <>
          <Divider />
          <RowsField
            field="qualifications"
            label={label}
            rules={rules}
            addText={t('partner.form.addQualification')}
            newRow={emptyQualification}
          >
            {(cell) => (
              <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', flex: 1 }}>
                <Form.Item {...cell('name', 2)} style={{ flex: 2, minWidth: 160 }}>
                  <Input maxLength={100} />
                </Form.Item>
                <Form.Item {...cell('expiryDate', 1)} style={{ flex: 1, minWidth: 150 }}>
                  <DatePicker style={{ width: '100%' }} />
                </Form.Item>
                <Form.Item {...cell('fileId', 2)} style={{ flex: 2, minWidth: 160 }}>
                  <SingleFile buttonText={t('partner.form.uploadCertificate')} />
                </Form.Item>
              </div>
            )}
          </RowsField>
        </>
      )}
      {type === 'supplier' && (
        <Form.Item field="priceFileIds" label={label('priceFileIds')}>
          <FileUpload files={files} buttonText={t('partner.form.uploadPriceFiles')} />
        </Form.Item>
      )}
      <Form.Item field="remark" label={label('remark')} rules={rules('remark')}>
        <Input.TextArea maxLength={500} showWordLimit autoSize={{ minRows: 2 }} />
      </Form.Item>
    </>
  );
}
