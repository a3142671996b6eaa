import { Value } from 'typebox/value';
import { canvasScale, clampField, dragField, nudgeField } from './designer';
import { CertLayoutSchema, defaultLayout, layoutProblems, type CertLayout } from './layout';
import { certificateNumber, maskName } from './number';
import { CertTemplateBody } from './shapes';

const page = { width: 842, height: 595 };

describe('certificate layout schema', () => {
  it('accepts the default layout of every recipient type', () => {
    for (const type of ['volunteer', 'supporter', 'beneficiary', 'partner'] as const) {
      const layout = defaultLayout(type);
      expect(Value.Check(CertLayoutSchema, layout)).toBe(true);
      expect(layoutProblems(layout, type)).toEqual([]);
    }
  });

  it('refuses unknown kinds, extra properties, fractions and pages out of range', () => {
    const ok = defaultLayout('volunteer');
    expect(Value.Check(CertLayoutSchema, { ...ok, fields: [{ kind: 'mobile', x: 1, y: 1, size: 12 }] })).toBe(
      false,
    );
    expect(Value.Check(CertLayoutSchema, { ...ok, fields: [{ kind: 'name', x: 1.5, y: 1, size: 12 }] })).toBe(
      false,
    );
    expect(Value.Check(CertLayoutSchema, { ...ok, extra: 1 })).toBe(false);
    expect(Value.Check(CertLayoutSchema, { ...ok, width: 100 })).toBe(false);
    expect(
      Value.Check(CertLayoutSchema, {
        ...ok,
        fields: [{ kind: 'name', x: 1, y: 1, size: 12, color: 'red' }],
      }),
    ).toBe(false);
  });

  it('names what the shape cannot say', () => {
    const layout: CertLayout = {
      ...page,
      fields: [
        { kind: 'project', x: 10, y: 10, size: 12 },
        { kind: 'project', x: 10, y: 40, size: 12 },
        { kind: 'qr', x: 800, y: 10, size: 100 },
        { kind: 'amount', x: 10, y: 70, size: 120 },
      ],
    };
    expect(layoutProblems(layout, 'volunteer')).toEqual([
      { code: 'nameMissing', index: null },
      { code: 'duplicate', index: 1, kind: 'project' },
      { code: 'outside', index: 2, kind: 'qr' },
      { code: 'fontSize', index: 3, kind: 'amount' },
      { code: 'notForRecipient', index: 3, kind: 'amount' },
    ]);
    expect(
      layoutProblems(
        {
          ...page,
          fields: [
            { kind: 'name', x: 0, y: 0, size: 12 },
            { kind: 'qr', x: 0, y: 0, size: 20 },
          ],
        },
        'partner',
      ),
    ).toEqual([{ code: 'qrSize', index: 1, kind: 'qr' }]);
  });

  it('checks a whole template body: prefix, digits, nullable images', () => {
    const body = {
      name: '志愿服务证书',
      recipientType: 'volunteer',
      issuerName: '示例基金会',
      prefix: 'ZY',
      digits: 4,
      backgroundFileId: null,
      sealFileId: 3,
      signatureFileId: null,
      layout: defaultLayout('volunteer'),
      enabled: true,
    };
    expect(Value.Check(CertTemplateBody, body)).toBe(true);
    expect(Value.Check(CertTemplateBody, { ...body, prefix: 'zy' })).toBe(false);
    expect(Value.Check(CertTemplateBody, { ...body, digits: 2 })).toBe(false);
    expect(Value.Check(CertTemplateBody, { ...body, recipientType: 'donor' })).toBe(false);
  });
});

describe('certificate numbers', () => {
  it('is prefix, year and the zero-padded sequence', () => {
    expect(certificateNumber('ZY', 2026, 1, 4)).toBe('ZY-2026-0001');
    expect(certificateNumber('CERT1', 2026, 123, 3)).toBe('CERT1-2026-123');
    expect(certificateNumber('ZY', 2026, 12345, 4)).toBe('ZY-2026-12345');
  });

  it('refuses a bad prefix, year, sequence or width', () => {
    expect(() => certificateNumber('zy', 2026, 1, 4)).toThrow(RangeError);
    expect(() => certificateNumber('ZY', 26, 1, 4)).toThrow(RangeError);
    expect(() => certificateNumber('ZY', 2026, 0, 4)).toThrow(RangeError);
    expect(() => certificateNumber('ZY', 2026, 1, 9)).toThrow(RangeError);
  });

  it('masks names for the public page', () => {
    expect(maskName('张三')).toBe('张*');
    expect(maskName('张三丰')).toBe('张*丰');
    expect(maskName('欧阳娜娜')).toBe('欧**娜');
    expect(maskName('Alice')).toBe('A***e');
    expect(maskName('李')).toBe('*');
  });
});

describe('designer coordinates', () => {
  const name = { kind: 'name' as const, x: 100, y: 100, size: 20 };

  it('fits the page into the canvas, never enlarging it', () => {
    expect(canvasScale(842, 421)).toBe(0.5);
    expect(canvasScale(842, 2000)).toBe(1);
    expect(canvasScale(842, 0)).toBe(1);
  });

  it('turns a drag in screen pixels into page points and keeps the field on the page', () => {
    expect(dragField(name, { dx: 50, dy: -20 }, 0.5, page)).toMatchObject({ x: 200, y: 60 });
    expect(dragField(name, { dx: -1000, dy: 5000 }, 0.5, page)).toMatchObject({ x: 0, y: 595 });
    const qr = { kind: 'qr' as const, x: 700, y: 400, size: 100 };
    expect(dragField(qr, { dx: 500, dy: 500 }, 1, page)).toMatchObject({ x: 742, y: 495 });
  });

  it('moves the selected field with the arrow keys', () => {
    expect(nudgeField(name, 'ArrowRight', false, page)).toMatchObject({ x: 101, y: 100 });
    expect(nudgeField(name, 'ArrowUp', true, page)).toMatchObject({ x: 100, y: 90 });
    expect(nudgeField(name, 'Enter', false, page)).toBeNull();
    expect(clampField({ ...name, x: -3.4 }, page).x).toBe(0);
  });
});
