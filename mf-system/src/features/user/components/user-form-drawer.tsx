import Form from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import Message from '@arco-design/web-react/es/Message';
import Radio from '@arco-design/web-react/es/Radio';
import Select from '@arco-design/web-react/es/Select';
import Switch from '@arco-design/web-react/es/Switch';
import { useTranslation } from 'react-i18next';
import type { OneTimePassword, SystemUserDetail } from '@pm/domain/shapes';
import { selectUserInfo, useAppSelector } from '@pm/web/store';
import { systemUserForm } from '@pm/domain/forms';
import { FormDrawer, useSchemaRules } from '@pm/web/ui';
import { NS } from '../../../locale';
import { DepartmentField } from '../../../shared/department/components/department-field';
import { useGetRoleOptionsQuery } from '../../../shared/role/api/role-options';
import { useCreateUserMutation, useUpdateUserMutation } from '../api/user-admin-api';
import { toUserBody, userValuesOf, type UserFormValues } from '../user-values';

export interface UserFormDrawerProps {
  visible: boolean;
  /** The user to edit, as loaded when the edit opened (its version goes with the save); none: a new user. */
  user: SystemUserDetail | null;
  onClose: () => void;
  /** A new user was made: the page shows its one-time password. */
  onCreated: (result: OneTimePassword) => void;
}

/**
 * Creating or editing a staff user: username (fixed once made), name, mobile, email, department and roles. On one's
 * own account the roles, department and administrator flag are read-only (the server refuses them too).
 */
export function UserFormDrawer({ visible, user, onClose, onCreated }: UserFormDrawerProps) {
  const { t, i18n } = useTranslation(NS);
  const [form] = Form.useForm<UserFormValues>();
  const [create] = useCreateUserMutation();
  const [update] = useUpdateUserMutation();
  const roles = useGetRoleOptionsQuery(undefined, { skip: !visible });
  const me = useAppSelector(selectUserInfo);
  const own = user !== null && me?.id === user.id;
  const isAdmin = me?.is_admin === 1;
  const english = i18n.language.startsWith('en');

  const submit = async (values: UserFormValues) => {
    const body = toUserBody(values);
    if (user) {
      await update({ id: user.id, body: { ...body, version: user.version } }).unwrap();
      Message.success(t('userAdmin.form.saved'));
    } else {
      onCreated(await create({ ...body, username: values.username.trim(), status: values.status }).unwrap());
    }
    onClose();
  };

  // The shared form the create API checks too (`systemUserForm`): its messages name the field.
  const rules = useSchemaRules(systemUserForm, undefined, form);

  return (
    <FormDrawer<UserFormValues>
      title={user ? t('userAdmin.form.editTitle', { name: user.name }) : t('userAdmin.form.createTitle')}
      visible={visible}
      onClose={onClose}
      form={form}
      initialValues={userValuesOf(user)}
      onSubmit={submit}
      width={560}
    >
      <Form.Item
        label={t('user.username')}
        field="username"
        rules={rules('username')}
        extra={user ? t('userAdmin.form.usernameFixed') : undefined}
      >
        <Input disabled={user !== null} maxLength={32} />
      </Form.Item>
      <Form.Item label={t('user.name')} field="name" rules={rules('name')}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item label={t('user.mobile')} field="mobile" rules={rules('mobile')}>
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item label={t('user.email')} field="email" rules={rules('email')}>
        <Input maxLength={100} />
      </Form.Item>
      {own ? (
        <Form.Item label={t('user.department')} extra={t('userAdmin.form.ownFixed')}>
          <Input disabled value={user?.departmentName ?? ''} />
        </Form.Item>
      ) : (
        <Form.Item label={t('user.department')} field="department">
          <DepartmentField placeholder={t('userAdmin.form.noDepartment')} />
        </Form.Item>
      )}
      <Form.Item
        label={t('user.roles')}
        field="roleIds"
        extra={own ? t('userAdmin.form.ownFixed') : undefined}
      >
        <Select
          mode="multiple"
          disabled={own}
          loading={roles.isLoading}
          placeholder={t('userAdmin.form.rolesPlaceholder')}
          options={(roles.data ?? [])
            .filter((role) => role.status === 'active')
            .map((role) => ({
              value: role.id,
              label: english ? role.nameEn : role.name,
            }))}
        />
      </Form.Item>
      {!user && (
        <Form.Item label={t('user.status')} field="status">
          <Radio.Group
            options={[
              { value: 'active', label: t('userAdmin.status.active') },
              { value: 'disabled', label: t('userAdmin.status.disabled') },
            ]}
          />
        </Form.Item>
      )}
      {isAdmin && (
        <Form.Item
          label={t('user.admin')}
          field="isAdmin"
          triggerPropName="checked"
          extra={own ? t('userAdmin.form.ownFixed') : undefined}
        >
          <Switch disabled={own} />
        </Form.Item>
      )}
    </FormDrawer>
  );
}
