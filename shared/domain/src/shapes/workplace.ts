import { Type, type Static } from 'typebox';
import { PROJECT_STATUSES } from '../workflow/project-machine';
import { requiredText } from './form-fields';
import { Id } from './integers';
import { IsoDateTime, Money, nullable } from './primitives';

/**
 * Calls behind the shell's own screens: message box, dashboard, user centre, account settings, areas. Money as
 * decimal strings, times as ISO strings.
 */

export const MESSAGE_TYPES = ['message', 'notice', 'todo'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const MessageTypeSchema = Type.Enum(MESSAGE_TYPES);

/** `GET /pm/messages?type=` item (specification §3 "Message"). */
export const MessageItemSchema = Type.Object({
  id: Type.Integer(),
  type: MessageTypeSchema,
  title: Type.String(),
  subTitle: Type.String(),
  avatar: Type.String(),
  content: Type.String(),
  time: IsoDateTime,
  messageType: nullable(
    Type.Integer({ description: 'Notices and todos: 0 not started, 1 pending, 2 done, 3 overdue' }),
  ),
  status: Type.Union([Type.Literal(0), Type.Literal(1)], { description: '0 unread, 1 read' }),
  /**
   * The page of the product the message is about, as a path inside the app (`/archives/approva?instance=12`): the
   * message box opens it when the message is clicked. Null (or absent) when it opens nothing.
   */
  link: Type.Optional(nullable(Type.String({ pattern: '^/(?!/)', maxLength: 500 }))),
});

/** `GET /pm/messages/unread-count`. */
export const UnreadCountsSchema = Type.Object({
  message: Type.Integer(),
  notice: Type.Integer(),
  todo: Type.Integer(),
});

/** `POST /pm/messages/read` body: one or several ids, or every message of a type ("all read"). */
export const ReadMessagesBodySchema = Type.Union([
  Type.Object({
    ids: Type.Array(Id(), {
      minItems: 1,
      maxItems: 100,
      'x-message': { minItems: 'Choose at least one message', maxItems: 'At most 100 messages at a time' },
    }),
  }),
  Type.Object({ type: MessageTypeSchema }),
]);

/** `POST /pm/messages/read` data: how many of the caller's messages went from unread to read. */
export const ReadMessagesResultSchema = Type.Object({ updated: Type.Integer() });

/** `GET /pm/dashboard/overview`. */
export const DashboardOverviewSchema = Type.Object({
  projectCount: Type.Integer(),
  inProgressCount: Type.Integer(),
  beneficiaryCount: Type.Integer(),
  approvedTotal: Money,
  appropriatedTotal: Money,
  paidTotal: Money,
});

/** `GET /pm/dashboard/funds-by-month?months=12`: one row per month, oldest first. */
export const FundsByMonthSchema = Type.Object({
  month: Type.String({ examples: ['2026-11'] }),
  appropriated: Money,
  paid: Money,
});

/** `GET /pm/dashboard/projects-by-status`. */
export const ProjectsByStatusSchema = Type.Object({
  status: Type.Enum(PROJECT_STATUSES),
  count: Type.Integer(),
});

/** `GET /pm/dashboard/projects-by-province`: province code (two digits + '0000'), its name, counts. */
export const ProjectsByProvinceSchema = Type.Object({
  code: Type.String({ pattern: '^\\d{2}0000$' }),
  name: Type.String(),
  count: Type.Integer(),
  approvedTotal: Money,
});

/** `GET /pm/user/my-projects` item (specification §3 "Project sample"). */
export const MyProjectSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String({ description: "The project's goal" }),
  peopleNumber: Type.Integer({ description: 'Target beneficiaries' }),
  contributors: Type.Array(
    Type.Object({ name: Type.String(), email: Type.String(), avatar: Type.String() }),
    {
      description: "The manager, then the project department's staff; at most 5",
    },
  ),
});

/** `GET /pm/user/my-teams` item. */
export const MyTeamSchema = Type.Object({
  id: Type.Integer(),
  avatar: Type.String(),
  name: Type.String(),
  peopleNumber: Type.Integer(),
});

/** `GET /pm/user/latest-activity` item, from the operation log. */
export const ActivityItemSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  avatar: Type.String(),
  time: IsoDateTime,
});

/**
 * `GET /pm/user/visits` item: the user's most visited pages this week against last week; growth in % against the
 * previous period, negative when fewer, null when the page was not opened then (new).
 */
export const VisitItemSchema = Type.Object({
  name: Type.String(),
  visits: Type.Integer(),
  growth: nullable(Type.Number()),
});

/** `POST /pm/user/visits` body: the route the user opened (its name groups the visits). */
export const RecordVisitBodySchema = Type.Object({
  path: Type.String({
    maxLength: 500,
    pattern: '^/',
    'x-message': { required: 'path is required', pattern: 'path must start with /' },
  }),
  name: requiredText('name is required', 100),
});

/** `GET /pm/user/project-and-team` item. */
export const ProjectAndTeamItemSchema = Type.Object({ id: Type.Integer(), content: Type.String() });

/** `GET` and `PUT /pm/user/profile` (specification §3 "User settings form"). */
export const UserProfileSchema = Type.Object({
  email: Type.String(),
  nickname: Type.String(),
  countryRegion: Type.String(),
  areaCode: Type.String({ description: 'Six-digit area code; empty when not set yet' }),
  address: Type.String(),
  profile: Type.String(),
});

/** `POST /pm/user/password`. */
export const ChangePasswordBodySchema = Type.Object({
  oldPassword: Type.String({
    maxLength: 128,
    'x-message': { required: 'account.oldPasswordRequired' },
  }),
  newPassword: Type.String({
    maxLength: 128,
    'x-message': { required: 'account.newPasswordRequired' },
  }),
});

/** `GET /pm/user/certification` (specification §3 "Certification"). */
export const CertificationSchema = Type.Object({
  enterpriseInfo: nullable(
    Type.Object({
      accountType: Type.String(),
      status: Type.Integer(),
      time: IsoDateTime,
      legalPerson: Type.String(),
      certificateType: Type.String(),
      authenticationNumber: Type.String(),
      enterpriseName: Type.String(),
      enterpriseCertificateType: Type.String(),
      organizationCode: Type.String(),
    }),
  ),
  record: Type.Array(
    Type.Object({
      certificationType: Type.String(),
      certificationContent: Type.String(),
      status: Type.Integer(),
      time: IsoDateTime,
    }),
  ),
});

/** `GET /pm/area/list?level=`: every area down to this level (default `city`: provinces and cities). */
export const AREA_LEVELS = ['province', 'city', 'county'] as const;
export type AreaLevel = (typeof AREA_LEVELS)[number];

export const AreaCode = Type.String({ pattern: '^\\d{6}$', examples: ['110101'] });

/** `GET /pm/area/list` item and `GET /pm/area?parent=` item: six-digit code and name. */
export const AreaEntrySchema = Type.Object({ code: AreaCode, name: Type.String() });

export type MessageItem = Static<typeof MessageItemSchema>;
export type UnreadCounts = Static<typeof UnreadCountsSchema>;
export type ReadMessagesBody = Static<typeof ReadMessagesBodySchema>;
export type ReadMessagesResult = Static<typeof ReadMessagesResultSchema>;
export type DashboardOverview = Static<typeof DashboardOverviewSchema>;
export type FundsByMonth = Static<typeof FundsByMonthSchema>;
export type ProjectsByStatus = Static<typeof ProjectsByStatusSchema>;
export type ProjectsByProvince = Static<typeof ProjectsByProvinceSchema>;
export type MyProject = Static<typeof MyProjectSchema>;
export type MyTeam = Static<typeof MyTeamSchema>;
export type ActivityItem = Static<typeof ActivityItemSchema>;
export type VisitItem = Static<typeof VisitItemSchema>;
export type RecordVisitBody = Static<typeof RecordVisitBodySchema>;
export type ProjectAndTeamItem = Static<typeof ProjectAndTeamItemSchema>;
export type UserProfile = Static<typeof UserProfileSchema>;
export type ChangePasswordBody = Static<typeof ChangePasswordBodySchema>;
export type Certification = Static<typeof CertificationSchema>;
export type AreaEntry = Static<typeof AreaEntrySchema>;
