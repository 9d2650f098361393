// Reports of fundraisers (issue 18, item 6): anyone may tell the foundation that something is wrong with a
// fundraiser; a moderator closes each report with a decision. The words here are the ones people read.

export const REPORT_REASONS = ['fraud', 'false_information', 'no_longer_needed', 'offensive_content', 'privacy', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  fraud: 'Podejrzenie oszustwa',
  false_information: 'Nieprawdziwe informacje w opisie',
  no_longer_needed: 'Zbiórka jest już niepotrzebna (cel osiągnięto w inny sposób)',
  offensive_content: 'Treści obraźliwe lub nieodpowiednie',
  privacy: 'Naruszenie prywatności podopiecznego',
  other: 'Inny powód',
};

export const REPORT_DECISIONS = ['unfounded', 'corrected', 'charity_closed'] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];

export const REPORT_DECISION_LABELS: Record<ReportDecision, string> = {
  unfounded: 'Bez zastrzeżeń (zgłoszenie nieuzasadnione)',
  corrected: 'Zbiórka poprawiona',
  charity_closed: 'Zbiórka zamknięta',
};

export const REPORT_STATUSES = ['open', 'closed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = { open: 'Otwarte', closed: 'Zamknięte' };

/** What the reporter writes: enough to act on, short enough to read in the queue. */
export const REPORT_DESCRIPTION_MIN = 20;
export const REPORT_DESCRIPTION_MAX = 2000;
/** The moderator's note on the decision: it stays in the audit log. */
export const REPORT_NOTE_MIN = 5;
export const REPORT_NOTE_MAX = 1000;

export const REPORT_MESSAGES = {
  reason: 'Wybierz powód zgłoszenia z listy.',
  description: `Opisz, co budzi Twoje wątpliwości (od ${REPORT_DESCRIPTION_MIN} do ${REPORT_DESCRIPTION_MAX} znaków).`,
  email: 'Podaj poprawny adres e-mail albo zostaw to pole puste.',
  decision: 'Wybierz decyzję z listy.',
  note: `Opisz decyzję (od ${REPORT_NOTE_MIN} do ${REPORT_NOTE_MAX} znaków): trafi do dziennika zdarzeń.`,
  status: 'Nieprawidłowy filtr zgłoszeń: open albo closed.',
  notFound: 'Nie znaleźliśmy takiego zgłoszenia.',
  alreadyClosed: 'To zgłoszenie zostało już zamknięte.',
  sent: 'Dziękujemy. Zgłoszenie trafiło do fundacji.',
  sentDetail: 'Sprawdzimy zbiórkę i podejmiemy decyzję.',
  closed: 'Zgłoszenie zamknięte',
  offline: 'Zgłoszenie wyślesz, gdy połączysz się z internetem.',
  rateLimited: (minutes: number) => `Wysłano już wiele zgłoszeń z tego połączenia. Spróbuj ponownie za ${minutes} min.`,
} as const;
