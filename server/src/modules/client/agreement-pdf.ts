import type { ClientAgreementDetail } from '@pm/domain/shapes/client-cert';
import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { documentWithCjkFont } from '../certificates/pdf';

/** The words the PDF prints, in the reader's language (the caller takes them from the server's texts). */
export interface AgreementPdfWords {
  title: string;
  status: string;
  labels: Record<
    | 'number'
    | 'project'
    | 'partyA'
    | 'partyB'
    | 'signedDate'
    | 'term'
    | 'totalAmount'
    | 'status'
    | 'clauses'
    | 'instalments'
    | 'reportItems'
    | 'none',
    string
  >;
  instalment: (seq: number, date: string, amount: string, reportSeq: number | null) => string;
  reportItem: (seq: number, title: string, dueDate: string) => string;
  money: (amount: string) => string;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const INK = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.4, 0.4, 0.4);

/** Lines of text on A4 pages, top to bottom, a new page when one is full. */
class Writer {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
  ) {
    this.page = doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  private room(height: number) {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  /** Breaks a text to the width, character by character (CJK has no spaces to break at). */
  private wrap(text: string, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let line = '';
      for (const char of paragraph) {
        if (line !== '' && this.font.widthOfTextAtSize(line + char, size) > width) {
          lines.push(line);
          line = '';
        }
        line += char;
      }
      lines.push(line);
    }
    return lines;
  }

  text(text: string, { size = 11, indent = 0, color = INK, center = false } = {}) {
    const width = A4.width - 2 * MARGIN - indent;
    for (const line of this.wrap(text, size, width)) {
      this.room(size * 1.6);
      this.y -= size * 1.6;
      const x = center ? (A4.width - this.font.widthOfTextAtSize(line, size)) / 2 : MARGIN + indent;
      this.page.drawText(line, { x, y: this.y, size, font: this.font, color });
    }
  }

  gap(height = 8) {
    this.y -= height;
  }
}

/** The agreement as the beneficiary reads it: its terms, clauses and schedules, nothing of staff's workflow. */
export async function renderAgreementPdf(
  agreement: ClientAgreementDetail,
  words: AgreementPdfWords,
): Promise<Uint8Array> {
  const { doc, font } = await documentWithCjkFont(`${words.title} ${agreement.number}`);
  const out = new Writer(doc, font);
  const { labels } = words;
  out.text(words.title, { size: 20, center: true });
  out.text(agreement.number, { size: 10, center: true, color: MUTED });
  out.gap(12);
  const facts: [string, string][] = [
    [labels.project, agreement.projectName],
    [labels.partyA, agreement.partyA],
    [labels.partyB, agreement.partyB],
    [labels.signedDate, agreement.signedDate],
    [labels.term, `${agreement.effectiveDate} ~ ${agreement.expiryDate}`],
    [labels.totalAmount, words.money(agreement.totalAmount)],
    [labels.status, words.status],
  ];
  for (const [label, value] of facts) out.text(`${label}: ${value}`);
  const section = (title: string, lines: string[]) => {
    out.gap(10);
    out.text(title, { size: 14 });
    if (lines.length === 0) out.text(labels.none, { indent: 12, color: MUTED });
    for (const line of lines) out.text(line, { indent: 12 });
  };
  out.gap(10);
  out.text(labels.clauses, { size: 14 });
  if (agreement.clauses.length === 0) out.text(labels.none, { indent: 12, color: MUTED });
  agreement.clauses.forEach((clause, index) => {
    out.text(`${index + 1}. ${clause.title}`, { indent: 12 });
    out.text(clause.content, { indent: 24, size: 10 });
  });
  section(
    labels.instalments,
    agreement.instalments.map((row) =>
      words.instalment(row.seq, row.plannedDate, words.money(row.amount), row.reportSeq),
    ),
  );
  section(
    labels.reportItems,
    agreement.reportItems.map((row) => words.reportItem(row.seq, row.title, row.dueDate)),
  );
  return doc.save();
}
