import { APPROVAL_MODES, APPROVER_SOURCES, type ApprovalNode } from '../shapes/approval';
import { defineForm } from './form-schema';
import { checkRule, type FieldError, type FieldRule, type Labels } from './rules';

/** A definition may hold 1 to 20 nodes; a node names at most 50 approvers and copies at most 50 users. */
export const MAX_DEFINITION_NODES = 20;
const MAX_NODE_USERS = 50;

/** A node as the editor holds it and as `POST /pm/approvals/definitions/:businessType` receives it. */
export type DefinitionNodeValues = Omit<ApprovalNode, 'minAmount'> & { minAmount: string | null };

export interface DefinitionFormValues {
  nodes: DefinitionNodeValues[];
}

/**
 * What the rules need beyond the form: how many active users hold each role (a vote counts at most that many).
 * The server reads it; the page may not know it, and a role it has no count for is left to the server.
 */
export interface DefinitionContext {
  roleHolders: Readonly<Record<number, number>>;
}

export const definitionLabels: Labels = {
  nodes: ['审批节点', 'Approval nodes'],
  'nodes.name': ['节点名称', 'Node name'],
  'nodes.source': ['审批人来源', 'Approver source'],
  'nodes.userIds': ['审批人', 'Approvers'],
  'nodes.roleId': ['审批角色', 'Approver role'],
  'nodes.mode': ['审批方式', 'Approval mode'],
  'nodes.threshold': ['通过票数', 'Votes to pass'],
  'nodes.minAmount': ['起始金额', 'Minimum amount'],
  'nodes.ccUserIds': ['抄送人', 'Copied users'],
};

/** The rules every node's fields pass whatever its source and mode. */
const NODE_RULES: Partial<Record<keyof DefinitionNodeValues, readonly FieldRule[]>> = {
  name: [{ kind: 'required' }, { kind: 'maxLength', max: 50 }],
  source: [
    { kind: 'required', choice: true },
    { kind: 'oneOf', values: APPROVER_SOURCES },
  ],
  mode: [
    { kind: 'required', choice: true },
    { kind: 'oneOf', values: APPROVAL_MODES },
  ],
  threshold: [{ kind: 'integer', min: 1, max: MAX_NODE_USERS }],
  minAmount: [{ kind: 'amount' }],
  userIds: [{ kind: 'maxItems', max: MAX_NODE_USERS }],
  ccUserIds: [{ kind: 'maxItems', max: MAX_NODE_USERS }],
};

/** How many approvers a node's vote can count: its users, the department head, a role's holders (if known). */
function voters(node: DefinitionNodeValues, context: DefinitionContext): number | undefined {
  switch (node.source) {
    case 'users':
      return node.userIds.length;
    case 'department_head':
      return 1;
    case 'role':
      return node.roleId === null ? undefined : context.roleHolders[node.roleId];
  }
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** What the node's source and mode ask for: the users, the role, a vote's threshold within its voters. */
function sourceAndModeErrors(
  node: DefinitionNodeValues,
  at: string,
  context: DefinitionContext,
): FieldError[] {
  const errors: FieldError[] = [];
  if (node.source === 'users' && node.userIds.length === 0)
    errors.push({ field: `${at}.userIds`, message: 'minItems', params: { min: 1 } });
  if (node.source === 'role' && isBlank(node.roleId))
    errors.push({ field: `${at}.roleId`, message: 'choose' });
  if (node.mode === 'vote') {
    const count = voters(node, context);
    if (isBlank(node.threshold)) errors.push({ field: `${at}.threshold`, message: 'required' });
    else if (count !== undefined && count > 0 && Number(node.threshold) > count)
      errors.push({ field: `${at}.threshold`, message: 'voteThreshold', params: { max: count } });
  }
  return errors;
}

/**
 * Every node's errors, named as the editor names its fields (`nodes[1].threshold`): each field's first failing
 * rule, then what its source and mode ask for. A field already refused by its own rule gets no second message.
 */
export function definitionNodeErrors(
  nodes: readonly DefinitionNodeValues[],
  context: DefinitionContext,
): FieldError[] {
  return nodes.flatMap((node, index) => {
    const at = `nodes[${index}]`;
    const own: FieldError[] = [];
    for (const [key, rules] of Object.entries(NODE_RULES) as [string, readonly FieldRule[]][]) {
      const value = (node as Record<string, unknown>)[key];
      const failed = rules.map((rule) => checkRule(rule, value)).find((error) => error !== null);
      if (failed) own.push({ field: `${at}.${key}`, ...failed });
    }
    const refused = new Set(own.map((error) => error.field));
    const sourceFailed = refused.has(`${at}.source`) || refused.has(`${at}.mode`);
    const extra = sourceFailed ? [] : sourceAndModeErrors(node, at, context);
    return [...own, ...extra.filter((error) => !refused.has(error.field))];
  });
}

/**
 * A definition version as the editor publishes it (`PublishDefinitionBody`): 1 to 20 nodes, each named (1–50
 * characters) with its approvers — users (at least one), a role, or the initiator's department head — and its mode;
 * a vote passes with a threshold of at most the approvers it can count. The server runs the same form (`assertForm`)
 * with the role holders it reads.
 */
export const approvalDefinitionForm = defineForm<DefinitionFormValues, DefinitionContext>({
  name: 'approvalDefinition',
  labels: definitionLabels,
  fields: {
    nodes: [
      { kind: 'minItems', min: 1 },
      { kind: 'maxItems', max: MAX_DEFINITION_NODES },
    ],
  },
  checks: [
    // No `uses`: each node is judged on its own, so every node's messages show at once, whatever the others hold.
    { uses: [], run: (values, context) => definitionNodeErrors(values.nodes ?? [], context) },
    // A definition whose every node has a minimum amount would start no node for a small record.
    {
      uses: ['nodes'],
      run: ({ nodes }) =>
        nodes.length > 0 && nodes.every((node) => !isBlank(node.minAmount))
          ? [{ field: 'nodes', message: 'unconditionalNode' }]
          : [],
    },
  ],
});
