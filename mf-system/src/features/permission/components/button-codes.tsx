import { useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Input from '@arco-design/web-react/es/Input';
import List from '@arco-design/web-react/es/List';
import Message from '@arco-design/web-react/es/Message';
import Space from '@arco-design/web-react/es/Space';
import Typography from '@arco-design/web-react/es/Typography';
import { useTranslation } from 'react-i18next';
import type { PermissionNode } from '@pm/domain/shapes';
import { useBtn } from '@pm/web/auth';
import { ConfirmAction } from '@pm/web/ui';
import { NS } from '../../../locale';
import { PERMISSION_MANAGE } from '../../../shared-paths';
import { useAddButtonCodeMutation, useRemoveButtonCodeMutation } from '../api/permission-tree';

/** A page's button codes: added (`key:action`, unique) and removed (not the ones the server checks). */
export function ButtonCodes({ page }: { page: PermissionNode }) {
  const { t } = useTranslation(NS);
  const editable = useBtn([PERMISSION_MANAGE]);
  const [code, setCode] = useState('');
  const [add, { isLoading }] = useAddButtonCodeMutation();
  const [remove] = useRemoveButtonCodeMutation();
  const buttons = page.children.filter((child) => child.kind === 'button');

  const submit = async () => {
    const typed = code.trim();
    await add({ pageId: page.id, code: typed }).unwrap();
    setCode('');
    Message.success(t('permission.added', { code: typed }));
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Title heading={6}>{t('permission.buttons')}</Typography.Title>
      <List
        size="small"
        dataSource={buttons}
        noDataElement={<Typography.Text type="secondary">{t('permission.noButtons')}</Typography.Text>}
        render={(button: PermissionNode) => (
          <List.Item
            key={button.id}
            actions={
              editable
                ? [
                    <ConfirmAction
                      key="remove"
                      size="mini"
                      type="text"
                      status="danger"
                      title={t('permission.removeConfirm', { code: button.code })}
                      disabledReason={button.builtIn ? t('permission.builtInButton') : undefined}
                      onConfirm={async () => {
                        await remove(button.id).unwrap();
                        Message.success(t('permission.removed', { code: button.code }));
                      }}
                    >
                      {t('permission.remove')}
                    </ConfirmAction>,
                  ]
                : []
            }
          >
            <Typography.Text code>{button.code}</Typography.Text>
          </List.Item>
        )}
      />
      {editable && (
        <Space>
          <Input
            style={{ width: 280 }}
            value={code}
            onChange={setCode}
            maxLength={81}
            placeholder={t('permission.newCode')}
            aria-label={t('permission.newCode')}
            onPressEnter={() => void submit().catch(() => undefined)}
          />
          <Button
            type="primary"
            loading={isLoading}
            disabled={code.trim() === ''}
            onClick={() => void submit().catch(() => undefined)}
          >
            {t('permission.add')}
          </Button>
        </Space>
      )}
    </Space>
  );
}
