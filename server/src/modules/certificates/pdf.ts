import { EventEmitter } from 'node:events';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as fontkit from 'fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import type { Fontkit } from 'pdf-lib/cjs/types/fontkit';
import QRCode from 'qrcode';
import type { CertField, CertLayout } from '@pm/domain/certificates/layout';
import { serverRoot } from '../../paths';

/**
 * Noto Sans SC (Noto Sans Hans, OFL-1.1) from the `@embedpdf/fonts-sc` package: a single-file Simplified Chinese
 * OpenType font, embedded as a subset of the glyphs each certificate uses (a few tens of KB per PDF).
 */
const FONT_PATH = join(serverRoot, 'node_modules/@embedpdf/fonts-sc/fonts/NotoSansHans-Regular.otf');
let fontBytes: Promise<Buffer> | null = null;
const loadFont = () => (fontBytes ??= readFile(FONT_PATH));

interface Subset {
  encode(): Uint8Array;
  encodeStream?: () => EventEmitter;
}
interface Font {
  createSubset(): Subset;
}

/**
 * pdf-lib's own fontkit fork (1.x) writes broken CFF subsets (viewers cannot draw CJK OpenType fonts), and fontkit 2
 * subsets them correctly but encodes in one call where pdf-lib reads a stream: this adapter gives pdf-lib the stream.
 */
let parsed: { bytes: Uint8Array; font: Font } | null = null;
const fontkitForPdfLib = {
  create(bytes: Uint8Array) {
    // Parsing the 8 MB font takes a while: the one font is parsed once per process.
    if (parsed?.bytes === bytes) return parsed.font;
    const font = fontkit.create(bytes) as Font;
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const subset = createSubset();
      subset.encodeStream = () => {
        const stream = new EventEmitter();
        queueMicrotask(() => {
          try {
            stream.emit('data', subset.encode());
            stream.emit('end');
          } catch (error) {
            stream.emit('error', error);
          }
        });
        return stream;
      };
      return subset;
    };
    parsed = { bytes, font };
    return font;
  },
} as unknown as Fontkit;

/** What each text field prints, already in words (the caller formats hours, amounts and dates). */
export type FieldTexts = Partial<Record<Exclude<CertField['kind'], 'qr'>, string>>;

export interface CertificateArt {
  layout: CertLayout;
  texts: FieldTexts;
  verifyUrl: string;
  background?: Uint8Array | null;
  seal?: Uint8Array | null;
  signature?: Uint8Array | null;
  title: string;
}

async function embedImage(doc: PDFDocument, bytes: Uint8Array): Promise<PDFImage | null> {
  const isPng = bytes[0] === 0x89 && bytes[1] === 0x50;
  const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
  if (isPng) return doc.embedPng(bytes);
  if (isJpeg) return doc.embedJpg(bytes);
  return null;
}

const colorOf = (hex = '#000000') =>
  rgb(
    parseInt(hex.slice(1, 3), 16) / 255,
    parseInt(hex.slice(3, 5), 16) / 255,
    parseInt(hex.slice(5, 7), 16) / 255,
  );

function drawField(page: PDFPage, font: PDFFont, field: CertField, text: string, height: number) {
  const width = font.widthOfTextAtSize(text, field.size);
  const shift = field.align === 'center' ? width / 2 : field.align === 'right' ? width : 0;
  // The designer's y is the top of the line; PDF's origin is the page's bottom-left corner.
  page.drawText(text, {
    x: field.x - shift,
    y: height - field.y - field.size,
    size: field.size,
    font,
    color: colorOf(field.color),
  });
}

/**
 * A new PDF with the CJK font embedded (a subset of the glyphs drawn): certificates, and the other PDFs the server
 * writes (the client portal's agreements).
 */
export async function documentWithCjkFont(title: string): Promise<{ doc: PDFDocument; font: PDFFont }> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkitForPdfLib);
  doc.setTitle(title);
  doc.setProducer('pm certificates');
  const font = await doc.embedFont(await loadFont(), { subset: true });
  return { doc, font };
}

/** Renders a certificate to a PDF: background, placed texts, QR to the verify page, seal and signature. */
export async function renderCertificatePdf(art: CertificateArt): Promise<Uint8Array> {
  const { layout } = art;
  const { doc, font } = await documentWithCjkFont(art.title);
  const page = doc.addPage([layout.width, layout.height]);
  const background = art.background ? await embedImage(doc, art.background) : null;
  if (background) page.drawImage(background, { x: 0, y: 0, width: layout.width, height: layout.height });
  for (const field of layout.fields) {
    if (field.kind === 'qr') {
      const png = await QRCode.toBuffer(art.verifyUrl, { type: 'png', margin: 1, width: field.size * 2 });
      const image = await doc.embedPng(png);
      page.drawImage(image, {
        x: field.x,
        y: layout.height - field.y - field.size,
        width: field.size,
        height: field.size,
      });
      continue;
    }
    const text = art.texts[field.kind];
    if (text) drawField(page, font, field, text, layout.height);
  }
  const stamp = async (bytes: Uint8Array | null | undefined, x: number) => {
    const image = bytes ? await embedImage(doc, bytes) : null;
    if (image) page.drawImage(image, { x, y: 40, width: 120, height: 120 });
  };
  await stamp(art.signature, layout.width / 2 - 160);
  await stamp(art.seal, layout.width / 2 + 40);
  return doc.save();
}
