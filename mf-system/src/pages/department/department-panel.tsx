import Button from '@arco-design/web-react/es/Button';
import Descriptions from '@arco-design/web-react/es/Descriptions';
import Empty from '@arco-design/web-react/es/Empty';
import Message from '@arco-design/web-react/es/Message';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import type { DepartmentNode } from '@pm/domain/shapes';
import { Btn } from '@pm/web/auth';
import { ConfirmAction, StatusTag } from '@pm/web/ui';
import { NS } from '../../locale';
import {
  useEnableDepartmentMutation,
  useGetDepartmentQuery,
  useReorderDepartmentsMutation,
} from '../../shared/department/api/department-api';
import { shiftedOrder } from '../../shared/department/components/tree-data';

export const DEPARTMENT_MANAGE = 'department:manage';

export interface DepartmentPanelProps {
  selectedId: number | null;
  /** The selected department's siblings in their order (for moving it up or down). */
  siblings: readonly number[];
  onCreate: (parent: DepartmentNode | null) => void;
  onEdit: (node: DepartmentNode) => void;
  onMove: (node: DepartmentNode) => void;
  onDisable: (node: DepartmentNode) => void;
  /** The tree changed: the page reloads its opened levels. */
  onChanged: () => Promise<void>;
}

/** The chosen department's facts and the actions on it (each behind `department:manage`). */
export function DepartmentPanel(props: DepartmentPanelProps) {
  const { t } = useTranslation(NS);
  const detail = useGetDepartmentQuery(props.selectedId ?? 0, { skip: props.selectedId === null });
  const [reorder] = useReorderDepartmentsMutation();
  const [enable] = useEnableDepartmentMutation();
  const createTop = (
    <Btn codes={[DEPARTMENT_MANAGE]}>
      <Button type="primary" onClick={() => props.onCreate(null)}>
        {t('department.createTop')}
      </Button>
    </Btn>
  );
  if (props.selectedId === null || !detail.data) {
    return (
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        {createTop}
        <Empty description={t('department.pick')} />
      </Space>
    );
  }
  const { node, path } = detail.data;
  const shift = async (step: -1 | 1) => {
    const ids = shiftedOrder(props.siblings, node.id, step);
    if (!ids) return;
    await reorder({ parentId: node.parentId, ids }).unwrap();
    Message.success(t('department.reordered'));
    await props.onChanged();
  };
  const position = props.siblings.indexOf(node.id);

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Btn codes={[DEPARTMENT_MANAGE]}>
        <Space wrap>
          {createTop}
          <Button disabled={node.status !== 'active'} onClick={() => props.onCreate(node)}>
            {t('department.createChild')}
          </Button>
          <Button onClick={() => props.onEdit(node)}>{t('department.edit')}</Button>
          <Button onClick={() => props.onMove(node)}>{t('department.move')}</Button>
          <Button disabled={position <= 0} onClick={() => void shift(-1)}>
            {t('department.moveUp')}
          </Button>
          <Button
            disabled={position < 0 || position >= props.siblings.length - 1}
            onClick={() => void shift(1)}
          >
            {t('department.moveDown')}
          </Button>
          {node.status === 'active' ? (
            <Button status="danger" onClick={() => props.onDisable(node)}>
              {t('department.disable')}
            </Button>
          ) : (
            <ConfirmAction
              title={t('department.enableConfirm', { name: node.name })}
              onConfirm={async () => {
                await enable({ id: node.id, version: node.version }).unwrap();
                Message.success(t('department.enabledDone'));
                await props.onChanged();
              }}
            >
              {t('department.enable')}
            </ConfirmAction>
          )}
        </Space>
      </Btn>
      <Descriptions
        column={1}
        border
        data={[
          { label: t('department.name'), value: node.name },
          { label: t('department.path'), value: path.map((step) => step.name).join(' / ') },
          { label: t('department.leader'), value: node.leaderName ?? t('department.noLeader') },
          { label: t('department.status'), value: <StatusTag status={node.status} /> },
          { label: t('department.sort'), value: node.sort },
          { label: t('department.children'), value: node.childCount },
          { label: t('department.activeUsers'), value: node.activeUserCount },
        ]}
      />
    </Space>
  );
}
