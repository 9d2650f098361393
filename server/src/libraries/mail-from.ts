import addressparser from 'nodemailer/lib/addressparser/index.js';

/** Who e-mails come from: the address, and the display name SMTP_FROM fixes (null: the foundation's record names it). */
export interface MailFrom {
  name: string | null;
  address: string;
}

/** The address used when SMTP_FROM is not set; the name is then the foundation's, read when a message is sent. */
export const DEFAULT_MAIL_ADDRESS = 'no-reply@zlotarybka.pl';

/** SMTP_FROM as `Nazwa <adres>` or `adres`; undefined when it names no single address. */
export function parseMailFrom(value: string | undefined): MailFrom | undefined {
  if (value === undefined) return { name: null, address: DEFAULT_MAIL_ADDRESS };
  const parsed = addressparser(value, { flatten: true });
  const [first] = parsed;
  if (parsed.length !== 1 || !first || !/^[^\s@]+@[^\s@]+$/.test(first.address)) return undefined;
  return { name: first.name.trim() || null, address: first.address };
}

/** The From header: the fixed name, else the foundation's, else the address alone. */
export const fromHeader = (from: MailFrom, foundationName: string | null): string | { name: string; address: string } => {
  const name = from.name ?? foundationName;
  return name ? { name, address: from.address } : from.address;
};
