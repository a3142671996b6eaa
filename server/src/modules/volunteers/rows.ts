import type { VolunteerListItem } from '@pm/domain/shapes/volunteer';
import { maskMobile } from '@pm/domain/utils/mask';
import { sql } from 'drizzle-orm';
import { qualified } from '../../db/qualified';
import { areas, volunteers, volunteerServices } from '../../db/schema';

/** The sum of a volunteer's verified hours (numeric, 0 when none): what the list sorts by. */
export const verifiedHoursSum = sql`(
  select coalesce(sum(${qualified(volunteerServices.hours)}), 0) from ${volunteerServices}
  where ${qualified(volunteerServices.volunteerId)} = ${qualified(volunteers.id)}
    and ${qualified(volunteerServices.status)} = 'verified'
)`;

/** The same as text with two decimals, as sent. */
export const verifiedHours = sql<string>`round(${verifiedHoursSum}, 2)::text`;

const serviceCount = sql<number>`(
  select count(*) from ${volunteerServices}
  where ${qualified(volunteerServices.volunteerId)} = ${qualified(volunteers.id)}
)`.mapWith(Number);

const areaName = sql<string | null>`(
  select ${qualified(areas.name)} from ${areas} where ${qualified(areas.code)} = ${qualified(volunteers.areaCode)}
)`;

/** The columns of a list row (the detail adds its own). */
export const itemColumns = {
  id: volunteers.id,
  code: volunteers.code,
  name: volunteers.name,
  gender: volunteers.gender,
  idType: volunteers.idType,
  idNumberMasked: volunteers.idNumberMasked,
  mobile: volunteers.mobile,
  areaCode: volunteers.areaCode,
  areaName,
  skills: volunteers.skills,
  availability: volunteers.availability,
  status: volunteers.status,
  verifiedHours,
  serviceCount,
  version: volunteers.version,
  createdAt: volunteers.createdAt,
};

type ItemRow = { [Key in keyof typeof itemColumns]: unknown } & {
  mobile: string;
  createdAt: Date;
};

/** A list row as sent: the mobile masked (the ID number is stored masked already). */
export function toItem(row: ItemRow): VolunteerListItem {
  return {
    ...(row as unknown as VolunteerListItem),
    mobile: maskMobile(row.mobile),
    createdAt: row.createdAt.toISOString(),
  };
}
