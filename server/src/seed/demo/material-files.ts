import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/**
 * The demo archive's files: small real documents made from a few words, so the demo has scans to preview and
 * download without shipping binaries. The same words make the same bytes at every start (their sha256 is the
 * storage key under `demo/`), so the rows the seed writes once and the bytes each start writes agree.
 */
export interface DemoFile {
  name: string;
  mime: 'application/pdf' | 'image/png';
  bytes: Buffer;
  sha256: string;
  storageKey: string;
}

/** A one-page A4 PDF showing `lines` (ASCII: the built-in font has no CJK glyphs). */
function pdf(lines: readonly string[]): Buffer {
  const escape = (line: string) => line.replace(/[\\()]/g, (char) => `\\${char}`);
  const text = lines.map((line, index) => `${index === 0 ? '' : '0 -24 Td '}(${escape(line)}) Tj`).join(' ');
  const content = `BT /F1 16 Tf 72 760 Td ${text} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const CRC_TABLE = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A 160 × 120 picture: a sky of `colour` over a green field, so each photo looks different. */
function png(colour: readonly [number, number, number]): Buffer {
  const width = 160;
  const height = 120;
  const rows = Array.from({ length: height }, (_, y) => {
    const pixel = y < height * 0.6 ? colour : ([76, 153, 76] as const);
    return Buffer.from([0, ...Array.from({ length: width }, () => pixel).flat()]);
  });
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function stored(name: string, mime: DemoFile['mime'], bytes: Buffer): DemoFile {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return { name, mime, bytes, sha256, storageKey: `demo/${sha256}` };
}

/** A demo PDF named `name` whose page reads `lines`. */
export const demoPdf = (name: string, lines: readonly string[]) =>
  stored(name, 'application/pdf', pdf(lines));

/** A demo photo named `name`. */
export const demoPng = (name: string, colour: readonly [number, number, number]) =>
  stored(name, 'image/png', png(colour));
