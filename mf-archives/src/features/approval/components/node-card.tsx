import Button from '@arco-design/web-react/es/Button';
import Card from '@arco-design/web-react/es/Card';
import Form from '@arco-design/web-react/es/Form';
import type { RulesProps } from '@arco-design/web-react/es/Form/interface';
import Input from '@arco-design/web-react/es/Input';
import InputNumber from '@arco-design/web-react/es/InputNumber';
import Radio from '@arco-design/web-react/es/Radio';
import Select from '@arco-design/web-react/es/Select';
import Space from '@arco-design/web-react/es/Space';
import IconArrowDown from '@arco-design/web-react/icon/react-icon/IconArrowDown';
import IconArrowUp from '@arco-design/web-react/icon/react-icon/IconArrowUp';
import IconDelete from '@arco-design/web-react/icon/react-icon/IconDelete';
import { useTranslation } from 'react-i18next';
import type { DefinitionFormValues, DefinitionNodeValues } from '@pm/domain/forms';
import { APPROVAL_MODES, APPROVER_SOURCES } from '@pm/domain/shapes';
import { approvalDefinitionForm } from '@pm/domain/forms';
import { AmountInput, useSchemaLabel } from '@pm/web/ui';
import { NS } from '../../../locale';
import { useGetApprovalRoleOptionsQuery } from '../api/get-role-options';
import { UserSelect } from './user-select';

export interface NodeCardProps {
  /** The node's path in the form (`nodes[1]`) and its place. */
  field: string;
  index: number;
  count: number;
  /** The definition form's rules (`useSchemaRules(approvalDefinitionForm)`). */
  rules: (field: string) => RulesProps[];
  onMove: (to: number) => void;
  onRemove: () => void;
}

const nodeAt = (values: Partial<DefinitionFormValues>, index: number): Partial<DefinitionNodeValues> =>
  values.nodes?.[index] ?? {};

/** One node of the editor: its name, who approves (users, a role, the department head), how, when, who is copied. */
export function NodeCard({ field, index, count, rules, onMove, onRemove }: NodeCardProps) {
  const { t, i18n } = useTranslation(NS);
  const roles = useGetApprovalRoleOptionsQuery();
  const label = useSchemaLabel(approvalDefinitionForm);
  const at = (name: keyof DefinitionNodeValues) => `${field}.${name}`;
  const item = (name: keyof DefinitionNodeValues) => ({
    field: at(name),
    label: label(`nodes.${name}`),
    rules: rules(at(name)),
  });
  const position = { n: index + 1 };
  const changed = (name: keyof DefinitionNodeValues) => (prev: object, next: object) =>
    nodeAt(prev, index)[name] !== nodeAt(next, index)[name];

  return (
    <Card
      size="small"
      title={t('approvalDefinition.nodeTitle', position)}
      style={{ marginBottom: 12 }}
      extra={
        <Space size={4}>
          <Button
            size="mini"
            icon={<IconArrowUp />}
            aria-label={t('approvalDefinition.moveUp', position)}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          />
          <Button
            size="mini"
            icon={<IconArrowDown />}
            aria-label={t('approvalDefinition.moveDown', position)}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          />
          <Button
            size="mini"
            status="danger"
            icon={<IconDelete />}
            aria-label={t('approvalDefinition.remove', position)}
            disabled={count === 1}
            onClick={onRemove}
          />
        </Space>
      }
    >
      <Form.Item {...item('name')} required>
        <Input maxLength={50} showWordLimit />
      </Form.Item>
      <Form.Item {...item('source')} required>
        <Radio.Group
          type="button"
          options={APPROVER_SOURCES.map((value) => ({ value, label: t(`approvalNode.source.${value}`) }))}
        />
      </Form.Item>
      <Form.Item noStyle shouldUpdate={changed('source')}>
        {(values: Partial<DefinitionFormValues>) => {
          const source = nodeAt(values, index).source;
          if (source === 'users')
            return (
              <Form.Item {...item('userIds')} required dependencies={[at('source')]}>
                <UserSelect multiple />
              </Form.Item>
            );
          if (source === 'role')
            return (
              <Form.Item {...item('roleId')} required dependencies={[at('source')]}>
                <Select
                  showSearch
                  loading={roles.isLoading}
                  options={(roles.data ?? []).map((role) => ({
                    value: role.id,
                    label: i18n.language === 'en-US' ? role.nameEn : role.name,
                  }))}
                />
              </Form.Item>
            );
          return null;
        }}
      </Form.Item>
      <Form.Item {...item('mode')} required>
        <Radio.Group
          type="button"
          options={APPROVAL_MODES.map((value) => ({ value, label: t(`approvalNode.mode.${value}`) }))}
        />
      </Form.Item>
      <Form.Item noStyle shouldUpdate={changed('mode')}>
        {(values: Partial<DefinitionFormValues>) =>
          nodeAt(values, index).mode === 'vote' && (
            <Form.Item
              {...item('threshold')}
              required
              dependencies={[at('mode'), at('source'), at('userIds'), at('roleId')]}
            >
              <InputNumber min={1} max={50} precision={0} style={{ width: 160 }} />
            </Form.Item>
          )
        }
      </Form.Item>
      <Form.Item {...item('minAmount')} extra={t('approvalDefinition.minAmountHint')}>
        <AmountInput />
      </Form.Item>
      <Form.Item {...item('ccUserIds')}>
        <UserSelect multiple />
      </Form.Item>
    </Card>
  );
}
