import { useMemo, useState } from 'react';
import Empty from '@arco-design/web-react/es/Empty';
import Input from '@arco-design/web-react/es/Input';
import List from '@arco-design/web-react/es/List';
import Spin from '@arco-design/web-react/es/Spin';
import Tag from '@arco-design/web-react/es/Tag';
import Tree from '@arco-design/web-react/es/Tree';
import { useTranslation } from 'react-i18next';
import { isInBranch } from '@pm/domain/organisation/department-tree';
import type { DepartmentNode } from '@pm/domain/shapes';
import { useSettled } from '@pm/web/ui';
import { NS } from '../../../locale';
import { useSearchDepartmentsQuery } from '../api/department-api';
import { toTreeData, type DepartmentTreeNode } from './tree-data';
import type { useLazyTree } from './use-lazy-tree';

export interface DepartmentTreeProps {
  /** The loaded levels (`useLazyTree`), kept by the page so it can reload them after a change. */
  tree: ReturnType<typeof useLazyTree>;
  selectedId: number | null;
  onSelect: (node: DepartmentNode | null) => void;
  /** A branch that cannot be chosen (the department being moved), left out of the tree and of the search. */
  excludeId?: number;
  /** Disabled departments cannot be chosen (a picker). */
  disableInactive?: boolean;
  height?: number;
}

/**
 * The department tree, one level loaded per expansion, with a search by name: a match lists its path from the root,
 * so a department deep in a large tree is found without opening every level.
 */
export function DepartmentTree({
  tree,
  selectedId,
  onSelect,
  excludeId,
  disableInactive,
  height = 520,
}: DepartmentTreeProps) {
  const { t } = useTranslation(NS);
  const [keyword, setKeyword] = useState('');
  const settled = useSettled(keyword.trim());
  const search = useSearchDepartmentsQuery(settled, { skip: settled === '' });
  const data = useMemo(
    () => toTreeData(tree.levels, { excludeId, disableInactive }),
    [tree.levels, excludeId, disableInactive],
  );
  const matches = (search.data ?? []).filter(
    (match) =>
      excludeId === undefined ||
      !isInBranch(
        match.path.map((step) => step.id),
        excludeId,
      ),
  );

  const title = (node: DepartmentNode) => (
    <span>
      {node.name}
      {node.status !== 'active' && (
        <Tag size="small" color="gray" style={{ marginLeft: 6 }}>
          {t('department.disabled')}
        </Tag>
      )}
    </span>
  );

  return (
    <div>
      <Input.Search
        allowClear
        placeholder={t('department.searchPlaceholder')}
        aria-label={t('department.searchPlaceholder')}
        value={keyword}
        onChange={setKeyword}
        style={{ marginBottom: 12 }}
      />
      {settled !== '' ? (
        <Spin loading={search.isFetching} style={{ display: 'block' }}>
          <List
            size="small"
            bordered={false}
            dataSource={matches}
            noDataElement={<Empty description={t('department.noMatch')} />}
            render={(match) => {
              const blocked = disableInactive === true && match.node.status !== 'active';
              return (
                <List.Item
                  key={match.node.id}
                  style={{ cursor: blocked ? 'not-allowed' : 'pointer', opacity: blocked ? 0.5 : 1 }}
                  onClick={() => !blocked && onSelect(match.node)}
                >
                  <div style={{ fontWeight: match.node.id === selectedId ? 600 : 400 }}>
                    {title(match.node)}
                  </div>
                  <div style={{ fontSize: 12, color: 'var(--color-text-3)' }}>
                    {match.path.map((step) => step.name).join(' / ')}
                  </div>
                </List.Item>
              );
            }}
          />
        </Spin>
      ) : tree.loading ? (
        <Spin style={{ display: 'block', padding: 24 }} />
      ) : tree.error ? (
        <Empty description={t('department.loadFailed')} />
      ) : data.length === 0 ? (
        <Empty description={t('department.empty')} />
      ) : (
        <Tree
          treeData={data}
          blockNode
          virtualListProps={{ height }}
          selectedKeys={selectedId === null ? [] : [String(selectedId)]}
          loadMore={(treeNode) => tree.load(Number(treeNode.props._key))}
          renderTitle={(props) => title((props.dataRef as DepartmentTreeNode).node)}
          onSelect={(_keys, extra) => {
            const picked = (extra.node?.props.dataRef as DepartmentTreeNode | undefined)?.node ?? null;
            onSelect(extra.selected ? picked : null);
          }}
        />
      )}
    </div>
  );
}
