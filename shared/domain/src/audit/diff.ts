import type { Locale } from '../contracts/locale';
import { agreementLabels } from '../forms/agreement-form';
import { applicationLabels } from '../forms/application-form';
import { companyLabels } from '../forms/beneficiary-company-form';
import { budgetLabels, expenseLabels } from '../forms/budget-form';
import { materialLabels } from '../forms/material-form';
import { partnerLabels } from '../forms/partner-form';
import { reportLabels } from '../forms/report-form';
import { roleLabels } from '../forms/role-form';
import type { Labels } from '../forms/rules';
import { serviceLabels, volunteerLabels } from '../forms/volunteer-form';
import { formatMoney } from '../money/format-money';
import { labelsOf, type FieldTable } from '../shapes/field-table';
import { appropriationFields } from '../shapes/appropriation';
import { companyFields, personFields } from '../shapes/beneficiary';
import { Money } from '../shapes/primitives';
import { DATA_SCOPE_TEXTS } from '../shapes/organisation';
import { projectFields } from '../shapes/project';
import { statusTexts } from '../texts/status';
import { approvalTexts } from '../texts/approval';
import { entityTexts } from '../texts/entities';
import { APPROVAL_BUSINESS_TYPES } from '../shapes/approval';
import { APPROVAL_SUBJECTS } from '../workflow/approval-rules';

/** One changed field of an operation log row, in words. */
export interface FieldChange {
  /** The field's key; a nested one is dotted (`bank.name`). */
  field: string;
  /** The field's `[zh, en]` name; null when no table names it (the page shows the key). */
  label: readonly [zhCN: string, enUS: string] | null;
  /** The value before, formatted; '' when it had none (a created record, an added field). */
  before: string;
  /** The value after, formatted; '' when it has none (a removed field). */
  after: string;
}

export interface DiffOptions {
  locale: Locale;
  /** The time zone timestamps are shown in (the business time zone). */
  timeZone?: string;
}

/** The entities whose fields a field table describes (names and kinds: money, days). */
const TABLES: Record<string, FieldTable> = {
  project: projectFields,
  appropriation: appropriationFields,
  beneficiary: { ...companyFields, ...personFields },
};

/** The field names of each entity: its field table's, else its form's. */
const LABELS: Record<string, Labels> = {
  ...Object.fromEntries(Object.entries(TABLES).map(([entity, table]) => [entity, labelsOf(table)])),
  beneficiary: { ...companyLabels, ...labelsOf(TABLES.beneficiary!) },
  agreement: agreementLabels,
  application: applicationLabels,
  budget: budgetLabels,
  expense: expenseLabels,
  material: materialLabels,
  partner: partnerLabels,
  report: reportLabels,
  volunteer: volunteerLabels,
  volunteerService: serviceLabels,
  role: { ...roleLabels, codes: ['权限', 'Permissions'], permissionIds: ['权限节点', 'Permission nodes'] },
  department: {
    parentId: ['上级部门', 'Parent department'],
    leaderId: ['负责人', 'Head'],
    sort: ['排序', 'Order'],
  },
  user: {
    username: ['用户名', 'Username'],
    name: ['姓名', 'Name'],
    mobile: ['手机号', 'Mobile'],
    email: ['邮箱', 'Email'],
    departmentId: ['部门', 'Department'],
    roleIds: ['角色', 'Roles'],
    isAdmin: ['管理员', 'Administrator'],
    mustChangePassword: ['须修改密码', 'Must change password'],
  },
  approval: {
    businessType: ['业务类型', 'Business type'],
    entity: ['记录类型', 'Record kind'],
    entityId: ['记录编号', 'Record ID'],
    title: ['标题', 'Title'],
    currentNode: ['当前节点序号', 'Current step number'],
    node: ['当前节点', 'Current step'],
    nodes: ['审批节点', 'Steps'],
  },
  approvalDefinition: {
    businessType: ['业务类型', 'Business type'],
    version: ['流程版本', 'Flow version'],
    nodes: ['审批节点', 'Steps'],
  },
  permission: {
    titleZh: ['中文名称', 'Chinese name'],
    titleEn: ['英文名称', 'English name'],
    icon: ['图标', 'Icon'],
    sort: ['排序', 'Order'],
    hidden: ['在菜单中隐藏', 'Hidden from the menu'],
    code: ['按钮编码', 'Button code'],
  },
};

/** Values an entity's field names in words (an enumeration that is not a status). */
const VALUE_WORDS: Record<string, Record<string, Record<string, readonly [string, string]>>> = {
  role: { dataScope: DATA_SCOPE_TEXTS },
  approval: {
    businessType: Object.fromEntries(
      APPROVAL_BUSINESS_TYPES.map((type) => [type, approvalTexts[`approval.businessType.${type}`]!]),
    ),
    entity: Object.fromEntries(
      Object.values(APPROVAL_SUBJECTS).map(({ entity }) => [entity, entityTexts[`entity.${entity}`]!]),
    ),
  },
  approvalDefinition: {
    businessType: Object.fromEntries(
      APPROVAL_BUSINESS_TYPES.map((type) => [type, approvalTexts[`approval.businessType.${type}`]!]),
    ),
  },
};

/** Fields every record has, named once. */
const COMMON: Record<string, readonly [string, string]> = {
  status: ['状态', 'Status'],
  version: ['版本', 'Version'],
  name: ['名称', 'Name'],
  createdAt: ['创建时间', 'Created at'],
  updatedAt: ['更新时间', 'Updated at'],
  comment: ['说明', 'Comment'],
  remark: ['备注', 'Remark'],
  amount: ['金额', 'Amount'],
  id: ['编号', 'ID'],
  code: ['编码', 'Code'],
  sort: ['排序', 'Order'],
};

const YES_NO: Record<Locale, readonly [string, string]> = { 'zh-CN': ['是', '否'], 'en-US': ['Yes', 'No'] };

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

function labelOf(entity: string, field: string): FieldChange['label'] {
  return LABELS[entity]?.[field] ?? COMMON[field] ?? null;
}

function isMoneyField(entity: string, field: string): boolean {
  const spec = TABLES[entity]?.[field];
  return spec ? spec.detail === Money : /(^amount$|Amount$)/.test(field);
}

/** `2026-03-01T02:05:00Z` → `2026-03-01 10:05` in the time zone. */
function formatTimestamp(text: string, timeZone: string): string {
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return text;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

function statusText(entity: string, value: string, locale: Locale): string {
  const words = statusTexts[`status.${entity}.${value}`] ?? statusTexts[`status.${value}`];
  return words ? words[locale === 'zh-CN' ? 0 : 1] : value;
}

/** One value in words: money with separators, timestamps in the time zone, statuses named, lists joined. */
function formatValue(entity: string, field: string, value: unknown, options: Required<DiffOptions>): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return YES_NO[options.locale][value ? 0 : 1];
  if (Array.isArray(value)) {
    return value
      .map((item) =>
        typeof item === 'object' && item !== null
          ? JSON.stringify(item)
          : formatValue(entity, field, item, options),
      )
      .join(options.locale === 'zh-CN' ? '、' : ', ');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  if (isMoneyField(entity, field) && /^-?\d+(\.\d+)?$/.test(String(value))) return formatMoney(String(value));
  if (typeof value === 'string' && TIMESTAMP.test(value)) return formatTimestamp(value, options.timeZone);
  if (field === 'status' && typeof value === 'string') return statusText(entity, value, options.locale);
  const words = typeof value === 'string' ? VALUE_WORDS[entity]?.[field]?.[value] : undefined;
  if (words) return words[options.locale === 'zh-CN' ? 0 : 1];
  return String(value);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A snapshot's fields by dotted key: nested objects are opened up, lists stay one value. */
function flatten(snapshot: unknown, prefix = ''): Map<string, unknown> {
  const fields = new Map<string, unknown>();
  if (!isPlainObject(snapshot)) return fields;
  for (const [key, value] of Object.entries(snapshot)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(value) && Object.keys(value).length > 0) {
      for (const [inner, innerValue] of flatten(value, path)) fields.set(inner, innerValue);
    } else {
      fields.set(path, value);
    }
  }
  return fields;
}

/**
 * The per-field difference between an operation log row's `before` and `after` snapshots: one row per field whose
 * value in words differs (unchanged fields are left out), in the order the fields first appear. A created record
 * (no `before`) lists every field it has; a removed field shows an empty `after`.
 */
export function auditDiff(
  entity: string,
  before: unknown,
  after: unknown,
  options: DiffOptions,
): FieldChange[] {
  const resolved: Required<DiffOptions> = { timeZone: 'Asia/Shanghai', ...options };
  const old = flatten(before);
  const next = flatten(after);
  const keys = [...new Set([...old.keys(), ...next.keys()])];
  const changes: FieldChange[] = [];
  for (const field of keys) {
    const label = labelOf(entity, field);
    const beforeText = formatValue(entity, field, old.get(field), resolved);
    const afterText = formatValue(entity, field, next.get(field), resolved);
    if (beforeText === afterText) continue;
    changes.push({ field, label, before: beforeText, after: afterText });
  }
  return changes;
}
