import { useMemo, useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Card from '@arco-design/web-react/es/Card';
import Form from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import Message from '@arco-design/web-react/es/Message';
import Space from '@arco-design/web-react/es/Space';
import Tag from '@arco-design/web-react/es/Tag';
import Typography from '@arco-design/web-react/es/Typography';
import { useTranslation } from 'react-i18next';
import { CORRECTION_NOTE_MAX, correctionForm, type CorrectionContext } from '@pm/domain/forms';
import type { ClientUser, CorrectionBody, CorrectionRequest } from '@pm/domain/shapes';
import { formatDate } from '@pm/web/i18n';
import { FormDrawer, QueryState, useNarrowScreen, useSchemaRules } from '@pm/web/ui';
import {
  useCreateClientCorrectionMutation,
  useGetClientCorrectionsQuery,
} from '../../features/profile/api/client-profile';
import { NS } from '../../locale';

const COLOURS = { pending: 'orange', accepted: 'green', rejected: 'red' } as const;

/** The form's fields, in order; the account number opens blank (blank keeps the stored one). */
const FIELDS = ['address', 'email', 'bankName', 'bankAccountName', 'bankAccountNo'] as const;

function CorrectionFields({ context }: { context: CorrectionContext }) {
  const { t } = useTranslation(NS);
  const rules = useSchemaRules(correctionForm, context);
  return (
    <>
      {FIELDS.map((field) => (
        <Form.Item
          key={field}
          field={field}
          label={t(`home.correction.field.${field}`)}
          rules={rules(field)}
          extra={field === 'bankAccountNo' ? t('home.correction.accountHint') : undefined}
        >
          <Input
            aria-label={t(`home.correction.field.${field}`)}
            allowClear
            maxLength={field === 'address' ? 200 : 100}
            inputMode={field === 'bankAccountNo' ? 'numeric' : undefined}
          />
        </Form.Item>
      ))}
      <Form.Item field="note" label={t('home.correction.note')} rules={rules('note')}>
        <Input.TextArea
          aria-label={t('home.correction.note')}
          maxLength={CORRECTION_NOTE_MAX}
          showWordLimit
          autoSize={{ minRows: 2, maxRows: 5 }}
        />
      </Form.Item>
    </>
  );
}

/** One past request: what was asked, its outcome, and a rejection's reason. */
function RequestItem({ item }: { item: CorrectionRequest }) {
  const { t, i18n } = useTranslation(NS);
  return (
    <Card size="small" data-testid={`correction-${item.id}`}>
      <Space direction="vertical" size={4} style={{ width: '100%' }}>
        <Space wrap>
          <Tag color={COLOURS[item.status]} bordered>
            {t(`home.correction.status.${item.status}`)}
          </Tag>
          <Typography.Text type="secondary">{formatDate(item.createdAt, i18n.language)}</Typography.Text>
        </Space>
        {item.changes.map((change) => (
          <div key={change.field} style={{ wordBreak: 'break-all' }}>
            <Typography.Text bold>{t(`home.correction.field.${change.field}`)}</Typography.Text>
            {'：'}
            <Typography.Text type="secondary">{change.from || '-'}</Typography.Text>
            {' → '}
            {change.to || '-'}
          </div>
        ))}
        {item.rejectReason && (
          <Typography.Text type="error">
            {t('home.correction.reason')}：{item.rejectReason}
          </Typography.Text>
        )}
      </Space>
    </Card>
  );
}

/**
 * "Request a correction": the beneficiary proposes new values; staff accept (the record changes) or reject them with
 * a reason. One request waits at a time; the list shows every request and its outcome.
 */
export function Corrections({ user }: { user: ClientUser }) {
  const { t } = useTranslation(NS);
  const narrow = useNarrowScreen();
  const [form] = Form.useForm<CorrectionBody>();
  const [open, setOpen] = useState(false);
  const list = useGetClientCorrectionsQuery(user.id);
  const [create] = useCreateClientCorrectionMutation();
  const current = useMemo(
    () => ({
      address: user.address,
      email: user.email,
      bankName: user.bankName,
      bankAccountName: user.bankAccountName,
      bankAccountNo: '',
    }),
    [user],
  );
  const context = useMemo(() => ({ current }), [current]);
  const pending = (list.data ?? []).some((item) => item.status === 'pending');

  const submit = async (values: CorrectionBody) => {
    await create({ ...current, ...values }).unwrap();
    Message.success(t('home.correction.sent'));
  };

  return (
    <Card
      title={t('home.correction.title')}
      extra={
        <Button type="primary" size="small" disabled={pending} onClick={() => setOpen(true)}>
          {t('home.correction.open')}
        </Button>
      }
    >
      <Space direction="vertical" size="small" style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          {pending ? t('home.correction.waiting') : t('home.correction.about')}
        </Typography.Text>
        <QueryState isLoading={list.isLoading} error={list.error} refetch={list.refetch}>
          {(list.data ?? []).length === 0 ? (
            <Typography.Text type="secondary">{t('home.correction.empty')}</Typography.Text>
          ) : (
            (list.data ?? []).map((item) => <RequestItem key={item.id} item={item} />)
          )}
        </QueryState>
      </Space>
      <FormDrawer<CorrectionBody>
        title={t('home.correction.title')}
        visible={open}
        onClose={() => setOpen(false)}
        form={form}
        width={narrow ? 360 : 520}
        okText={t('home.correction.submit')}
        initialValues={{ ...current, note: '' }}
        onSubmit={submit}
      >
        <CorrectionFields context={context} />
      </FormDrawer>
    </Card>
  );
}
