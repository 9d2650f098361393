// What a phase hands back, and the three ways the run is written out: a table on stdout,
// bench/results/latest.md (the same tables, a ✅/❌ per budget line) and latest.json (everything).

/** One table of the report. */
export interface Section {
  title: string;
  headers: string[];
  rows: string[][];
  notes?: string[];
}

/** A budget line of the issue: met, missed, or not measured in this run (null, with the reason). */
export interface Budget {
  phase: string;
  label: string;
  limit: string;
  actual: string;
  met: boolean | null;
}

export interface PhaseOutcome {
  sections: Section[];
  budgets: Budget[];
  /** Machine-readable figures, written to latest.json as they are. */
  data: unknown;
  /** Measurements the phase could not make although it ran: reported, and the run exits 1. */
  failures?: string[];
}

export interface RunReport {
  mode: 'quick' | 'full';
  startedAt: string;
  durationS: number;
  machine: Record<string, unknown>;
  settings: Record<string, unknown>;
  phases: Record<string, unknown>;
  budgets: Budget[];
  /** The harness itself broke here: the run exits non-zero. */
  failures: Array<{ phase: string; message: string }>;
}

// ---- formatting helpers -------------------------------------------------------------------------

export const fmt = {
  int: (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '—'),
  ms: (n: number) => (Number.isFinite(n) ? `${n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : Math.round(n)} ms` : '—'),
  s: (ms: number) => `${(ms / 1000).toFixed(1)} s`,
  ratio: (n: number) => (Number.isFinite(n) ? `${n.toFixed(2)}×` : '—'),
  /** Bytes as KB of 1 000 bytes (the budget's unit), one decimal. */
  kb: (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1000).toFixed(1)} KB` : '—'),
  mb: (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1_000_000).toFixed(1)} MB` : '—'),
  score: (n: number | null | undefined) => (n === null || n === undefined ? '—' : String(Math.round(n * 100))),
};

const mark = (met: boolean | null) => (met === true ? '✅' : met === false ? '❌' : '⚠️ not measured');

// ---- stdout -------------------------------------------------------------------------------------

/** Display width: the emoji marks take two columns. */
const width = (text: string) => [...text].reduce((sum, ch) => sum + (/\p{Extended_Pictographic}/u.test(ch) ? 2 : ch === '\uFE0F' ? 0 : 1), 0);
const pad = (text: string, to: number) => text + ' '.repeat(Math.max(0, to - width(text)));

function textTable(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i] ?? ''))));
  const line = (cells: string[]) => cells.map((c, i) => pad(c, widths[i]!)).join('  ').trimEnd();
  return [line(headers), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function budgetRows(budgets: Budget[]): string[][] {
  return budgets.map((b) => [mark(b.met), b.phase, b.label, b.limit, b.actual]);
}

const BUDGET_HEADERS = ['', 'phase', 'budget', 'limit', 'measured'];

export function renderText(sections: Section[], report: RunReport): string {
  const parts = sections.map((s) => [`\n${s.title}`, textTable(s.headers, s.rows), ...(s.notes ?? []).map((n) => `  · ${n}`)].join('\n'));
  parts.push(`\nBudgets (${report.mode} run)`, textTable(BUDGET_HEADERS, budgetRows(report.budgets)));
  for (const failure of report.failures) parts.push(`\n‼ the harness broke in ${failure.phase}: ${failure.message}`);
  return `${parts.join('\n')}\n`;
}

// ---- markdown -----------------------------------------------------------------------------------

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function mdTable(headers: string[], rows: string[][]): string {
  return [`| ${headers.map(cell).join(' | ')} |`, `|${headers.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n');
}

export function renderMarkdown(sections: Section[], report: RunReport): string {
  const met = report.budgets.filter((b) => b.met === true).length;
  const missed = report.budgets.filter((b) => b.met === false).length;
  const unmeasured = report.budgets.length - met - missed;
  const machine = Object.entries(report.machine).map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`).join(' · ');
  const out = [
    `# Złota rybka — benchmark (${report.mode} run)`,
    '',
    `Started ${report.startedAt}, took ${report.durationS.toFixed(0)} s. ${machine}`,
    '',
    'Timings are only comparable as ratios taken in the same run (noisy, shared machines).',
    '',
    `## Budgets: ${met} met, ${missed} missed${unmeasured ? `, ${unmeasured} not measured` : ''}`,
    '',
    mdTable(BUDGET_HEADERS, budgetRows(report.budgets)),
  ];
  for (const failure of report.failures) out.push('', `> **The harness broke in ${failure.phase}:** ${cell(failure.message)}`);
  for (const s of sections) {
    out.push('', `## ${s.title}`, '', mdTable(s.headers, s.rows));
    if (s.notes?.length) out.push('', ...s.notes.map((n) => `- ${n}`));
  }
  return `${out.join('\n')}\n`;
}
