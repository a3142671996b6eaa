import DatePicker from '@arco-design/web-react/es/DatePicker';
import Form from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import Typography from '@arco-design/web-react/es/Typography';
import { useTranslation } from 'react-i18next';
import { agreementForm, type AgreementContext } from '@pm/domain/forms';
import { useSchemaLabel, useSchemaRules } from '@pm/web/ui';
import { RowsField } from '@pm/web/ui';
import { NS } from '../../../locale';

/** The reporting schedule: which stage reports are due when. Instalments refer to its rows by position. */
export function ReportItemsField({ context }: { context: AgreementContext }) {
  const { t } = useTranslation(NS);
  const rules = useSchemaRules(agreementForm, context);
  const label = useSchemaLabel(agreementForm);
  return (
    <RowsField
      field="reportItems"
      label={label}
      rules={rules}
      addText={t('protocol.addReportItem')}
      newRow={() => ({ title: '', dueDate: '' })}
    >
      {(cell, index) => (
        <>
          <Typography.Text style={{ marginTop: 36, width: 24 }}>{index + 1}.</Typography.Text>
          <Form.Item {...cell('title', 3)}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item {...cell('dueDate', 2)}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </>
      )}
    </RowsField>
  );
}

/** The agreement's clauses, each a title and its text. */
export function ClausesField({ context }: { context: AgreementContext }) {
  const { t } = useTranslation(NS);
  const rules = useSchemaRules(agreementForm, context);
  const label = useSchemaLabel(agreementForm);
  return (
    <RowsField
      field="clauses"
      label={label}
      rules={rules}
      addText={t('protocol.addClause')}
      newRow={() => ({ title: '', content: '' })}
    >
      {(cell) => (
        <>
          <Form.Item {...cell('title', 2)}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item {...cell('content', 5)}>
            <Input.TextArea maxLength={5000} autoSize={{ minRows: 2, maxRows: 8 }} />
          </Form.Item>
        </>
      )}
    </RowsField>
  );
}
