import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { canvasScale, dragField, nudgeField } from '@pm/domain/certificates/designer';
import type { CertField, CertLayout } from '@pm/domain/certificates/layout';
import { NS } from '../../locale';

interface CanvasProps {
  layout: CertLayout;
  background: string | null;
  number: string;
  selected: number | null;
  onSelect: (index: number) => void;
  onMove: (index: number, field: CertField) => void;
}

/** The container's width in pixels, measured again whenever the window is resized. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setWidth(element.clientWidth);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return [ref, width] as const;
}

const ANCHOR = { left: '0', center: '-50%', right: '-100%' } as const;

/**
 * The page drawn at a scale that fits its column, each field at its place with sample data. A field moves by
 * dragging (pointer: mouse, pen or touch) or, once focused, by the arrow keys (Shift: ten points).
 */
export function DesignerCanvas({ layout, background, number, selected, onSelect, onMove }: CanvasProps) {
  const { t } = useTranslation([NS, 'common']);
  const [ref, available] = useWidth();
  const scale = canvasScale(layout.width, available || layout.width);
  const drag = useRef<{ index: number; x: number; y: number; field: CertField } | null>(null);

  const start = (index: number, event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { index, x: event.clientX, y: event.clientY, field: layout.fields[index]! };
    onSelect(index);
  };
  const move = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current) return;
    const delta = { dx: event.clientX - current.x, dy: event.clientY - current.y };
    onMove(current.index, dragField(current.field, delta, scale, layout));
  };
  const key = (index: number, event: KeyboardEvent<HTMLButtonElement>) => {
    const next = nudgeField(layout.fields[index]!, event.key, event.shiftKey, layout);
    if (!next) return;
    event.preventDefault();
    onMove(index, next);
  };

  return (
    <div ref={ref} style={{ width: '100%' }}>
      <div
        data-testid="cert-canvas"
        style={{
          position: 'relative',
          width: layout.width * scale,
          height: layout.height * scale,
          border: '1px solid var(--color-border-2)',
          background: background ? `center / 100% 100% no-repeat url(${background})` : '#fff',
          overflow: 'hidden',
          touchAction: 'none',
        }}
      >
        {layout.fields.map((field, index) => {
          const isQr = field.kind === 'qr';
          return (
            <button
              type="button"
              key={field.kind}
              aria-label={t('certDesigner.moveField', { field: t(`certDesigner.kind.${field.kind}`) })}
              aria-pressed={selected === index}
              onPointerDown={(event) => start(index, event)}
              onPointerMove={move}
              onPointerUp={() => (drag.current = null)}
              onKeyDown={(event) => key(index, event)}
              onFocus={() => onSelect(index)}
              style={{
                position: 'absolute',
                left: field.x * scale,
                top: field.y * scale,
                transform: isQr ? undefined : `translateX(${ANCHOR[field.align ?? 'left']})`,
                width: isQr ? field.size * scale : undefined,
                height: isQr ? field.size * scale : undefined,
                fontSize: Math.max(6, field.size * scale),
                lineHeight: 1,
                color: field.color ?? '#000',
                whiteSpace: 'nowrap',
                padding: 0,
                cursor: 'move',
                background: isQr
                  ? 'repeating-conic-gradient(#000 0 25%, #fff 0 50%) 0 0 / 20% 20%'
                  : 'transparent',
                border: selected === index ? '1px dashed rgb(var(--primary-6))' : '1px dashed transparent',
              }}
            >
              {isQr ? null : t(`certDesigner.sample.${field.kind}`, { number })}
            </button>
          );
        })}
      </div>
    </div>
  );
}
