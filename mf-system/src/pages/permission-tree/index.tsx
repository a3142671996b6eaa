import { useMemo, useState } from 'react';
import Card from '@arco-design/web-react/es/Card';
import Empty from '@arco-design/web-react/es/Empty';
import Grid from '@arco-design/web-react/es/Grid';
import Space from '@arco-design/web-react/es/Space';
import Tag from '@arco-design/web-react/es/Tag';
import Tree from '@arco-design/web-react/es/Tree';
import Typography from '@arco-design/web-react/es/Typography';
import { useTranslation } from 'react-i18next';
import type { PermissionNode } from '@pm/domain/shapes';
import { QueryState, RouterLink } from '@pm/web/ui';
import { useGetPermissionTreeQuery } from '../../features/permission/api/permission-tree';
import { ButtonCodes } from '../../features/permission/components/button-codes';
import { NodeForm } from '../../features/permission/components/node-form';
import { flattenNodes, isPage } from '../../features/permission/tree-data';
import { useNodeLabel } from '../../features/permission/use-node-label';
import { NS } from '../../locale';

const { Row, Col } = Grid;

/** The tree's nodes with their state beside the name (hidden, renamed, a button's code). */
function treeOf(
  nodes: PermissionNode[],
  label: (node: PermissionNode) => string,
  tags: (node: PermissionNode) => string[],
) {
  return nodes.map((node): { key: string; title: React.ReactNode; children?: unknown[] } => ({
    key: String(node.id),
    title: (
      <Space size="mini">
        {label(node)}
        {tags(node).map((tag) => (
          <Tag key={tag} size="small">
            {tag}
          </Tag>
        ))}
      </Space>
    ),
    ...(node.children.length > 0 ? { children: treeOf(node.children, label, tags) } : {}),
  }));
}

/**
 * `/system/permission`: the menu/permission tree the server menu is built from. A menu node's names (zh/en), icon,
 * order and hidden flag are edited beside the tree; a page's button codes are added and removed there.
 */
export function PermissionTreePage() {
  const { t } = useTranslation(NS);
  const tree = useGetPermissionTreeQuery();
  const label = useNodeLabel();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const nodes = useMemo(() => flattenNodes(tree.data ?? []), [tree.data]);
  const selected = nodes.find((node) => node.id === selectedId) ?? null;
  const data = useMemo(
    () =>
      treeOf(tree.data ?? [], label, (node) => [
        ...(node.hidden ? [t('permission.hiddenTag')] : []),
        ...(node.titleZh || node.titleEn ? [t('permission.customTag')] : []),
      ]),
    [tree.data, label, t],
  );

  return (
    <Card title={t('permission.title')} extra={<RouterLink to="/system/role">{t('role.title')}</RouterLink>}>
      <QueryState isLoading={tree.isLoading} error={tree.error} refetch={tree.refetch}>
        <Row gutter={24}>
          <Col xs={24} md={12}>
            <Tree
              blockNode
              treeData={data as never}
              selectedKeys={selectedId === null ? [] : [String(selectedId)]}
              onSelect={(keys) => setSelectedId(keys[0] ? Number(keys[0]) : null)}
            />
          </Col>
          <Col xs={24} md={12}>
            {/* Beside a long tree: the panel stays in view while the tree scrolls. */}
            <div style={{ position: 'sticky', top: 16 }}>
              {selected === null ? (
                <Empty description={t('permission.pick')} />
              ) : (
                <Space direction="vertical" size="large" style={{ width: '100%' }}>
                  <Typography.Title heading={6}>
                    {label(selected)}{' '}
                    <Tag color={selected.kind === 'menu' ? 'arcoblue' : 'purple'}>
                      {selected.kind === 'menu' ? t('permission.menuNode') : t('permission.buttonNode')}
                    </Tag>
                  </Typography.Title>
                  {selected.kind === 'menu' && <NodeForm node={selected} />}
                  {isPage(selected) && <ButtonCodes page={selected} />}
                  {selected.kind === 'button' && selected.parentId !== null && (
                    <ButtonCodes page={nodes.find((node) => node.id === selected.parentId)!} />
                  )}
                </Space>
              )}
            </div>
          </Col>
        </Row>
      </QueryState>
    </Card>
  );
}
