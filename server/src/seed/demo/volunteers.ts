import { serviceHours } from '@pm/domain/identity';
import type { Availability, VolunteerIdType, VolunteerGender } from '@pm/domain/forms/volunteer-form';
import type { ServiceStatus, VolunteerStatus } from '@pm/domain/workflow/volunteer-machine';
import { count, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { volunteers, volunteerServices } from '../../db/schema';
import { VOLUNTEER_ID_CONTEXT } from '../../db/volunteer-id-hashes';
import { protectIdNumber, type IdProtection } from '../../security/protected-id';
import { DAY, DEMO_REFERENCE_DATE } from './dates';
import { residentIdNumber } from './identity-numbers';

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '周', '吴', '徐', '孙', '马', '朱', '胡'];
const GIVEN = [
  '志远',
  '晓雯',
  '海峰',
  '思琪',
  '建华',
  '雨桐',
  '国强',
  '丽娟',
  '子豪',
  '欣然',
  '明轩',
  '佳怡',
];
const AREAS = [
  '530102',
  '620102',
  '520102',
  '510107',
  '430102',
  '450102',
  '110101',
  '440305',
  '500103',
  '310104',
];
const SKILLS = [
  'teaching',
  'medical',
  'counselling',
  'elderly_care',
  'first_aid',
  'photography',
  'translation',
  'it',
];
const KINDS: Availability[] = ['weekdays', 'weekends', 'evenings', 'holidays', 'remote'];
const RELATIONS = ['父亲', '母亲', '配偶', '兄弟', '姐妹', '朋友'];
const ACTIVITIES = [
  '课业辅导',
  '健康义诊',
  '物资分发',
  '入户探访',
  '活动组织',
  '宣传拍摄',
  '心理陪伴',
  '培训助教',
];

/** Demo volunteers by position: mostly active; three applied, three suspended, two left. */
const statusAt = (index: number): VolunteerStatus =>
  index >= 27 ? 'applied' : index >= 24 ? 'suspended' : index >= 22 ? 'left' : 'active';

export const DEMO_VOLUNTEER_COUNT = 30;
export const DEMO_SERVICE_COUNT = 200;

export interface DemoVolunteer {
  code: string;
  name: string;
  gender: VolunteerGender;
  idType: VolunteerIdType;
  idNumber: string;
  birthDate: string;
  mobile: string;
  areaCode: string;
  skills: string[];
  availability: Availability[];
  availabilityNote: string;
  emergencyName: string;
  emergencyRelation: string;
  emergencyMobile: string;
  status: VolunteerStatus;
  createdAt: Date;
}

export const DEMO_VOLUNTEERS: DemoVolunteer[] = Array.from({ length: DEMO_VOLUNTEER_COUNT }, (_, index) => {
  const year = 1970 + ((index * 7) % 36);
  const birthDate = `${year}-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 27) + 1).padStart(2, '0')}`;
  // An odd sequence is a man's, an even one a woman's: the number's gender and the record's agree.
  const sequence = 100 + index * 2 + (index % 2);
  const areaCode = AREAS[index % AREAS.length]!;
  const passport = index % 10 === 9;
  return {
    code: `ZYD${String(index + 1).padStart(4, '0')}`,
    name: `${SURNAMES[index % SURNAMES.length]}${GIVEN[(index * 5) % GIVEN.length]}`,
    gender: sequence % 2 === 1 ? 'male' : 'female',
    idType: passport ? 'passport' : 'resident_id',
    idNumber: passport
      ? `E${String(58_000_000 + index * 1237).padStart(8, '0')}`
      : residentIdNumber(areaCode, birthDate, sequence),
    birthDate,
    mobile: `1370000${String(1001 + index).padStart(4, '0')}`,
    areaCode,
    skills: [
      SKILLS[index % SKILLS.length]!,
      ...(index % 3 === 0 ? [SKILLS[(index + 3) % SKILLS.length]!] : []),
    ],
    availability: [
      KINDS[index % KINDS.length]!,
      ...(index % 2 === 0 ? [KINDS[(index + 2) % KINDS.length]!] : []),
    ],
    availabilityNote: index % 4 === 0 ? '每月至少两次' : '',
    emergencyName: `${SURNAMES[(index + 4) % SURNAMES.length]}${GIVEN[(index + 1) % GIVEN.length]}`,
    emergencyRelation: RELATIONS[index % RELATIONS.length]!,
    emergencyMobile: `1390000${String(2001 + index).padStart(4, '0')}`,
    status: statusAt(index),
    createdAt: new Date(DEMO_REFERENCE_DATE - (400 - index * 9) * DAY),
  };
});

/** Projects under way or done that volunteers served on (positions in DEMO_PROJECTS), with sub-projects. */
const SERVED: { project: number; subProjects: number[] }[] = [
  { project: 0, subProjects: [24, 25] },
  { project: 2, subProjects: [26] },
  { project: 6, subProjects: [27] },
  { project: 12, subProjects: [28, 29] },
  { project: 10, subProjects: [] },
  { project: 14, subProjects: [] },
  { project: 1, subProjects: [] },
  { project: 13, subProjects: [] },
];

/** Only volunteers who have been taken on have service (not the three still applied). */
const SERVING = DEMO_VOLUNTEERS.flatMap((volunteer, index) =>
  volunteer.status === 'applied' ? [] : [index],
);

/** The n-th record's status: mostly verified; scheduled ones lie after the demo's "today", the rest before. */
function serviceStatusAt(n: number): ServiceStatus {
  const slot = n % 10;
  if (slot < 5) return 'verified';
  if (slot < 7) return 'attended';
  if (slot < 8) return 'noShow';
  return 'scheduled';
}

export interface DemoService {
  volunteer: number;
  project: number;
  subProject: number | null;
  activity: string;
  plannedStart: Date;
  plannedEnd: Date;
  actualStart: Date | null;
  actualEnd: Date | null;
  status: ServiceStatus;
}

const HOUR = 3_600_000;

export const DEMO_SERVICES: DemoService[] = Array.from({ length: DEMO_SERVICE_COUNT }, (_, n) => {
  const volunteer = SERVING[n % SERVING.length]!;
  const served = SERVED[(n * 3 + volunteer) % SERVED.length]!;
  const subProject =
    served.subProjects.length > 0 && n % 3 === 0 ? served.subProjects[n % served.subProjects.length]! : null;
  const status = serviceStatusAt(n);
  // Past records spread over the 300 days before the demo's today; scheduled ones over the 20 days after.
  const day =
    status === 'scheduled'
      ? DEMO_REFERENCE_DATE + (1 + (n % 20)) * DAY
      : DEMO_REFERENCE_DATE - (1 + ((n * 7) % 300)) * DAY;
  const plannedStart = new Date(day + (1 + (n % 4)) * HOUR);
  const plannedEnd = new Date(plannedStart.getTime() + (2 + (n % 4)) * HOUR);
  const attended = status === 'attended' || status === 'verified';
  return {
    volunteer,
    project: served.project,
    subProject,
    activity: ACTIVITIES[n % ACTIVITIES.length]!,
    plannedStart,
    plannedEnd,
    // Came a quarter hour late now and then, stayed 10 minutes longer at times: hours are not always whole.
    actualStart: attended ? new Date(plannedStart.getTime() + (n % 4 === 1 ? 15 * 60_000 : 0)) : null,
    actualEnd: attended ? new Date(plannedEnd.getTime() + (n % 5 === 2 ? 10 * 60_000 : 0)) : null,
    status,
  };
});

/**
 * The demo volunteers (ID numbers stored protected: masked, hashed, encrypted) and their service records. Idempotent:
 * volunteers by their demo code, and a demo volunteer's records only while it has none.
 */
export async function seedVolunteers(
  tx: Transaction,
  protection: IdProtection,
  refs: { projectIds: number[]; userIds: Map<string, number> },
): Promise<void> {
  await tx
    .insert(volunteers)
    .values(
      DEMO_VOLUNTEERS.map(({ idNumber, ...volunteer }) => ({
        ...volunteer,
        ...protectIdNumber(protection, idNumber, VOLUNTEER_ID_CONTEXT),
        mobileHash: protection.hash(volunteer.mobile),
      })),
    )
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: volunteers.id, code: volunteers.code, services: count(volunteerServices.id) })
    .from(volunteers)
    .leftJoin(volunteerServices, eq(volunteerServices.volunteerId, volunteers.id))
    .where(
      inArray(
        volunteers.code,
        DEMO_VOLUNTEERS.map((volunteer) => volunteer.code),
      ),
    )
    .groupBy(volunteers.id, volunteers.code);
  const byCode = new Map(rows.map((row) => [row.code, row]));
  const verifier = refs.userIds.get('admin') ?? null;
  const records = DEMO_SERVICES.flatMap((service) => {
    const volunteer = byCode.get(DEMO_VOLUNTEERS[service.volunteer]!.code);
    const projectId = refs.projectIds[service.project];
    if (!volunteer || volunteer.services > 0 || !projectId) return [];
    const verified = service.status === 'verified';
    return [
      {
        volunteerId: volunteer.id,
        projectId,
        subProjectId: service.subProject === null ? null : (refs.projectIds[service.subProject] ?? null),
        activity: service.activity,
        plannedStart: service.plannedStart,
        plannedEnd: service.plannedEnd,
        actualStart: service.actualStart,
        actualEnd: service.actualEnd,
        hours: serviceHours(service.actualStart, service.actualEnd),
        status: service.status,
        verifiedBy: verified ? verifier : null,
        verifiedAt: verified ? new Date(service.actualEnd!.getTime() + DAY) : null,
        createdBy: refs.userIds.get('officer') ?? null,
        createdAt: new Date(service.plannedStart.getTime() - 7 * DAY),
      },
    ];
  });
  if (records.length > 0) await tx.insert(volunteerServices).values(records);
}
