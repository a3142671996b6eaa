import Typography from '@arco-design/web-react/es/Typography';
import { useTranslation } from 'react-i18next';
import type { ApprovalNode } from '@pm/domain/shapes';
import { NS } from '../../../locale';
import { conditionText, modeText, sourceText, type ApproverNaming } from '../node-words';

/** A definition's nodes in order, one line each: who approves, how, from what amount, who is copied. */
export function NodeSummary({ nodes, naming }: { nodes: readonly ApprovalNode[]; naming: ApproverNaming }) {
  const { t } = useTranslation(NS);
  return (
    <ol style={{ margin: 0, paddingLeft: 20 }}>
      {nodes.map((node, index) => {
        const voters = node.source === 'users' ? node.userIds.length : undefined;
        const parts = [sourceText(t, node, naming), modeText(t, node, voters), conditionText(t, node)];
        if (node.ccUserIds.length > 0)
          parts.push(
            t('approvalNode.cc', {
              users: node.ccUserIds.map(naming.user).join(t('approvalNode.separator')),
            }),
          );
        return (
          <li key={index}>
            <Typography.Text bold>{node.name}</Typography.Text>
            {' — '}
            {parts.filter(Boolean).join(' · ')}
          </li>
        );
      })}
    </ol>
  );
}
