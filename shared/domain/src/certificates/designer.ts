import type { CertField, CertLayout } from './layout';

/** The scale at which a page of `width` points fits a canvas `available` pixels wide (never above 1). */
export function canvasScale(pageWidth: number, available: number): number {
  if (available <= 0 || pageWidth <= 0) return 1;
  return Math.min(1, available / pageWidth);
}

/** A field kept on the page: its corner clamped to [0, width] × [0, height] (a QR's whole square inside). */
export function clampField(field: CertField, layout: Pick<CertLayout, 'width' | 'height'>): CertField {
  const extent = field.kind === 'qr' ? field.size : 0;
  const clamp = (value: number, max: number) => Math.max(0, Math.min(Math.round(value), Math.max(0, max)));
  return { ...field, x: clamp(field.x, layout.width - extent), y: clamp(field.y, layout.height - extent) };
}

/** Where a field lands after being dragged by (dx, dy) screen pixels on a canvas drawn at `scale`. */
export function dragField(
  field: CertField,
  delta: { dx: number; dy: number },
  scale: number,
  layout: Pick<CertLayout, 'width' | 'height'>,
): CertField {
  return clampField({ ...field, x: field.x + delta.dx / scale, y: field.y + delta.dy / scale }, layout);
}

/** Arrow keys move the selected field by one point, or ten with Shift. */
export function nudgeField(
  field: CertField,
  key: string,
  big: boolean,
  layout: Pick<CertLayout, 'width' | 'height'>,
): CertField | null {
  const step = big ? 10 : 1;
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const move = moves[key];
  if (!move) return null;
  return clampField({ ...field, x: field.x + move[0], y: field.y + move[1] }, layout);
}
