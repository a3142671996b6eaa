import Form from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import InputNumber from '@arco-design/web-react/es/InputNumber';
import Message from '@arco-design/web-react/es/Message';
import Select from '@arco-design/web-react/es/Select';
import { useTranslation } from 'react-i18next';
import type { DepartmentNode } from '@pm/domain/shapes';
import { FormDrawer } from '@pm/web/ui';
import { NS } from '../../locale';
import {
  useCreateDepartmentMutation,
  useUpdateDepartmentMutation,
} from '../../shared/department/api/department-api';
import { useGetActiveUsersQuery } from '../../features/user/api/user-admin-api';

interface Values {
  name: string;
  leaderId: number | null;
  sort: number;
}

export interface DepartmentFormDrawerProps {
  /** Creating: the parent (null for the top level). Editing: the department. */
  mode:
    { kind: 'create'; parent: DepartmentNode | null } | { kind: 'edit'; department: DepartmentNode } | null;
  onClose: () => void;
  onSaved: (node: DepartmentNode) => void;
}

/** Creating a department under a parent, or editing one's name, leader and order. */
export function DepartmentFormDrawer({ mode, onClose, onSaved }: DepartmentFormDrawerProps) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<Values>();
  const [create] = useCreateDepartmentMutation();
  const [update] = useUpdateDepartmentMutation();
  const users = useGetActiveUsersQuery(undefined, { skip: mode === null });
  const editing = mode?.kind === 'edit' ? mode.department : null;
  const initialValues: Values = editing
    ? { name: editing.name, leaderId: editing.leaderId, sort: editing.sort }
    : { name: '', leaderId: null, sort: 0 };

  const submit = async (values: Values) => {
    const body = { name: values.name, leaderId: values.leaderId ?? null, sort: values.sort ?? 0 };
    if (editing) {
      const saved = await update({ id: editing.id, body: { ...body, version: editing.version } }).unwrap();
      Message.success(t('department.saved'));
      onSaved(saved.node);
    } else {
      const parentId = mode?.kind === 'create' && mode.parent ? mode.parent.id : null;
      const saved = await create({ ...body, parentId }).unwrap();
      Message.success(t('department.created'));
      onSaved(saved.node);
    }
    onClose();
  };

  const title = editing
    ? t('department.editTitle', { name: editing.name })
    : mode?.kind === 'create' && mode.parent
      ? t('department.createUnder', { parent: mode.parent.name })
      : t('department.createTitle');

  return (
    <FormDrawer<Values>
      title={title}
      visible={mode !== null}
      onClose={onClose}
      form={form}
      initialValues={initialValues}
      onSubmit={submit}
      width={480}
    >
      <Form.Item
        label={t('department.name')}
        field="name"
        rules={[
          {
            required: true,
            validator: (value: string | undefined, callback) =>
              callback(value?.trim() ? undefined : t('department.nameRequired')),
          },
        ]}
      >
        <Input maxLength={64} showWordLimit />
      </Form.Item>
      <Form.Item label={t('department.leader')} field="leaderId">
        <Select
          allowClear
          showSearch
          loading={users.isLoading}
          placeholder={t('department.leaderPlaceholder')}
          filterOption={(input, option) =>
            String(option.props.children).toLowerCase().includes(input.toLowerCase())
          }
          options={(users.data ?? []).map((user) => ({
            value: user.id,
            label: `${user.name}（${user.username}）${user.departmentName ? ` · ${user.departmentName}` : ''}`,
          }))}
        />
      </Form.Item>
      <Form.Item label={t('department.sort')} field="sort">
        <InputNumber min={0} max={1_000_000} precision={0} />
      </Form.Item>
    </FormDrawer>
  );
}
