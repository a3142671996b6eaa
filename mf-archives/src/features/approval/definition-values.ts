import type { DefinitionFormValues, DefinitionNodeValues } from '@pm/domain/forms';
import type { ApprovalDefinition, PublishDefinitionBody } from '@pm/domain/shapes';
import { tidyAmount } from '@pm/web/ui';

/** A node added in the editor: named users, any one of them decides. */
export const emptyNode = (): DefinitionNodeValues => ({
  name: '',
  source: 'users',
  userIds: [],
  roleId: null,
  mode: 'or',
  threshold: null,
  minAmount: null,
  ccUserIds: [],
});

/** The editor starts from the published version's nodes (a new version changes them), or one empty node. */
export function toEditorValues(current: ApprovalDefinition | null): DefinitionFormValues {
  return { nodes: current ? current.nodes.map((node) => ({ ...node })) : [emptyNode()] };
}

/**
 * The version to publish: each node keeps only what its source and mode use (the editor keeps the users of a node
 * switched to a role, in case it is switched back), its name trimmed and its amount as typed, finished.
 */
export function toPublishBody(values: DefinitionFormValues): PublishDefinitionBody {
  return {
    nodes: values.nodes.map((node) => ({
      name: node.name.trim(),
      source: node.source,
      userIds: node.source === 'users' ? node.userIds : [],
      roleId: node.source === 'role' ? node.roleId : null,
      mode: node.mode,
      threshold: node.mode === 'vote' ? node.threshold : null,
      minAmount: tidyAmount(node.minAmount ?? '') || null,
      ccUserIds: node.ccUserIds ?? [],
    })),
  };
}
