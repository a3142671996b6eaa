import assert from 'node:assert/strict';
import { it } from 'node:test';
import type {
  ActivityItem,
  AreaEntry,
  Certification,
  ChangePasswordBody,
  DashboardOverview,
  FundsByMonth,
  MessageItem,
  MyProject,
  MyTeam,
  ProjectAndTeamItem,
  ProjectsByProvince,
  ProjectsByStatus,
  ReadMessagesBody,
  ReadMessagesResult,
  RecordVisitBody,
  UnreadCounts,
  UserProfile,
  VisitItem,
} from '@pm/domain/contracts/workplace';
import type { Static } from 'typebox';
import type { ResponseData } from '../src/http/envelope';
import type {
  certificationRoute,
  ChangePasswordBody as ChangePasswordSchema,
  getProfileRoute,
  UpdateProfileBody,
} from '../src/modules/account/schema';
import type { areaListRoute, childAreasRoute } from '../src/modules/areas/schema';
import type {
  fundsByMonthRoute,
  overviewRoute,
  projectsByProvinceRoute,
  projectsByStatusRoute,
} from '../src/modules/dashboard/schema';
import type {
  listMessagesRoute,
  readMessagesRoute,
  ReadMessagesBody as ReadMessagesSchema,
  unreadCountRoute,
} from '../src/modules/messages/schema';
import type {
  latestActivityRoute,
  myProjectsRoute,
  myTeamsRoute,
  projectAndTeamRoute,
  RecordVisitBody as RecordVisitSchema,
  visitsRoute,
} from '../src/modules/user-center/schema';

// Compile-time: the server's schemas describe exactly the shapes of shared/domain/src/contracts/workplace.ts (the shell
// codes against those). `tsc` fails here when either side changes alone.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <A, B>(value: Same<A, B>) => value;
/** The server's answer is narrower than the contract (a status enum where the contract says string). */
const fits = <Server, Contract>(value: [Server] extends [Contract] ? true : false) => value;

const checks: true[] = [
  same<ResponseData<typeof listMessagesRoute>, MessageItem[]>(true),
  same<ResponseData<typeof unreadCountRoute>, UnreadCounts>(true),
  same<Static<typeof ReadMessagesSchema>, ReadMessagesBody>(true),
  same<ResponseData<typeof readMessagesRoute>, ReadMessagesResult>(true),
  same<ResponseData<typeof overviewRoute>, DashboardOverview>(true),
  same<ResponseData<typeof fundsByMonthRoute>, FundsByMonth[]>(true),
  fits<ResponseData<typeof projectsByStatusRoute>, ProjectsByStatus[]>(true),
  same<ResponseData<typeof projectsByProvinceRoute>, ProjectsByProvince[]>(true),
  same<ResponseData<typeof myProjectsRoute>, MyProject[]>(true),
  same<ResponseData<typeof myTeamsRoute>, MyTeam[]>(true),
  same<ResponseData<typeof latestActivityRoute>, ActivityItem[]>(true),
  same<ResponseData<typeof visitsRoute>, VisitItem[]>(true),
  same<Static<typeof RecordVisitSchema>, RecordVisitBody>(true),
  same<ResponseData<typeof projectAndTeamRoute>, ProjectAndTeamItem[]>(true),
  same<ResponseData<typeof getProfileRoute>, UserProfile>(true),
  same<Static<typeof UpdateProfileBody>, Omit<UserProfile, 'address' | 'profile'> & Partial<UserProfile>>(
    true,
  ),
  same<Static<typeof ChangePasswordSchema>, ChangePasswordBody>(true),
  same<ResponseData<typeof certificationRoute>, Certification>(true),
  same<ResponseData<typeof childAreasRoute>, AreaEntry[]>(true),
  same<ResponseData<typeof areaListRoute>, AreaEntry[]>(true),
];

it('matches the workplace contract (checked by the type checker)', () => {
  assert.ok(checks.every(Boolean));
});
