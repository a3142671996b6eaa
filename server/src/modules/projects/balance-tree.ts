import { addMoney, compareMoney, subMoney, sumMoney } from '@pm/domain/money/money';
import type { ProjectStatus } from '@pm/domain/workflow/project-machine';

/** Sub-projects whose allocation went back to their parent: what they committed before stays spent. */
export const RELEASED_PROJECT_STATUSES: readonly ProjectStatus[] = ['rejected', 'withdrawn', 'terminated'];

/** One project of a tree, as the balance computation reads it. */
export interface BalanceNode {
  id: number;
  parentId: number | null;
  status: ProjectStatus;
  approvedAmount: string | null;
  /** Its own live appropriations (not rejected or cancelled). */
  committed: string;
}

export interface ProjectBalance {
  /** What its sub-projects hold of its approved amount. */
  allocatedToChildren: string;
  /** What it may still pay or allocate: never below zero. */
  available: string;
}

const released = (node: BalanceNode) => RELEASED_PROJECT_STATUSES.includes(node.status);
const larger = (a: string, b: string) => (compareMoney(a, b) >= 0 ? a : b);

/**
 * The balances of every project of one or more trees (all their projects given). A project's approved amount is
 * used by its own live appropriations and by what its sub-projects hold: a live sub-project holds its whole
 * allocation (or what it has used, if that is more), a released one (rejected, withdrawn, terminated) only what it
 * and its own sub-projects committed before. What is left is the project's to pay or to allocate — unless the
 * project or one of its ancestors is released or used more than it has (an approved amount lowered after the
 * fact): then the tree cannot fund it and nothing is available. `only`: the projects whose balances are wanted
 * (all of them when absent).
 */
export function balancesOf(
  nodes: readonly BalanceNode[],
  only?: readonly number[],
): Map<number, ProjectBalance> {
  const children = new Map<number, BalanceNode[]>();
  for (const node of nodes) {
    if (node.parentId !== null) children.set(node.parentId, [...(children.get(node.parentId) ?? []), node]);
  }
  const childrenOf = (node: BalanceNode) => children.get(node.id) ?? [];

  const spentMemo = new Map<number, string>();
  /** What a project and its sub-projects committed. */
  const spent = (node: BalanceNode): string => {
    const known = spentMemo.get(node.id);
    if (known !== undefined) return known;
    const total = sumMoney([node.committed, ...childrenOf(node).map(spent)]);
    spentMemo.set(node.id, total);
    return total;
  };
  const heldMemo = new Map<number, string>();
  /** What the children of a project hold of its approved amount. */
  const allocated = (node: BalanceNode): string => {
    const known = heldMemo.get(node.id);
    if (known !== undefined) return known;
    const total = sumMoney(
      childrenOf(node).map((child) =>
        released(child) ? spent(child) : larger(child.approvedAmount ?? '0', used(child)),
      ),
    );
    heldMemo.set(node.id, total);
    return total;
  };
  const used = (node: BalanceNode) => addMoney(node.committed, allocated(node));
  const freeMemo = new Map<number, string>();
  const free = (node: BalanceNode) => {
    let known = freeMemo.get(node.id);
    if (known === undefined)
      freeMemo.set(node.id, (known = subMoney(node.approvedAmount ?? '0', used(node))));
    return known;
  };

  const byId = new Map(nodes.map((node) => [node.id, node]));
  /** The project and its ancestors can fund something: none is released or over-used. */
  const funds = (node: BalanceNode | undefined): boolean => {
    for (let at = node; at; at = at.parentId === null ? undefined : byId.get(at.parentId)) {
      if (released(at) || compareMoney(free(at), '0') < 0) return false;
    }
    return true;
  };
  const wanted = only ? only.flatMap((id) => byId.get(id) ?? []) : nodes;
  return new Map(
    wanted.map((node) => [
      node.id,
      {
        allocatedToChildren: allocated(node),
        available: node.approvedAmount !== null && funds(node) ? free(node) : '0.00',
      },
    ]),
  );
}
