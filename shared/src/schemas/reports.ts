// What a report of a fundraiser takes and what the panel reads and sends about it.
import { z } from './zod.js';
import { pageOf } from './admin-lists.js';
import { pagingFields } from './paging.js';
import { textField } from './text.js';
import { charityLink, emailText, moment, optionalEmail, textOf } from './bounded.js';
import {
  REPORT_DECISIONS,
  REPORT_DESCRIPTION_MAX,
  REPORT_DESCRIPTION_MIN,
  REPORT_MESSAGES as M,
  REPORT_NOTE_MAX,
  REPORT_NOTE_MIN,
  REPORT_REASONS,
  REPORT_STATUSES,
} from '../reports.js';

/** The reporter's address, for the foundation's questions, or none: empty is none. */
const contactEmail = optionalEmail(M.email);

/** POST charity/:id/reports: anyone, with or without an account. */
export const charityReportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: M.reason }),
  description: textField({ error: M.description, min: REPORT_DESCRIPTION_MIN, max: REPORT_DESCRIPTION_MAX, multiline: true }),
  email: contactEmail,
});
export type CharityReportInput = z.output<typeof charityReportSchema>;

/** POST admin/report/:id/close: the moderator's decision and why. */
export const reportCloseSchema = z.object({
  decision: z.enum(REPORT_DECISIONS, { error: M.decision }),
  note: textField({ error: M.note, min: REPORT_NOTE_MIN, max: REPORT_NOTE_MAX, multiline: true }),
});
export type ReportCloseInput = z.output<typeof reportCloseSchema>;

export const REPORTS_PAGE_SIZE = 50;
export const REPORTS_PAGE_SIZE_MAX = 200;

/** GET admin/reports: open ones (the oldest first) by default, or the closed ones (the last closed first). */
export const reportQuerySchema = z
  .object({ ...pagingFields, status: z.enum(REPORT_STATUSES, { error: M.status }).default('open') })
  .transform(pageOf(REPORTS_PAGE_SIZE, REPORTS_PAGE_SIZE_MAX));
export type ReportQuery = z.output<typeof reportQuerySchema>;


/** A report as the panel shows it, with the fundraiser it is about. */
export const charityReportViewSchema = z.object({
  id: z.int(),
  charity: charityLink,
  reason: z.enum(REPORT_REASONS),
  description: textOf(REPORT_DESCRIPTION_MAX),
  email: emailText.nullable(),
  status: z.enum(REPORT_STATUSES),
  created_at: moment,
  decision: z.enum(REPORT_DECISIONS).nullable(),
  note: textOf(REPORT_NOTE_MAX).nullable(),
  /** Who closed it; the id is gone when their account was deleted, the address stays. */
  closed_by: z.object({ id: z.int().nullable(), email: emailText }).nullable(),
  closed_at: moment.nullable(),
});
export type CharityReportView = z.output<typeof charityReportViewSchema>;
