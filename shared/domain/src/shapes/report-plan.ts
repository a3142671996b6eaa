import { Type, type Static } from 'typebox';
import { IsoDate, IsoDateTime, nullable } from './primitives';

/** What a reporting schedule item asks for. */
export const REPORT_ITEM_KINDS = ['stage', 'final', 'financial'] as const;
export type ReportItemKind = (typeof REPORT_ITEM_KINDS)[number];

/** An item of a plan, as read. */
export const ReportPlanItemSchema = Type.Object({
  id: Type.Integer(),
  seq: Type.Integer(),
  kind: Type.Enum(REPORT_ITEM_KINDS),
  title: Type.String(),
  offsetMonths: nullable(Type.Integer()),
  fixedDate: nullable(IsoDate),
  templateVersionId: Type.Integer(),
  templateName: Type.String(),
  templateSeq: Type.Integer(),
  instalmentSeq: nullable(Type.Integer()),
  reminderDays: Type.Integer(),
});

/** A row of the plan list. */
export const ReportPlanListItemSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  agreementId: nullable(Type.Integer()),
  agreementCode: nullable(Type.String()),
  projectType: nullable(Type.String()),
  itemCount: Type.Integer(),
  /** Schedule items generated from it (its agreement's, or its type's agreements') that are overdue today. */
  overdueCount: Type.Integer(),
  version: Type.Integer(),
  updatedAt: IsoDateTime,
});

export const ReportPlanDetailSchema = Type.Object({
  ...ReportPlanListItemSchema.properties,
  note: Type.String(),
  items: Type.Array(ReportPlanItemSchema),
});

export type ReportPlanItem = Static<typeof ReportPlanItemSchema>;
export type ReportPlanListItem = Static<typeof ReportPlanListItemSchema>;
export type ReportPlanDetail = Static<typeof ReportPlanDetailSchema>;
