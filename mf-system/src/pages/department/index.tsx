import { useState } from 'react';
import Card from '@arco-design/web-react/es/Card';
import Grid from '@arco-design/web-react/es/Grid';
import Message from '@arco-design/web-react/es/Message';
import { useTranslation } from 'react-i18next';
import type { DepartmentNode } from '@pm/domain/shapes';
import { NS } from '../../locale';
import {
  useDisableDepartmentMutation,
  useMoveDepartmentMutation,
} from '../../shared/department/api/department-api';
import { DepartmentTree } from '../../shared/department/components/department-tree';
import { keyOf } from '../../shared/department/components/tree-data';
import { useLazyTree } from '../../shared/department/components/use-lazy-tree';
import { DepartmentFormDrawer, type DepartmentFormDrawerProps } from './department-form-drawer';
import { DepartmentPanel } from './department-panel';
import { DepartmentPickModal } from './department-pick-modal';

/**
 * `/system/department`: the organisation's tree (lazily loaded, searchable) and the chosen department's facts and
 * actions: create, edit (name, leader, order), move, order among its siblings, disable (moving its users) and enable.
 */
export function DepartmentPage() {
  const { t } = useTranslation(NS);
  const tree = useLazyTree();
  const [selected, setSelected] = useState<DepartmentNode | null>(null);
  const [form, setForm] = useState<DepartmentFormDrawerProps['mode']>(null);
  const [moving, setMoving] = useState<DepartmentNode | null>(null);
  const [disabling, setDisabling] = useState<DepartmentNode | null>(null);
  const [move] = useMoveDepartmentMutation();
  const [disable] = useDisableDepartmentMutation();
  const siblings = selected ? (tree.levels.get(keyOf(selected.parentId)) ?? []).map((node) => node.id) : [];

  const changed = async () => {
    await tree.reload();
  };

  return (
    <Card title={t('department.title')}>
      <Grid.Row gutter={[24, 16]}>
        <Grid.Col xs={24} md={9}>
          <Card size="small" title={t('department.tree')} bordered>
            <DepartmentTree tree={tree} selectedId={selected?.id ?? null} onSelect={setSelected} />
          </Card>
        </Grid.Col>
        <Grid.Col xs={24} md={15}>
          <DepartmentPanel
            selectedId={selected?.id ?? null}
            siblings={siblings}
            onCreate={(parent) => setForm({ kind: 'create', parent })}
            onEdit={(department) => setForm({ kind: 'edit', department })}
            onMove={setMoving}
            onDisable={setDisabling}
            onChanged={changed}
          />
        </Grid.Col>
      </Grid.Row>
      <DepartmentFormDrawer
        mode={form}
        onClose={() => setForm(null)}
        onSaved={(node) => {
          setSelected(node);
          void changed();
        }}
      />
      {moving && (
        <DepartmentPickModal
          visible
          title={t('department.moveTitle', { name: moving.name })}
          hint={t('department.moveHint')}
          excludeId={moving.id}
          noneLabel={t('department.moveToTop')}
          choiceLabel={(node) => t('department.moveTarget', { name: node.name })}
          onCancel={() => setMoving(null)}
          onConfirm={async (target) => {
            const saved = await move({
              id: moving.id,
              body: { version: moving.version, parentId: target?.id ?? null },
            }).unwrap();
            Message.success(t('department.moved'));
            setMoving(null);
            setSelected(saved.node);
            await changed();
          }}
        />
      )}
      {disabling && (
        <DepartmentPickModal
          visible
          title={t('department.disableTitle', { name: disabling.name })}
          hint={t('department.disableHint')}
          excludeId={disabling.id}
          noneLabel={t('department.noUserMove')}
          choiceLabel={(node) => t('department.moveUsersTo', { name: node.name })}
          okText={t('department.confirmDisable')}
          onCancel={() => setDisabling(null)}
          onConfirm={async (target) => {
            await disable({
              id: disabling.id,
              body: { version: disabling.version, moveUsersTo: target?.id ?? null },
            }).unwrap();
            Message.success(t('department.disabledDone'));
            setDisabling(null);
            await changed();
          }}
        />
      )}
    </Card>
  );
}
