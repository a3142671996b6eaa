import { useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Form from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import Space from '@arco-design/web-react/es/Space';
import Typography from '@arco-design/web-react/es/Typography';
import { useTranslation } from 'react-i18next';
import { isMobile } from '@pm/domain/forms';
import type { ClientAccount } from '@pm/domain/shapes';
import { BENEFICIARY_BUTTONS } from '@pm/domain/workflow';
import { errorText } from '@pm/web/api';
import { useBtn } from '@pm/web/auth';
import { formatDate } from '@pm/web/i18n';
import { ConfirmAction, RouterLink } from '@pm/web/ui';
import { useAddClientAccountMutation } from '../../features/beneficiary/api/add-client-account';
import { useGetClientAccountsQuery } from '../../features/beneficiary/api/get-client-accounts';
import { useRemoveClientAccountMutation } from '../../features/beneficiary/api/remove-client-account';
import { beneficiaryDetailPath } from '../../shared/paths';
import { NS } from '../../locale';
import { SectionTable } from './section-table';

/** Links a phone: checked as a mobile before sending; the server's refusal (already linked…) stays under the field. */
function AddAccount({ id }: { id: number }) {
  const { t } = useTranslation(NS);
  const [mobile, setMobile] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [add, { isLoading }] = useAddClientAccountMutation();
  const submit = async () => {
    const typed = mobile.replace(/[\s-]/g, '');
    if (!isMobile(typed)) {
      setProblem(t('beneficiary.accounts.notMobile'));
      return;
    }
    try {
      await add({ id, mobile: typed }).unwrap();
      setMobile('');
      setProblem(null);
    } catch (error) {
      setProblem(errorText(error) ?? null);
    }
  };
  return (
    <Form layout="inline" onSubmit={() => void submit()} aria-label={t('beneficiary.accounts.add')}>
      <Form.Item
        label={t('beneficiary.accounts.mobile')}
        validateStatus={problem ? 'error' : undefined}
        help={problem ?? undefined}
      >
        <Input
          value={mobile}
          onChange={setMobile}
          maxLength={20}
          inputMode="tel"
          style={{ width: 200 }}
          aria-label={t('beneficiary.accounts.mobile')}
        />
      </Form.Item>
      <Form.Item>
        <Button htmlType="submit" type="primary" loading={isLoading}>
          {t('beneficiary.accounts.add')}
        </Button>
      </Form.Item>
    </Form>
  );
}

/**
 * The phones that sign in to the client portal as this beneficiary (one phone may sign in as several): who may
 * edit beneficiaries adds and removes them here.
 */
export function ClientAccounts({ id, editable }: { id: number; editable: boolean }) {
  const { t, i18n } = useTranslation(NS);
  const mayEdit = useBtn([BENEFICIARY_BUTTONS.update]) && editable;
  const [remove] = useRemoveClientAccountMutation();
  return (
    <Space direction="vertical" size="medium" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('beneficiary.accounts.about')}</Typography.Text>
      <SectionTable<ClientAccount>
        result={useGetClientAccountsQuery(id)}
        empty={t('beneficiary.detail.empty.accounts')}
        minWidth={500}
        columns={[
          { title: t('beneficiary.accounts.mobile'), dataIndex: 'mobile', width: 150 },
          {
            title: t('beneficiary.accounts.sharedWith'),
            dataIndex: 'sharedWith',
            render: (others: ClientAccount['sharedWith']) =>
              others.length === 0
                ? '-'
                : others.map((other, index) => (
                    <span key={other.id}>
                      {index > 0 && '、'}
                      <RouterLink to={beneficiaryDetailPath(other.type, other.id)}>{other.name}</RouterLink>
                    </span>
                  )),
          },
          {
            title: t('beneficiary.accounts.linked'),
            dataIndex: 'createdAt',
            width: 120,
            render: (value: string) => formatDate(value, i18n.language),
          },
          ...(mayEdit
            ? [
                {
                  title: t('beneficiary.accounts.actions'),
                  dataIndex: 'id',
                  width: 100,
                  render: (accountId: number, account: ClientAccount) => (
                    <ConfirmAction
                      type="text"
                      status="danger"
                      size="mini"
                      title={t('beneficiary.accounts.removeConfirm', { mobile: account.mobile })}
                      onConfirm={() => remove({ id, accountId }).unwrap()}
                    >
                      {t('beneficiary.accounts.remove')}
                    </ConfirmAction>
                  ),
                },
              ]
            : []),
        ]}
      />
      {mayEdit && <AddAccount id={id} />}
    </Space>
  );
}
