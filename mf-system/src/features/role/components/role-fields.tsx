import Form from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import InputNumber from '@arco-design/web-react/es/InputNumber';
import Select from '@arco-design/web-react/es/Select';
import TreeSelect from '@arco-design/web-react/es/TreeSelect';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { roleForm, type RoleFormValues } from '@pm/domain/forms';
import { useSchemaLabel, useSchemaRules } from '@pm/web/ui';
import { NS } from '../../../locale';
import { useGetDepartmentOptionsQuery } from '../../../shared/role/api/role-options';
import { dataScopeOptions } from '../data-scope';
import { departmentTree } from '../department-tree';

/**
 * A role's fields inside a Form, checked by the shared schema the server runs. The code is fixed once the role
 * exists; the custom data scope asks for its departments (a tree, several allowed).
 */
export function RoleFields({ editing, builtIn = false }: { editing: boolean; builtIn?: boolean }) {
  const { t } = useTranslation(NS);
  const { form } = Form.useFormContext();
  const rules = useSchemaRules(roleForm);
  const label = useSchemaLabel(roleForm);
  const scope = Form.useWatch('dataScope', form) as RoleFormValues['dataScope'] | undefined;
  const departments = useGetDepartmentOptionsQuery(undefined, { skip: scope !== 'custom' });
  const treeData = useMemo(() => departmentTree(departments.data ?? []), [departments.data]);
  const item = (field: keyof RoleFormValues & string) => ({
    field,
    label: label(field),
    rules: rules(field),
  });

  return (
    <>
      <Form.Item {...item('code')} disabled={editing} extra={editing ? t('role.form.codeFixed') : undefined}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item {...item('name')}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item {...item('nameEn')} extra={t('role.form.nameEnHint')}>
        <Input maxLength={50} />
      </Form.Item>
      {/* The built-in administrator role sees every record: its scope stays `all`. */}
      <Form.Item {...item('dataScope')} disabled={builtIn}>
        <Select options={dataScopeOptions(t)} />
      </Form.Item>
      {/* Rendered (hidden) for every scope: the schema's check across fields reads it. */}
      <Form.Item {...item('departmentIds')} hidden={scope !== 'custom'} dependencies={['dataScope']}>
        <TreeSelect
          treeData={treeData}
          treeCheckable
          treeCheckStrictly
          allowClear
          loading={departments.isFetching}
          placeholder={t('role.form.departmentsPlaceholder')}
        />
      </Form.Item>
      <Form.Item {...item('sort')}>
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
      <Form.Item {...item('description')}>
        <Input.TextArea maxLength={200} showWordLimit autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
    </>
  );
}
