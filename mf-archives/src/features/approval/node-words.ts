import type { TFunction } from 'i18next';
import type { ApprovalNode } from '@pm/domain/shapes';
import { formatMoney } from '@pm/domain/money';

/** A node's mode in words: any one, everyone, or `n of m` votes (`n` votes when the voters are not known). */
export function modeText(t: TFunction, node: ApprovalNode, voters?: number): string {
  if (node.mode !== 'vote') return t(`approvalNode.mode.${node.mode}`);
  const threshold = node.threshold ?? 1;
  return voters ? t('approvalNode.voteOf', { threshold, voters }) : t('approvalNode.vote', { threshold });
}

/** When the node applies: from an amount on, or always (null). */
export function conditionText(t: TFunction, node: ApprovalNode): string | null {
  return node.minAmount === null
    ? null
    : t('approvalNode.condition', { amount: formatMoney(node.minAmount) });
}

/** Names of users and roles by id, as far as the page has loaded them. */
export interface ApproverNaming {
  user: (id: number) => string;
  role: (id: number) => string;
}

/** Who approves at a node, as its definition says: the named users, a role, or the department head. */
export function sourceText(t: TFunction, node: ApprovalNode, naming?: ApproverNaming): string {
  switch (node.source) {
    case 'users':
      return naming
        ? node.userIds.map(naming.user).join(t('approvalNode.separator'))
        : t('approvalNode.source.users');
    case 'role':
      return node.roleId !== null && naming
        ? t('approvalNode.roleHolders', { role: naming.role(node.roleId) })
        : t('approvalNode.source.role');
    case 'department_head':
      return t('approvalNode.source.department_head');
  }
}
