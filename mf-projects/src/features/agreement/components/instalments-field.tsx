import DatePicker from '@arco-design/web-react/es/DatePicker';
import Form from '@arco-design/web-react/es/Form';
import Select from '@arco-design/web-react/es/Select';
import Typography from '@arco-design/web-react/es/Typography';
import { useTranslation } from 'react-i18next';
import { agreementForm, type AgreementContext, type AgreementFormValues } from '@pm/domain/forms';
import { formatMoney } from '@pm/domain/money';
import { AmountInput, useSchemaLabel, useSchemaRules } from '@pm/web/ui';
import { amountsTotal } from '../../../shared/amounts-total';
import { RowsField } from '@pm/web/ui';
import { NS } from '../../../locale';
import { emptyInstalment } from '../agreement-values';

type Values = Partial<AgreementFormValues>;

/** "Instalments total vs agreement total": red with the difference until they match to the cent. */
export function InstalmentTotalText({ values }: { values: Values }) {
  const { t } = useTranslation(NS);
  const { total, sum, difference, matched } = amountsTotal(
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
    <RowsField
      field="instalments"
      label={label}
      rules={rules}
      minRows={1}
      addText={t('protocol.addInstalment')}
      newRow={emptyInstalment}
      footer={
        <Form.Item shouldUpdate noStyle>
          {(values: Values) => <InstalmentTotalText values={values} />}
        </Form.Item>
      }
    >
      {(cell) => (
        <>
          <Form.Item {...cell('plannedDate', 2)}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item {...cell('amount', 2)}>
            <AmountInput />
          </Form.Item>
          <Form.Item shouldUpdate noStyle>
            {(values: Values) => (
              <Form.Item
                {...cell('reportSeq', 3)}
                formatter={(value?: number | null) => value ?? undefined}
                normalize={(value?: number) => value ?? null}
              >
                <Select
                  allowClear
                  placeholder={t('protocol.noLinkedReport')}
                  options={reportOptions(values)}
                />
              </Form.Item>
            )}
          </Form.Item>
        </>
      )}
    </RowsField>
  );
}
