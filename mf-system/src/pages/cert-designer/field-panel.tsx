import Checkbox from '@arco-design/web-react/es/Checkbox';
import InputNumber from '@arco-design/web-react/es/InputNumber';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import {
  CERT_FIELD_KINDS,
  PAGE_MAX,
  QR_MAX,
  fieldAllowedFor,
  type CertField,
  type CertFieldKind,
  type CertLayout,
  type CertRecipientType,
} from '@pm/domain/certificates/layout';
import { NS } from '../../locale';

const DEFAULT_SIZE: Record<CertFieldKind, number> = {
  name: 32,
  project: 18,
  hours: 16,
  amount: 16,
  date: 12,
  number: 12,
  qr: 100,
};

/** Which fields are placed, and each one's x, y and size as numbers (the keyboard way to place them). */
export function FieldPanel({
  layout,
  recipientType,
  selected,
  onChange,
}: {
  layout: CertLayout;
  recipientType: CertRecipientType;
  selected: number | null;
  onChange: (fields: CertField[]) => void;
}) {
  const { t } = useTranslation([NS, 'common']);
  const kinds = CERT_FIELD_KINDS.filter((kind) => fieldAllowedFor(kind, recipientType));
  const toggle = (kind: CertFieldKind, on: boolean) =>
    onChange(
      on
        ? [...layout.fields, { kind, x: 40, y: 40, size: DEFAULT_SIZE[kind] }]
        : layout.fields.filter((field) => field.kind !== kind),
    );
  const set = (kind: CertFieldKind, change: Partial<CertField>) =>
    onChange(layout.fields.map((field) => (field.kind === kind ? { ...field, ...change } : field)));
  return (
    <div role="group" aria-label={t('certDesigner.fields')}>
      {kinds.map((kind) => {
        const index = layout.fields.findIndex((field) => field.kind === kind);
        const field = layout.fields[index];
        const label = t(`certDesigner.kind.${kind}`);
        const number = (name: 'x' | 'y' | 'size', max: number) => (
          <InputNumber
            aria-label={`${label} ${t(`certDesigner.${name}`)}`}
            prefix={t(`certDesigner.${name}`)}
            value={field?.[name]}
            min={0}
            max={max}
            precision={0}
            style={{ width: 120 }}
            onChange={(value) => value !== undefined && set(kind, { [name]: Math.round(value) })}
          />
        );
        return (
          <Space
            key={kind}
            wrap
            style={{
              display: 'flex',
              padding: 4,
              background: index === selected && index >= 0 ? 'var(--color-fill-2)' : undefined,
            }}
          >
            <Checkbox
              checked={field !== undefined}
              onChange={(on: boolean) => toggle(kind, on)}
              style={{ width: 110 }}
            >
              {label}
            </Checkbox>
            {field && (
              <>
                {number('x', PAGE_MAX)}
                {number('y', PAGE_MAX)}
                {number('size', QR_MAX)}
              </>
            )}
          </Space>
        );
      })}
    </div>
  );
}
