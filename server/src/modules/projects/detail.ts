import type { ProjectAmounts, ProjectDetail } from '@pm/domain/shapes';
import { projectFields } from '@pm/domain/shapes/project';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { readColumns } from '../../db/field-columns';
import { partners, projectPartners, projects } from '../../db/schema';
import { notFound } from '../../http/errors';
import { areaNames } from '../areas/service';
import { projectFigures, type ProjectFigures } from './figures';
import { toListItem } from './list';
import { dataScopeOf, projectInScope } from '../../security/data-scope';
import { approvalLinkOf } from '../../approvals/link';

type ProjectRow = typeof projects.$inferSelect;

export const projectNotFound = (request: FastifyRequest) => notFound(request.t('project.notFound'));

export function amountsOf(project: ProjectRow, figures: ProjectFigures | undefined): ProjectAmounts {
  return {
    plannedBudget: project.plannedBudget,
    approvedAmount: project.approvedAmount,
    appropriatedAmount: figures?.appropriatedAmount ?? '0.00',
    paidAmount: figures?.paidAmount ?? '0.00',
    remainingAmount: figures?.remainingAmount ?? '0.00',
    allocatedToChildren: figures?.allocatedToChildren ?? '0.00',
  };
}

/** A project as its detail page shows it; 404 when it does not exist. */
export async function projectDetail(
  db: Executor,
  request: FastifyRequest,
  id: number,
): Promise<ProjectDetail> {
  const parent = alias(projects, 'parent');
  const scope = await dataScopeOf(request, db);
  // The row, its figures and its partners need only the id: one round trip, then the area's names.
  const [[row], figureMap, partnerRows] = await Promise.all([
    db
      .select({
        project: projects,
        own: readColumns(projects, projectFields, false),
        parentCode: parent.code,
        parentName: parent.name,
      })
      .from(projects)
      .leftJoin(parent, eq(parent.id, projects.parentId))
      .where(and(eq(projects.id, id), projectInScope(scope))),
    projectFigures(db, [id]),
    db
      .select({ id: partners.id, name: partners.name })
      .from(projectPartners)
      .innerJoin(partners, eq(partners.id, projectPartners.partnerId))
      .where(eq(projectPartners.projectId, id))
      .orderBy(asc(partners.name)),
  ]);
  if (!row) throw projectNotFound(request);
  const { project } = row;
  const figures = figureMap.get(id);
  return {
    ...toListItem(project, figures),
    rootId: project.rootId,
    parent:
      project.parentId !== null && row.parentCode !== null && row.parentName !== null
        ? { id: project.parentId, code: row.parentCode, name: row.parentName }
        : null,
    ...row.own,
    partners: partnerRows,
    areaPath: await areaNames(db, project.areaCode),
    amounts: amountsOf(project, figures),
    updatedAt: project.updatedAt.toISOString(),
    approval: await approvalLinkOf(db, request, 'project', id),
  };
}
