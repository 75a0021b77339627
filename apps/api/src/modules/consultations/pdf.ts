import type { Color, PDFFont, PDFPage } from 'pdf-lib';

/** What a signed e-prescription shows: the Telemedicine Practice Guidelines 2020's format (Annexure 2). */
export interface PrescriptionSnapshot {
  orderId: number;
  doctor: { name: string; qualification: string; registrationNumber: string; council: string; demo: boolean };
  patient: { name: string; age: number; gender: string; accompanyingAdult: string | null };
  consultedAt: string;
  callMode: 1 | 2;
  diagnosis: string;
  advice: string;
  lines: {
    position: number;
    productId: number;
    name: string;
    list: 'O' | 'A' | 'B';
    dose: string;
    frequency: string;
    durationDays: number;
    instructions: string;
  }[];
  signedAt: string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** The standard fonts write Windows-1252 only: anything else (a name in Devanagari) is shown as '?', never dropped silently. */
const printable = (text: string) =>
  text
    .normalize('NFC')
    .replace(/\u20b9/g, 'Rs.')
    .replace(/[^\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022]/g, '?');

/** Splits `text` into lines no wider than `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  for (const paragraph of printable(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
      else {
        out.push(line);
        line = word;
      }
    }
    out.push(line);
  }
  return out;
}

/** The e-prescription as a one- or two-page A4 PDF, signed by its SHA-256 as the page shows. */
export async function prescriptionPdf(p: PrescriptionSnapshot, signature: string): Promise<Buffer> {
  // Loaded when the first prescription is signed: a store that never signs one never holds the library (decision 069).
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const ink = rgb(0.1, 0.12, 0.15);
  const muted = rgb(0.35, 0.38, 0.42);
  const brand = rgb(0.04, 0.35, 0.45);
  const doc = await PDFDocument.create();
  doc.setTitle(`E-prescription ${p.orderId}`);
  doc.setAuthor(printable(p.doctor.name));
  doc.setCreator('Dawa');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const width = A4[0] - 2 * MARGIN;

  const text = (value: string, opts: { size?: number; font?: PDFFont; color?: Color; x?: number; gap?: number } = {}) => {
    const size = opts.size ?? 10;
    const font = opts.font ?? regular;
    for (const line of wrap(value, font, size, width - ((opts.x ?? MARGIN) - MARGIN))) {
      if (y < MARGIN + 40) {
        page = doc.addPage(A4);
        y = A4[1] - MARGIN;
      }
      page.drawText(line, { x: opts.x ?? MARGIN, y, size, font, color: opts.color ?? ink });
      y -= size + (opts.gap ?? 4);
    }
  };
  const rule = () => {
    page.drawLine({ start: { x: MARGIN, y: y + 4 }, end: { x: A4[0] - MARGIN, y: y + 4 }, thickness: 0.6, color: muted });
    y -= 10;
  };

  text('Dawa - online consultation', { size: 9, color: brand, font: bold });
  text(p.doctor.name, { size: 16, font: bold, gap: 6 });
  text(p.doctor.qualification, { size: 10 });
  text(`Registration no. ${p.doctor.registrationNumber}, ${p.doctor.council}`, { size: 10, color: muted });
  if (p.doctor.demo)
    text('DEMONSTRATION PROFILE - not a real registered practitioner; this is not a valid prescription.', {
      size: 9,
      font: bold,
      color: rgb(0.7, 0.1, 0.1),
    });
  y -= 6;
  rule();
  text(`Patient: ${p.patient.name}    Age: ${p.patient.age}    Gender: ${p.patient.gender}`, { font: bold });
  if (p.patient.accompanyingAdult) text(`Consulted with ${p.patient.accompanyingAdult} present (patient under 18)`, { color: muted });
  text(`Date: ${DATE.format(new Date(p.signedAt))}    Consultation #${p.orderId} by ${p.callMode === 2 ? 'video' : 'audio'}`, {
    color: muted,
  });
  y -= 4;
  rule();
  text('Diagnosis / provisional diagnosis', { size: 9, color: muted });
  text(p.diagnosis, { size: 11, font: bold, gap: 8 });
  text('Rx', { size: 14, font: bold, color: brand, gap: 6 });
  if (p.lines.length === 0) text('No medicines prescribed.', { color: muted });
  for (const line of p.lines) {
    text(`${line.position}. ${line.name}`, { font: bold });
    text(
      `${line.dose}, ${line.frequency}, for ${line.durationDays} day${line.durationDays === 1 ? '' : 's'}${line.instructions ? ` - ${line.instructions}` : ''}`,
      { x: MARGIN + 14, gap: 7 },
    );
  }
  if (p.advice) {
    y -= 4;
    text('Advice', { size: 9, color: muted });
    text(p.advice, { gap: 8 });
  }
  y -= 10;
  rule();
  text(`Signed electronically by ${p.doctor.name} on ${new Date(p.signedAt).toISOString()}`, { size: 9 });
  text(`Signature (SHA-256 of this prescription): ${signature}`, { size: 7, color: muted });
  text('Issued under the Telemedicine Practice Guidelines 2020. A pharmacist checks it before the medicines are dispensed.', {
    size: 8,
    color: muted,
  });
  return Buffer.from(await doc.save());
}
