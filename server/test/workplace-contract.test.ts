import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
  ActivityItemSchema,
  AreaEntrySchema,
  CertificationSchema,
  ChangePasswordBodySchema,
  DashboardOverviewSchema,
  FundsByMonthSchema,
  MessageItemSchema,
  MyProjectSchema,
  MyTeamSchema,
  ProjectAndTeamItemSchema,
  ProjectsByProvinceSchema,
  ProjectsByStatusSchema,
  ReadMessagesBodySchema,
  ReadMessagesResultSchema,
  RecordVisitBodySchema,
  UnreadCountsSchema,
  UserProfileSchema,
  VisitItemSchema,
} from '@pm/domain/shapes/workplace';
import type { UserProfile } from '@pm/domain/shapes';
import type { Static, TSchema } from 'typebox';
import {
  certificationRoute,
  changePasswordRoute,
  getProfileRoute,
  UpdateProfileBody,
  updateProfileRoute,
} from '../src/modules/account/schema';
import { areaListRoute, childAreasRoute } from '../src/modules/areas/schema';
import {
  fundsByMonthRoute,
  overviewRoute,
  projectsByProvinceRoute,
  projectsByStatusRoute,
} from '../src/modules/dashboard/schema';
import { listMessagesRoute, readMessagesRoute, unreadCountRoute } from '../src/modules/messages/schema';
import {
  latestActivityRoute,
  myProjectsRoute,
  myTeamsRoute,
  projectAndTeamRoute,
  recordVisitRoute,
  visitsRoute,
} from '../src/modules/user-center/schema';

// The shell codes against `@pm/domain/shapes/workplace`: each route of its screens answers (and takes) those very
// schema objects, so no second copy on the server can drift from what the shell reads.
interface Route {
  body?: TSchema;
  response: { 200: { properties: { data: TSchema } } };
}
const data = (route: Route) => route.response[200].properties.data;
const item = (route: Route) => (data(route) as TSchema & { items: TSchema }).items;

it('answers the workplace calls with the shared shapes', () => {
  assert.equal(item(listMessagesRoute), MessageItemSchema);
  assert.equal(data(unreadCountRoute), UnreadCountsSchema);
  assert.equal(data(readMessagesRoute), ReadMessagesResultSchema);
  assert.equal(data(overviewRoute), DashboardOverviewSchema);
  assert.equal(item(fundsByMonthRoute), FundsByMonthSchema);
  assert.equal(item(projectsByStatusRoute), ProjectsByStatusSchema);
  assert.equal(item(projectsByProvinceRoute), ProjectsByProvinceSchema);
  assert.equal(item(myProjectsRoute), MyProjectSchema);
  assert.equal(item(myTeamsRoute), MyTeamSchema);
  assert.equal(item(latestActivityRoute), ActivityItemSchema);
  assert.equal(item(visitsRoute), VisitItemSchema);
  assert.equal(item(projectAndTeamRoute), ProjectAndTeamItemSchema);
  assert.equal(data(getProfileRoute), UserProfileSchema);
  assert.equal(data(updateProfileRoute), UserProfileSchema);
  assert.equal(data(certificationRoute), CertificationSchema);
  assert.equal(item(childAreasRoute), AreaEntrySchema);
  assert.equal(item(areaListRoute), AreaEntrySchema);
});

it('takes the workplace bodies as the shared shapes', () => {
  assert.equal(readMessagesRoute.body, ReadMessagesBodySchema);
  assert.equal(recordVisitRoute.body, RecordVisitBodySchema);
  assert.equal(changePasswordRoute.body, ChangePasswordBodySchema);
});

// Compile-time: the settings form sends the profile it read, address and profile text optional.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const updateTakesTheProfile: Same<
  Static<typeof UpdateProfileBody>,
  Omit<UserProfile, 'address' | 'profile'> & Partial<UserProfile>
> = true;

it('takes a profile update as the profile it answers (checked by the type checker)', () => {
  assert.ok(updateTakesTheProfile);
  assert.equal(updateProfileRoute.body, UpdateProfileBody);
});
