import { defineMachine } from './machine';

/**
 * The button codes of the volunteers slice (`/related/volunteer`). The menu key `volunteer` is needed to read any
 * of it, and the server asks for it on every route besides the button code a write needs.
 */
export const VOLUNTEER_BUTTONS = {
  create: 'volunteer:create',
  update: 'volunteer:update',
  /** Scheduling service, editing it and recording whether the volunteer came. */
  service: 'volunteer:service',
  /** Vouching for attended hours: what a service certificate later counts. */
  verify: 'volunteer:verify',
  export: 'volunteer:export',
} as const;
export type VolunteerButton = (typeof VOLUNTEER_BUTTONS)[keyof typeof VOLUNTEER_BUTTONS];

/**
 * A volunteer: applied (registered, not yet taken on), active (may be scheduled), suspended (paused, may come
 * back) and left (final: the record and its hours stay).
 */
export const VOLUNTEER_STATUSES = ['applied', 'active', 'suspended', 'left'] as const;
export type VolunteerStatus = (typeof VOLUNTEER_STATUSES)[number];

export const volunteerMachine = defineMachine({
  entity: 'volunteer',
  statuses: VOLUNTEER_STATUSES,
  actions: {
    activate: { from: ['applied'], to: 'active', permission: VOLUNTEER_BUTTONS.update },
    suspend: { from: ['active'], to: 'suspended', permission: VOLUNTEER_BUTTONS.update },
    resume: { from: ['suspended'], to: 'active', permission: VOLUNTEER_BUTTONS.update },
    leave: { from: ['applied', 'active', 'suspended'], to: 'left', permission: VOLUNTEER_BUTTONS.update },
  },
});
export type VolunteerAction = keyof typeof volunteerMachine.actions;
export const VOLUNTEER_ACTIONS = Object.keys(volunteerMachine.actions) as VolunteerAction[];

/** Steps that end or pause someone's service: the page asks for confirmation first. */
export const VOLUNTEER_DESTRUCTIVE_ACTIONS = [
  'suspend',
  'leave',
] as const satisfies readonly VolunteerAction[];

/** New service is scheduled only for an active volunteer. */
export const VOLUNTEER_SCHEDULABLE_STATUSES = ['active'] as const satisfies readonly VolunteerStatus[];

/**
 * A service record: scheduled (planned), then attended (actual times recorded, hours derived) or noShow; only an
 * attended record is verified (its hours then count: the volunteer's total, a service certificate).
 */
export const SERVICE_STATUSES = ['scheduled', 'attended', 'noShow', 'verified'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

export const serviceMachine = defineMachine({
  entity: 'volunteerService',
  statuses: SERVICE_STATUSES,
  actions: {
    attend: { from: ['scheduled'], to: 'attended', permission: VOLUNTEER_BUTTONS.service },
    noShow: { from: ['scheduled'], to: 'noShow', permission: VOLUNTEER_BUTTONS.service },
    verify: { from: ['attended'], to: 'verified', permission: VOLUNTEER_BUTTONS.verify },
  },
});
export type ServiceAction = keyof typeof serviceMachine.actions;

/** A record's times and activity are edited only before it is verified or marked a no-show. */
export const SERVICE_EDITABLE_STATUSES = [
  'scheduled',
  'attended',
] as const satisfies readonly ServiceStatus[];
