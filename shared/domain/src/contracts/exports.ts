/**
 * The export centre: a list's export of up to EXPORT_DIRECT_MAX_ROWS rows downloads at once; a bigger one runs in
 * the background as an export job (progress, then a download link), written to a file a batch at a time.
 */
export const EXPORT_DIRECT_MAX_ROWS = 10_000;

/** The most rows one export job writes (an .xlsx sheet holds 1 048 576 rows, the header included). */
export const EXPORT_JOB_MAX_ROWS = 1_000_000;

/** The lists that export (the `kind` of an export job; its label is `exports.kind.<kind>`). */
export const EXPORT_KINDS = [
  'projects',
  'appropriations',
  'beneficiaries',
  'partners',
  'volunteers',
  'materials',
  'logs',
] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** `running` while a server writes it; `failed` also when its server stopped before it was done. */
export const EXPORT_JOB_STATUSES = ['running', 'done', 'failed'] as const;
export type ExportJobStatus = (typeof EXPORT_JOB_STATUSES)[number];

/** How often, in rows, a running job records its progress. */
export const EXPORT_PROGRESS_EVERY_ROWS = 5_000;

/** A running job whose progress has not moved for this long lost its server: it reads as failed. */
export const EXPORT_STALE_AFTER_MS = 2 * 60 * 1000;

/** Each kind's name, [zh-CN, en-US] (English in running text: `operation log`); the texts of both sides read it. */
export const EXPORT_KIND_NAMES: Record<ExportKind, readonly [string, string]> = {
  projects: ['项目', 'projects'],
  appropriations: ['拨款', 'appropriations'],
  beneficiaries: ['受益人', 'beneficiaries'],
  partners: ['合作伙伴', 'partners'],
  volunteers: ['志愿者', 'volunteers'],
  materials: ['档案资料', 'archive materials'],
  logs: ['操作日志', 'operation log'],
};

/** The list page each kind is exported from: where its "done" message leads. */
export const EXPORT_KIND_PAGES: Record<ExportKind, string> = {
  projects: '/project/list',
  appropriations: '/project/appropriation',
  beneficiaries: '/related/benefit',
  partners: '/related/partner',
  volunteers: '/related/volunteer',
  materials: '/archives/material',
  logs: '/system/log',
};

/** The kind a list's export URL (`/pm/<kind>/export`) stands for; null for any other URL. */
export function exportKindOf(url: string): ExportKind | null {
  return EXPORT_KINDS.find((kind) => url === `/pm/${kind}/export`) ?? null;
}
