import { Type, type Static } from 'typebox';

/** Who a certificate is given to: each kind of recipient the back office keeps. */
export const CERT_RECIPIENT_TYPES = ['volunteer', 'supporter', 'beneficiary', 'partner'] as const;
export type CertRecipientType = (typeof CERT_RECIPIENT_TYPES)[number];

/** What can be placed on a certificate; each at most once. */
export const CERT_FIELD_KINDS = ['name', 'project', 'hours', 'amount', 'date', 'number', 'qr'] as const;
export type CertFieldKind = (typeof CERT_FIELD_KINDS)[number];

export const CERT_ALIGNS = ['left', 'center', 'right'] as const;

/** The page, in PDF points (1/72 inch): A4 landscape by default, from A6 to A3 either way. */
export const PAGE_MIN = 280;
export const PAGE_MAX = 1200;
export const FONT_MIN = 6;
export const FONT_MAX = 96;
export const QR_MIN = 40;
export const QR_MAX = 300;
export const A4_LANDSCAPE = { width: 842, height: 595 } as const;

/**
 * One placed field. `x`/`y` are the top-left corner measured from the page's top-left corner (as the designer
 * draws it; the PDF renderer turns it upside down). `size` is the font size of a text field and the side of the QR.
 */
export const CertFieldSchema = Type.Object(
  {
    kind: Type.Enum(CERT_FIELD_KINDS),
    x: Type.Integer({ minimum: 0, maximum: PAGE_MAX }),
    y: Type.Integer({ minimum: 0, maximum: PAGE_MAX }),
    size: Type.Integer({ minimum: FONT_MIN, maximum: QR_MAX }),
    align: Type.Optional(Type.Enum(CERT_ALIGNS)),
    color: Type.Optional(Type.String({ pattern: '^#[0-9a-fA-F]{6}$' })),
  },
  { additionalProperties: false },
);
export type CertField = Static<typeof CertFieldSchema>;

export const CertLayoutSchema = Type.Object(
  {
    width: Type.Integer({ minimum: PAGE_MIN, maximum: PAGE_MAX }),
    height: Type.Integer({ minimum: PAGE_MIN, maximum: PAGE_MAX }),
    fields: Type.Array(CertFieldSchema, { maxItems: CERT_FIELD_KINDS.length }),
  },
  { additionalProperties: false },
);
export type CertLayout = Static<typeof CertLayoutSchema>;

/** Fields that only mean something for some recipients: hours for volunteers, an amount for supporters. */
const FIELD_RECIPIENTS: Partial<Record<CertFieldKind, readonly CertRecipientType[]>> = {
  hours: ['volunteer'],
  amount: ['supporter'],
};

export const fieldAllowedFor = (kind: CertFieldKind, recipientType: CertRecipientType): boolean =>
  FIELD_RECIPIENTS[kind]?.includes(recipientType) ?? true;

/** Why a layout cannot be saved: a message key (`cert.layout.<code>`) and the field's index (null: the layout). */
export interface LayoutProblem {
  code: 'nameMissing' | 'duplicate' | 'outside' | 'notForRecipient' | 'fontSize' | 'qrSize';
  index: number | null;
  kind?: CertFieldKind;
}

/**
 * What the shape alone cannot say: the recipient's name is placed, no field twice, each field's size fits its
 * kind, each field starts on the page (a QR also ends on it) and suits the recipient type. The designer shows
 * these under the field; the server refuses the save with the same list.
 */
export function layoutProblems(layout: CertLayout, recipientType: CertRecipientType): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  if (!layout.fields.some((field) => field.kind === 'name'))
    problems.push({ code: 'nameMissing', index: null });
  const seen = new Set<CertFieldKind>();
  layout.fields.forEach((field, index) => {
    const at = { index, kind: field.kind };
    if (seen.has(field.kind)) problems.push({ code: 'duplicate', ...at });
    seen.add(field.kind);
    if (field.kind === 'qr' && (field.size < QR_MIN || field.size > QR_MAX)) {
      problems.push({ code: 'qrSize', ...at });
    }
    if (field.kind !== 'qr' && field.size > FONT_MAX) problems.push({ code: 'fontSize', ...at });
    const extent = field.kind === 'qr' ? field.size : 0;
    if (field.x + extent > layout.width || field.y + extent > layout.height) {
      problems.push({ code: 'outside', ...at });
    }
    if (!fieldAllowedFor(field.kind, recipientType)) problems.push({ code: 'notForRecipient', ...at });
  });
  return problems;
}

/** A new template's layout: the name in the middle, the number, date and QR below. */
export function defaultLayout(recipientType: CertRecipientType): CertLayout {
  const { width, height } = A4_LANDSCAPE;
  const fields: CertField[] = [
    { kind: 'name', x: width / 2, y: 250, size: 32, align: 'center' },
    { kind: 'project', x: width / 2, y: 310, size: 18, align: 'center' },
    { kind: 'number', x: 60, y: 530, size: 12 },
    { kind: 'date', x: 60, y: 550, size: 12 },
    { kind: 'qr', x: 700, y: 430, size: 100 },
  ];
  if (recipientType === 'volunteer')
    fields.push({ kind: 'hours', x: width / 2, y: 350, size: 16, align: 'center' });
  if (recipientType === 'supporter')
    fields.push({ kind: 'amount', x: width / 2, y: 350, size: 16, align: 'center' });
  return { width, height, fields };
}
