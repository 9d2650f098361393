import PDFDocument from 'pdfkit';
import type { FoundationView } from '@zlota/shared/entities';
import { formatDatePl, formatDateTimePl } from '@zlota/shared/format';
import { addressLine, foundationLine } from '@zlota/shared/foundation-text';
import { FOUNDATION_MESSAGES } from '@zlota/shared/messages';
import { formatGrosze } from '@zlota/shared/money';
import type { PdfFoundation } from '../foundation/foundation-use-case.js';
import { PDF_FONT as FONT, PDF_FONT_BOLD as FONT_BOLD, toBuffer, writeText } from './pdf-text.js';

// The foundation's PDF documents for a donor: the confirmation of one donation and the summary of a tax year.
// Polish letters need an embedded font (DejaVu); what a donor typed is written by `writeText`, with Noto Sans SC and
// Noto Emoji for the characters DejaVu has no glyph for. The document's dates are the donation's, so the same donation
// always gives the same text.

/** The recipient as the document names it, from the foundation's record (issue 30); the demo's marked as an example. */
const recipient = ({ foundation, example }: FoundationView) =>
  foundation ? foundationLine(foundation) + (example ? ` ${FOUNDATION_MESSAGES.example}` : '') : FOUNDATION_MESSAGES.missing;

/** Issue 30: without the donor's name the document says what it is, rather than standing a sentence in for a name. */
const ANONYMOUS_TITLE = 'Anonimowe potwierdzenie darowizny';
const ANONYMOUS_NOTE = 'Potwierdzenie anonimowe: przy wpłacie nie podano imienia i nazwiska do potwierdzenia.';

export interface ConfirmedDonation {
  guid: string;
  /** What stayed with the foundation: the amount less any refund, in grosze. */
  amount: number;
  paidAt: number;
  charityTitle: string;
  donorName: string | null;
  /** The operator's own number of the payment, or the bank reference of a transfer entered by hand. */
  reference: string | null;
  manual: boolean;
}

export interface YearlySummary {
  year: number;
  donorName: string;
  donorEmail: string;
  donations: ConfirmedDonation[];
}

function newDocument(title: string, createdAt: number, { foundation }: FoundationView): PDFKit.PDFDocument {
  const info = { Title: title, CreationDate: new Date(createdAt), ...(foundation ? { Author: foundation.name } : {}) };
  const doc = new PDFDocument({ size: 'A4', margin: 56, info });
  doc.registerFont('regular', FONT);
  doc.registerFont('bold', FONT_BOLD);
  return doc;
}

/** The logo's box at the top left: as high as the letterhead's name and first lines. */
const LOGO_BOX: [number, number] = [160, 56];

/** The foundation's logo above its letterhead (issue 30), or nothing: the name below stands alone, as it did. */
function logo(doc: PDFKit.PDFDocument, image: Buffer | null) {
  if (!image) return;
  doc.image(image, doc.page.margins.left, doc.y, { fit: LOGO_BOX });
  doc.y += LOGO_BOX[1] + 8;
}

function header(doc: PDFKit.PDFDocument, title: string, { foundation, example, logo: image }: PdfFoundation) {
  logo(doc, image);
  if (foundation) {
    doc.font('bold').fontSize(11).text(foundation.name + (example ? ` ${FOUNDATION_MESSAGES.example}` : ''));
    doc.font('regular').fontSize(10).text(addressLine(foundation.address)).text(`KRS ${foundation.krs}, NIP ${foundation.nip}, REGON ${foundation.regon}`);
    doc.text(`${foundation.email}, tel. ${foundation.phone}`);
  } else {
    doc.font('regular').fontSize(10).text(FOUNDATION_MESSAGES.missing);
  }
  doc.moveDown(2).font('bold').fontSize(18).text(title, { align: 'center' }).moveDown(1.5);
}

function field(doc: PDFKit.PDFDocument, label: string, value: string) {
  doc.font('regular').fontSize(10).fillColor('#555555').text(label);
  writeText(doc.fontSize(12).fillColor('#000000'), value, 'bold').moveDown(0.6);
}

const howPaid = (donation: ConfirmedDonation) =>
  donation.manual
    ? 'Darowizna wpłacona bezpośrednio na rzecz Fundacji i zaksięgowana przez Fundację w serwisie Złota rybka.'
    : 'Darowizna przekazana bezgotówkowo, za pośrednictwem operatora płatności w serwisie Złota rybka.';

/** "Potwierdzenie darowizny": what a donor needs to deduct the donation (ustawa o PIT, art. 26 ust. 1 pkt 9). */
export function donationConfirmationPdf(donation: ConfirmedDonation, foundation: PdfFoundation): Promise<Buffer> {
  const title = donation.donorName ? 'Potwierdzenie darowizny' : ANONYMOUS_TITLE;
  const doc = newDocument(title, donation.paidAt, foundation);
  header(doc, title, foundation);
  field(doc, 'Obdarowany', recipient(foundation));
  if (donation.donorName) field(doc, 'Darczyńca', donation.donorName);
  else doc.font('regular').fontSize(10).text(ANONYMOUS_NOTE).moveDown(0.6);
  field(doc, 'Kwota darowizny', formatGrosze(donation.amount));
  field(doc, 'Data wpłaty', formatDateTimePl(donation.paidAt));
  field(doc, 'Cel darowizny', `Zbiórka „${donation.charityTitle}” prowadzona przez Fundację`);
  field(doc, 'Numer wpłaty', donation.guid);
  if (donation.reference) field(doc, donation.manual ? 'Numer referencyjny przelewu' : 'Numer transakcji u operatora płatności', donation.reference);
  doc.moveDown().font('regular').fontSize(10).text(howPaid(donation));
  doc
    .moveDown()
    .text(
      `${foundation.foundation?.name ?? 'Fundacja'} potwierdza otrzymanie powyższej darowizny na cele statutowe. Dokument wystawiono elektronicznie w serwisie Złota rybka; nie wymaga podpisu.`,
    );
  return toBuffer(doc);
}

/** The donations of one donor in one tax year, each with its date, fundraiser and number, and their sum. */
export function yearlySummaryPdf(summary: YearlySummary, foundation: PdfFoundation): Promise<Buffer> {
  const doc = newDocument(`Podsumowanie darowizn za rok ${summary.year}`, Date.UTC(summary.year + 1, 0, 1), foundation);
  header(doc, `Podsumowanie darowizn za rok ${summary.year}`, foundation);
  field(doc, 'Obdarowany', recipient(foundation));
  field(doc, 'Darczyńca', `${summary.donorName} (${summary.donorEmail})`);
  const total = summary.donations.reduce((sum, donation) => sum + donation.amount, 0);
  field(doc, 'Suma darowizn', `${formatGrosze(total)} (liczba wpłat: ${summary.donations.length})`);
  doc.moveDown().font('bold').fontSize(11).text('Wpłaty');
  if (summary.donations.length === 0) doc.font('regular').fontSize(10).text(`W roku ${summary.year} nie zaksięgowaliśmy Twoich wpłat.`);
  for (const donation of summary.donations) {
    writeText(doc.moveDown(0.4).fontSize(10), `${formatDatePl(donation.paidAt)}  ${formatGrosze(donation.amount)}  zbiórka „${donation.charityTitle}”`, 'regular');
    doc.fontSize(8).fillColor('#555555').text(`Numer wpłaty: ${donation.guid}`).fillColor('#000000');
  }
  doc
    .moveDown()
    .fontSize(10)
    .text('Wszystkie wpłaty przekazano bezgotówkowo w serwisie Złota rybka. Potwierdzenie każdej z nich można pobrać w zakładce Konto.');
  return toBuffer(doc);
}
