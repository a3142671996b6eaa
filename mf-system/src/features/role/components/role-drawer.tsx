import { useMemo } from 'react';
import Form from '@arco-design/web-react/es/Form';
import Message from '@arco-design/web-react/es/Message';
import { useTranslation } from 'react-i18next';
import type { RoleDetail, RoleListItem } from '@pm/domain/shapes';
import { FormDrawer } from '@pm/web/ui';
import { NS } from '../../../locale';
import { useCreateRoleMutation, useUpdateRoleMutation } from '../api/save-role';
import { useGetRoleQuery } from '../api/get-role';
import { newRoleValues, roleValuesOf, toRoleBody, type RoleFormState } from '../role-values';
import { RoleFields } from './role-fields';

export interface RoleDrawerProps {
  visible: boolean;
  /** The role to edit (its detail is read for the custom departments); none: a new one. */
  role?: RoleListItem | null;
  onClose: () => void;
  /** A new role was created. */
  onCreated?: (role: RoleDetail) => void;
}

/** Creating or editing a role in a side drawer; a refused save keeps what was typed, messages under the fields. */
export function RoleDrawer({ visible, role, onClose, onCreated }: RoleDrawerProps) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<RoleFormState>();
  const [create] = useCreateRoleMutation();
  const [update] = useUpdateRoleMutation();
  const detail = useGetRoleQuery(role?.id ?? 0, { skip: !role || !visible });
  // currentData: this role's detail only, never the last one opened while this one loads.
  const editing = role ? (detail.currentData ?? null) : null;
  const initialValues = useMemo(() => (editing ? roleValuesOf(editing) : newRoleValues()), [editing]);

  const submit = async (values: RoleFormState) => {
    const body = toRoleBody(values);
    if (editing) {
      const { code: _fixed, ...fields } = body;
      await update({ id: editing.id, body: { ...fields, version: editing.version } }).unwrap();
      Message.success(t('role.form.saved'));
      return;
    }
    const created = await create(body).unwrap();
    Message.success(t('role.form.created', { code: created.code }));
    onCreated?.(created);
  };

  return (
    <FormDrawer<RoleFormState>
      title={role ? t('role.form.editTitle', { code: role.code }) : t('role.form.createTitle')}
      visible={visible && (!role || editing !== null)}
      onClose={onClose}
      form={form}
      initialValues={initialValues}
      onSubmit={submit}
      width={560}
    >
      <RoleFields editing={role !== null && role !== undefined} builtIn={role?.builtIn === true} />
    </FormDrawer>
  );
}
