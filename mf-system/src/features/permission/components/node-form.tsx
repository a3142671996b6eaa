import { useEffect } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Descriptions from '@arco-design/web-react/es/Descriptions';
import Form from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import InputNumber from '@arco-design/web-react/es/InputNumber';
import Message from '@arco-design/web-react/es/Message';
import Select from '@arco-design/web-react/es/Select';
import Space from '@arco-design/web-react/es/Space';
import Switch from '@arco-design/web-react/es/Switch';
import { useTranslation } from 'react-i18next';
import { MENU_ICONS, type PermissionNode, type PermissionNodeValues } from '@pm/domain/shapes';
import { useBtn } from '@pm/web/auth';
import { applyFormErrors, menuIcons } from '@pm/web/ui';
import { NS } from '../../../locale';
import { PERMISSION_MANAGE } from '../../../shared-paths';
import { useUpdatePermissionNodeMutation } from '../api/permission-tree';

const valuesOf = (node: PermissionNode): PermissionNodeValues => ({
  titleZh: node.titleZh ?? '',
  titleEn: node.titleEn ?? '',
  icon: node.icon ?? '',
  order: node.order,
  hidden: node.hidden,
});

/** A menu node's names (blank: the catalogue's), icon, order and hidden flag. */
export function NodeForm({ node }: { node: PermissionNode }) {
  const { t } = useTranslation([NS, 'common']);
  const [form] = Form.useForm<PermissionNodeValues>();
  const [update, { isLoading }] = useUpdatePermissionNodeMutation();
  const editable = useBtn([PERMISSION_MANAGE]);

  useEffect(() => {
    form.setFieldsValue(valuesOf(node));
  }, [form, node]);

  const submit = async (values: PermissionNodeValues) => {
    try {
      await update({ id: node.id, body: { ...valuesOf(node), ...values } }).unwrap();
      Message.success(t('permission.saved'));
    } catch (error) {
      applyFormErrors(form, error);
    }
  };

  return (
    <>
      <Descriptions
        column={1}
        size="small"
        data={[
          { label: t('permission.path'), value: node.path || '—' },
          { label: t('permission.key'), value: node.code ?? '—' },
          {
            label: t('permission.catalogueName'),
            value: node.locale ? t(node.locale, { ns: 'common' }) : node.name,
          },
        ]}
      />
      <Form<PermissionNodeValues> form={form} layout="vertical" disabled={!editable} onSubmit={submit}>
        <Form.Item field="titleZh" label={t('permission.titleZh')} extra={t('permission.titleHint')}>
          <Input maxLength={50} allowClear />
        </Form.Item>
        <Form.Item field="titleEn" label={t('permission.titleEn')} extra={t('permission.titleHint')}>
          <Input maxLength={50} allowClear />
        </Form.Item>
        <Form.Item field="icon" label={t('permission.icon')}>
          <Select
            allowClear
            placeholder={t('permission.noIcon')}
            options={MENU_ICONS.map((icon) => {
              const Icon = menuIcons[icon];
              return {
                value: icon,
                label: (
                  <Space>
                    <Icon />
                    {icon}
                  </Space>
                ),
              };
            })}
          />
        </Form.Item>
        <Form.Item field="order" label={t('permission.order')}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
        <Form.Item field="hidden" label={t('permission.hidden')} triggerPropName="checked">
          <Switch />
        </Form.Item>
        {editable && (
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {t('permission.save')}
          </Button>
        )}
      </Form>
    </>
  );
}
