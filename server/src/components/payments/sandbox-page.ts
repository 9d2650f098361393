import { formatGrosze } from '@zlota/shared/money';
import type { RecurringMethod } from '@zlota/shared/schemas/recurring';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface SandboxPageInput {
  guid: string;
  amount: number;
  charityTitle: string;
  decided: 'paid' | 'failed' | null;
  /** Issue 40: the first payment of a monthly schedule, by card or BLIK: the page asks for the consent later charges need. */
  recurring: RecurringMethod | null;
}

/** Issue 40: the consent to later charges with the card, as a card's page words it. */
const CARD_CONSENT = `<label class="consent"><input type="checkbox" name="recurring_consent" value="1" checked> Zgoda na płatności cykliczne: kolejne wpłaty tej samej kwoty co miesiąc, bez ponownego potwierdzania</label>`;

/**
 * Issue 40: BLIK's recurring payment as the donor meets it: the 6-digit code from the bank's app approves this payment,
 * and the consent saves the fundraiser's alias in the app, from which the same amount is taken every month.
 */
const BLIK_CONSENT = `<label for="blik_code">Kod BLIK (w bramce testowej dowolne 6 cyfr)</label>
        <input id="blik_code" name="blik_code" inputmode="numeric" autocomplete="one-time-code" pattern="\\d{6}" minlength="6" maxlength="6" required>
        <label class="consent"><input type="checkbox" name="recurring_consent" value="1" checked> Zgoda na płatności cykliczne BLIK: alias tej zbiórki zostanie zapisany w aplikacji banku, a kolejne wpłaty tej samej kwoty co miesiąc pobierzemy bez ponownego potwierdzania</label>`;

/** Issue 40: the consent, and what the later charges do as the tester chooses (the sandbox only; README). */
const recurringFields = (method: RecurringMethod) => `${method === 'blik' ? BLIK_CONSENT : CARD_CONSENT}
        <label for="recurring_outcome">Kolejne obciążenia w bramce testowej</label>
        <select id="recurring_outcome" name="recurring_outcome">
          <option value="paid">udane</option>
          <option value="failed">odrzucone</option>
          <option value="fail_twice">dwa razy odrzucone, potem udane</option>
          <option value="reauthorise">wymagają ponownej autoryzacji</option>
        </select>${method === 'card' ? CARD_EXPIRY : ''}`;

const CARD_EXPIRY = `
        <label for="card_expiry">Karta ważna do (miesiąc, opcjonalnie)</label>
        <input id="card_expiry" name="card_expiry" type="month" pattern="\\d{4}-\\d{2}" placeholder="RRRR-MM">`;

/** The sandbox operator's payment page: no script, works by keyboard, says plainly it is a test. */
export function sandboxPage(input: SandboxPageInput): string {
  const amount = escape(formatGrosze(input.amount));
  const body = input.decided
    ? `<p>Ta płatność została już ${input.decided === 'paid' ? 'opłacona' : 'odrzucona'}.</p>`
    : `<form method="post" action="/api/sandbox/pay/${input.guid}">
        ${input.recurring ? recurringFields(input.recurring) : ''}
        <button type="submit" name="decision" value="paid" class="pay">Zapłać ${amount}${input.recurring === 'blik' ? ' BLIK-iem' : ''}</button>
        <button type="submit" name="decision" value="failed" class="decline" formnovalidate>Odrzuć płatność</button>
      </form>`;
  return sandboxShell(
    `Bramka testowa — płatność ${formatGrosze(input.amount)}`,
    `<p class="note">To jest płatność testowa: żadne pieniądze nie zostaną pobrane.</p>
  <p>Darowizna na zbiórkę: <strong>${escape(input.charityTitle)}</strong></p>
  <p class="amount">${amount}</p>
  ${body}`,
  );
}

/** The operator's page when the choice could not be stored (a full disk): the donor reads why, and may try again. */
export function sandboxRefusalPage(guid: string, message: string): string {
  return sandboxShell(
    'Bramka testowa — nie zapisano wyboru',
    `<p class="note">${escape(message)}</p>
  <p><a href="/api/sandbox/pay/${escape(guid)}">Wróć do płatności i spróbuj ponownie</a></p>`,
  );
}

function sandboxShell(title: string, content: string): string {
  return `<!doctype html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f6fb; color: #1a1a2e; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 12px; box-shadow: 0 2px 12px #0002; }
  h1 { font-size: 1.4rem; } .amount { font-size: 2rem; font-weight: 700; margin: .5rem 0 1.5rem; }
  .note { background: #fff4d6; padding: .75rem; border-radius: 8px; }
  .consent { display: flex; gap: .5rem; align-items: flex-start; } select, input[type=month], #blik_code { font-size: 1rem; padding: .5rem; }
  form { display: flex; flex-direction: column; gap: .75rem; }
  button { font-size: 1.1rem; padding: .9rem; border-radius: 8px; border: 2px solid transparent; cursor: pointer; }
  button:focus-visible { outline: 3px solid #1a1a2e; outline-offset: 2px; }
  .pay { background: #0a7a3d; color: #fff; } .decline { background: #fff; color: #9b1c1c; border-color: #9b1c1c; }
  a { color: #1a1a2e; }
</style>
</head>
<body>
<main>
  <h1>Bramka testowa płatności</h1>
  ${content}
</main>
</body>
</html>`;
}
