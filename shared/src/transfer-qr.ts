// Issue 34: the QR code a Polish banking app scans to fill in a transfer, as the Polish Bank Association (ZBP)
// recommends it ("Rekomendacja Związku Banków Polskich dotycząca kodu dwuwymiarowego („2D”), umożliwiającego
// realizację polecenia przelewu oraz aktywację usług bankowych na rynku polskim", version 1.0): UTF-8 text of fields
// separated by `|`, drawn as a QR code with error correction level L.
import { compactIban } from './foundation-numbers.js';

/** What a transfer's QR code says. */
export interface TransferQrInput {
  /** The recipient's NIP, 10 digits (empty for a recipient without one). */
  nip: string;
  /** The recipient's Polish account: `PL` and 26 digits, spaces allowed. */
  iban: string;
  /** In grosze; 0 lets the donor type the amount. */
  amountGrosze: number;
  recipient: string;
  title: string;
}

/** The recommendation's field lengths: the recipient's name up to 20 characters, the title up to 32, the amount 6 digits. */
export const ZBP_RECIPIENT_MAX = 20;
export const ZBP_TITLE_MAX = 32;
const ZBP_AMOUNT_DIGITS = 6;
/** The largest amount 6 digits of grosze hold: 9 999,99 zł. */
export const ZBP_AMOUNT_MAX = 10 ** ZBP_AMOUNT_DIGITS - 1;

/**
 * A field's text as the code may carry it: the separator and control characters out, dashes as a hyphen (banking
 * apps read a plain character set), spaces folded, cut to the field's length at a whole character.
 */
function field(text: string, max: number): string {
  const plain = text
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[|\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(plain).slice(0, max).join('').trimEnd();
}

/**
 * The text of the QR code: NIP | country (PL) | account (26 digits) | amount in grosze (6 digits) | recipient's name |
 * title | three reserved fields (the direct debit's customer id, Invoobill's id, reserved), left empty. An amount above
 * 9 999,99 zł does not fit the field: it goes as 000000, and the donor types it in.
 */
export function transferQrText(input: TransferQrInput): string {
  const account = compactIban(input.iban).replace(/^PL/, '');
  const amount = Number.isInteger(input.amountGrosze) && input.amountGrosze > 0 && input.amountGrosze <= ZBP_AMOUNT_MAX ? input.amountGrosze : 0;
  return [
    input.nip.replace(/\D/g, ''),
    'PL',
    account,
    String(amount).padStart(ZBP_AMOUNT_DIGITS, '0'),
    field(input.recipient, ZBP_RECIPIENT_MAX),
    field(input.title, ZBP_TITLE_MAX),
    '',
    '',
    '',
  ].join('|');
}
