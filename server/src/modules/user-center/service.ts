import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Locale } from '@pm/domain/contracts/locale';
import type { Executor } from '../../db/client';
import type { ResponseData } from '../../http/envelope';
import { projects, users } from '../../db/schema';
import { statusName } from '../../http/locale';
import { textsIn } from '../../http/texts';
import { activeStaffPerDepartment, allDepartments, departmentOf, subtreeIds } from './departments';
import type { myProjectsRoute, myTeamsRoute, projectAndTeamRoute } from './schema';

const MAX_CONTRIBUTORS = 5;
const PROJECT_AND_TEAM_PROJECTS = 6;

async function myProjectRows(db: Executor, userId: number, limit: number) {
  const departmentId = await departmentOf(db, userId);
  const departmentIds = departmentId === null ? [] : subtreeIds(await allDepartments(db), departmentId);
  return db
    .select({
      id: projects.id,
      name: projects.name,
      goal: projects.goal,
      status: projects.status,
      targetBeneficiaries: projects.targetBeneficiaries,
      managerId: projects.managerId,
      departmentId: projects.departmentId,
    })
    .from(projects)
    .where(
      and(
        isNull(projects.parentId),
        or(
          eq(projects.managerId, userId),
          departmentIds.length > 0 ? inArray(projects.departmentId, departmentIds) : undefined,
        ),
      ),
    )
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(limit);
}

type Contributor = { id: number; name: string; email: string; avatar: string; departmentId: number | null };

async function contributorsOf(
  db: Executor,
  managerIds: number[],
  departmentIds: number[],
): Promise<Contributor[]> {
  if (managerIds.length === 0 && departmentIds.length === 0) return [];
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      avatar: users.avatar,
      departmentId: users.departmentId,
    })
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        or(
          managerIds.length > 0 ? inArray(users.id, managerIds) : undefined,
          departmentIds.length > 0 ? inArray(users.departmentId, departmentIds) : undefined,
        ),
      ),
    )
    .orderBy(users.id);
}

export async function myProjects(
  db: Executor,
  userId: number,
  limit: number,
): Promise<ResponseData<typeof myProjectsRoute>> {
  const rows = await myProjectRows(db, userId, limit);
  const ids = (values: (number | null)[]) => [...new Set(values.filter((value) => value !== null))];
  const people = await contributorsOf(
    db,
    ids(rows.map((row) => row.managerId)),
    ids(rows.map((row) => row.departmentId)),
  );
  return rows.map((row) => {
    const manager = people.filter((person) => person.id === row.managerId);
    const colleagues = people.filter(
      (person) => person.departmentId === row.departmentId && person.id !== row.managerId,
    );
    return {
      id: row.id,
      name: row.name,
      description: row.goal,
      peopleNumber: row.targetBeneficiaries,
      contributors: [...manager, ...colleagues]
        .slice(0, MAX_CONTRIBUTORS)
        .map(({ name, email, avatar }) => ({ name, email, avatar })),
    };
  });
}

export async function myTeams(db: Executor, userId: number): Promise<ResponseData<typeof myTeamsRoute>> {
  const departmentId = await departmentOf(db, userId);
  if (departmentId === null) return [];
  const all = await allDepartments(db);
  const own = all.find((department) => department.id === departmentId);
  if (!own) return [];
  const siblings =
    own.parentId === null ? [] : all.filter((d) => d.parentId === own.parentId && d.id !== own.id);
  const children = all.filter((department) => department.parentId === own.id);
  const staff = await activeStaffPerDepartment(db);
  return [own, ...siblings, ...children].map((department) => ({
    id: department.id,
    avatar: '',
    name: department.name,
    peopleNumber: subtreeIds(all, department.id).reduce((sum, id) => sum + (staff.get(id) ?? 0), 0),
  }));
}

/** The caller's projects and teams as short lines, in the caller's language. */
export async function projectAndTeam(
  db: Executor,
  userId: number,
  locale: Locale,
): Promise<ResponseData<typeof projectAndTeamRoute>> {
  const t = textsIn(locale);
  const projectRows = await myProjectRows(db, userId, PROJECT_AND_TEAM_PROJECTS);
  const teams = await myTeams(db, userId);
  const lines = [
    ...projectRows.map((project) =>
      t('userCenter.projectLine', { name: project.name, status: statusName(project.status, locale) }),
    ),
    ...teams.map((team) => t('userCenter.teamLine', { name: team.name, count: team.peopleNumber })),
  ];
  return lines.map((content, index) => ({ id: index + 1, content }));
}
