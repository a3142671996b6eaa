import type { ProjectDetail } from '@pm/domain/shapes';
import { subProjectForm, type SubProjectFormValues } from '@pm/domain/forms';
import { PROJECT_FUNDED_STATUSES, type ProjectStatus } from '@pm/domain/workflow';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { withAudit } from '../../db/audit';
import type { Transaction } from '../../db/client';
import { assertForm } from '../../http/form';
import { assertLinkable } from '../partners/blacklist-guards';
import { staffOf } from '../../plugins/auth';
import { statusConflict } from '../records/refusals';
import { projectDetail } from './detail';
import { projectBalance } from './balances';
import { lockProject } from '../../records/project-lock';
import { assertReferences, formValues, projectColumns } from './references';
import { insertProject } from './write';
import type { createSubProjectRoute } from './write-schema';

const isFunded = (status: ProjectStatus) =>
  (PROJECT_FUNDED_STATUSES as readonly ProjectStatus[]).includes(status);

/**
 * A sub-project: approved at once with an amount taken from its parent, which must be funded. It belongs to the
 * parent's tree (root) and, unless the form says otherwise, to the parent's department.
 */
export async function createSubProject(
  tx: Transaction,
  request: FastifyRequest,
  parentId: number,
  body: Static<typeof createSubProjectRoute.body>,
): Promise<ProjectDetail> {
  const parent = await lockProject(tx, request, parentId);
  if (!isFunded(parent.status)) {
    throw statusConflict(request, 'project.noSubProjectIn', parent.status);
  }
  const project = formValues(body);
  const values: SubProjectFormValues = {
    ...project,
    departmentId: project.departmentId ?? parent.departmentId,
    approvedAmount: body.approvedAmount?.trim() ?? '',
  };
  // What the parent may still pay or allocate, read with its row locked (a payment on it or a second sub-project
  // waits): the allocation must be one the tree can fund, so the sub-project can be paid what it is given.
  const { available } = await projectBalance(tx, parent.id);
  assertForm(request, subProjectForm, values, { parentAvailable: available });
  await assertReferences(tx, request, values);
  await assertLinkable(tx, request, values.partnerIds);
  const child = await insertProject(
    tx,
    request,
    {
      ...projectColumns(values),
      approvedAmount: values.approvedAmount,
      status: 'approved',
      parentId: parent.id,
      rootId: parent.rootId ?? parent.id,
    },
    values.partnerIds,
  );
  // The parent's timeline shows the allocation too.
  await withAudit(
    tx,
    { id: staffOf(request).userId },
    'createSubProject',
    'project',
    parent.id,
    null,
    { code: child.code, name: child.name, approvedAmount: child.approvedAmount },
    { projectId: parent.id },
  );
  return projectDetail(tx, request, child.id);
}
