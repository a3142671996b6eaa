import Button from '@arco-design/web-react/es/Button';
import DatePicker from '@arco-design/web-react/es/DatePicker';
import Form from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import Typography from '@arco-design/web-react/es/Typography';
import IconPlus from '@arco-design/web-react/icon/react-icon/IconPlus';
import { useTranslation } from 'react-i18next';
import { agreementForm, type AgreementContext } from '@pm/shared/forms';
import { useSchemaLabel, useSchemaRules } from '@pm/shared/ui';
import { NS } from '../../../locale';
import { ListRow } from './list-row';

/** The reporting schedule: which stage reports are due when. Instalments refer to its rows by position. */
export function ReportItemsField({ context }: { context: AgreementContext }) {
  const { t } = useTranslation(NS);
  const rules = useSchemaRules(agreementForm, context);
  const label = useSchemaLabel(agreementForm);
  return (
    <Form.List field="reportItems">
      {(fields, { add, remove }) => (
        <div style={{ marginBottom: 16 }}>
          <Typography.Text bold>{label('reportItems')}</Typography.Text>
          {fields.map(({ key, field }, index) => (
            <ListRow
              key={key}
              removeLabel={t('protocol.removeRow', { name: label('reportItems'), row: index + 1 })}
              onRemove={() => remove(index)}
            >
              <Typography.Text style={{ marginTop: 36, width: 24 }}>{index + 1}.</Typography.Text>
              <Form.Item
                field={`${field}.title`}
                label={label(`${field}.title`)}
                rules={rules(`${field}.title`)}
                style={{ flex: 3 }}
              >
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item
                field={`${field}.dueDate`}
                label={label(`${field}.dueDate`)}
                rules={rules(`${field}.dueDate`)}
                style={{ flex: 2 }}
              >
                <DatePicker style={{ width: '100%' }} />
              </Form.Item>
            </ListRow>
          ))}
          <Button type="dashed" icon={<IconPlus />} onClick={() => add({ title: '', dueDate: '' })}>
            {t('protocol.addReportItem')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}

/** The agreement's clauses, each a title and its text. */
export function ClausesField({ context }: { context: AgreementContext }) {
  const { t } = useTranslation(NS);
  const rules = useSchemaRules(agreementForm, context);
  const label = useSchemaLabel(agreementForm);
  return (
    <Form.List field="clauses">
      {(fields, { add, remove }) => (
        <div style={{ marginBottom: 16 }}>
          <Typography.Text bold>{label('clauses')}</Typography.Text>
          {fields.map(({ key, field }, index) => (
            <ListRow
              key={key}
              removeLabel={t('protocol.removeRow', { name: label('clauses'), row: index + 1 })}
              onRemove={() => remove(index)}
            >
              <Form.Item
                field={`${field}.title`}
                label={label(`${field}.title`)}
                rules={rules(`${field}.title`)}
                style={{ flex: 2 }}
              >
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item
                field={`${field}.content`}
                label={label(`${field}.content`)}
                rules={rules(`${field}.content`)}
                style={{ flex: 5 }}
              >
                <Input.TextArea maxLength={5000} autoSize={{ minRows: 2, maxRows: 8 }} />
              </Form.Item>
            </ListRow>
          ))}
          <Button type="dashed" icon={<IconPlus />} onClick={() => add({ title: '', content: '' })}>
            {t('protocol.addClause')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
