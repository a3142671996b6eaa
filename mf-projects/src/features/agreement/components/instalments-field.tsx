import Button from '@arco-design/web-react/es/Button';
import DatePicker from '@arco-design/web-react/es/DatePicker';
import Form from '@arco-design/web-react/es/Form';
import Select from '@arco-design/web-react/es/Select';
import Typography from '@arco-design/web-react/es/Typography';
import IconPlus from '@arco-design/web-react/icon/react-icon/IconPlus';
import { useTranslation } from 'react-i18next';
import { agreementForm, type AgreementContext, type AgreementFormValues } from '@pm/shared/forms';
import { formatMoney } from '@pm/shared/money';
import { AmountInput, useSchemaLabel, useSchemaRules } from '@pm/shared/ui';
import { NS } from '../../../locale';
import { emptyInstalment } from '../agreement-values';
import { instalmentTotal } from '../instalment-total';
import { ListRow } from './list-row';

type Values = Partial<AgreementFormValues>;

/** "Instalments total vs agreement total": red with the difference until they match to the cent. */
export function InstalmentTotalText({ values }: { values: Values }) {
  const { t } = useTranslation(NS);
  const { total, sum, difference, matched } = instalmentTotal(
    (values.instalments ?? []).map((row) => row?.amount),
    values.totalAmount,
  );
  return (
    <Typography.Text type={matched ? 'success' : 'error'} data-testid="instalment-total" role="status">
      {t(matched ? 'protocol.instalmentsMatched' : 'protocol.instalmentsDiffer', {
        sum: formatMoney(sum),
        total: total === null ? '-' : formatMoney(total),
        difference: formatMoney(difference),
      })}
    </Typography.Text>
  );
}

/** The positions of the reporting schedule above, for an instalment to wait for. */
function reportOptions(values: Values) {
  return (values.reportItems ?? []).map((item, index) => ({
    value: index + 1,
    label: `${index + 1}. ${item?.title || '-'}`,
  }));
}

/** The payment schedule: planned date, amount and, optionally, the report it waits for. */
export function InstalmentsField({ context }: { context: AgreementContext }) {
  const { t } = useTranslation(NS);
  const rules = useSchemaRules(agreementForm, context);
  const label = useSchemaLabel(agreementForm);
  return (
    <Form.List field="instalments" rules={rules('instalments')} noStyle={false}>
      {(fields, { add, remove }) => (
        <div>
          <Typography.Text bold>{label('instalments')}</Typography.Text>
          {fields.map(({ key, field }, index) => (
            <ListRow
              key={key}
              removeLabel={t('protocol.removeRow', { name: label('instalments'), row: index + 1 })}
              canRemove={fields.length > 1}
              onRemove={() => remove(index)}
            >
              <Form.Item
                field={`${field}.plannedDate`}
                label={label(`${field}.plannedDate`)}
                rules={rules(`${field}.plannedDate`)}
                style={{ flex: 2 }}
              >
                <DatePicker style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item
                field={`${field}.amount`}
                label={label(`${field}.amount`)}
                rules={rules(`${field}.amount`)}
                style={{ flex: 2 }}
              >
                <AmountInput />
              </Form.Item>
              <Form.Item shouldUpdate noStyle>
                {(values: Values) => (
                  <Form.Item
                    field={`${field}.reportSeq`}
                    label={label(`${field}.reportSeq`)}
                    rules={rules(`${field}.reportSeq`)}
                    formatter={(value?: number | null) => value ?? undefined}
                    normalize={(value?: number) => value ?? null}
                    style={{ flex: 3 }}
                  >
                    <Select
                      allowClear
                      placeholder={t('protocol.noLinkedReport')}
                      options={reportOptions(values)}
                    />
                  </Form.Item>
                )}
              </Form.Item>
            </ListRow>
          ))}
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 16 }}>
            <Button type="dashed" icon={<IconPlus />} onClick={() => add(emptyInstalment())}>
              {t('protocol.addInstalment')}
            </Button>
            <Form.Item shouldUpdate noStyle>
              {(values: Values) => <InstalmentTotalText values={values} />}
            </Form.Item>
          </div>
        </div>
      )}
    </Form.List>
  );
}
