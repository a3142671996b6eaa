import { useMemo, useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import DatePicker from '@arco-design/web-react/es/DatePicker';
import Form from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import Message from '@arco-design/web-react/es/Message';
import { useTranslation } from 'react-i18next';
import { partnerDonationForm, type PartnerDonationValues } from '@pm/domain/forms';
import type { PartnerDetail } from '@pm/domain/shapes';
import { useBusinessDate } from '@pm/web/store';
import { AmountInput, FormDrawer, RecordSelect, useSchemaLabel, useSchemaRules } from '@pm/web/ui';
import { useProjectRows } from '../../features/partner/api/search-projects';
import { useAddDonationMutation } from '../../features/partner/api/add-donation';
import { NS } from '../../locale';

const EMPTY: Partial<PartnerDonationValues> = { projectId: null };

/** Records a supporter's donation: date (not in the future), amount, purpose and the project it went to, if any. */
export function DonationButton({ partner }: { partner: PartnerDetail }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<PartnerDonationValues>();
  const today = useBusinessDate();
  const context = useMemo(() => ({ today }), [today]);
  const rules = useSchemaRules(partnerDonationForm, context, form);
  const label = useSchemaLabel(partnerDonationForm);
  const [add] = useAddDonationMutation();

  const save = async (values: PartnerDonationValues) => {
    await add({
      id: partner.id,
      values: {
        donatedOn: values.donatedOn ?? '',
        amount: values.amount ?? '',
        purpose: values.purpose ?? '',
        projectId: values.projectId ?? null,
      },
    }).unwrap();
    Message.success(t('partnerDetail.donationSaved'));
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('partnerDetail.addDonation')}</Button>
      <FormDrawer<PartnerDonationValues>
        title={t('partnerDetail.addDonation')}
        visible={open}
        onClose={() => setOpen(false)}
        form={form}
        initialValues={EMPTY}
        onSubmit={save}
        width={480}
      >
        <Form.Item field="donatedOn" label={label('donatedOn')} rules={rules('donatedOn')}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item field="amount" label={label('amount')} rules={rules('amount')}>
          <AmountInput />
        </Form.Item>
        <Form.Item field="purpose" label={label('purpose')} rules={rules('purpose')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item field="projectId" label={label('projectId')}>
          <RecordSelect useRows={useProjectRows} placeholder={t('partnerDetail.projectHint')} />
        </Form.Item>
      </FormDrawer>
    </>
  );
}
