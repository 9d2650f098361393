import { formatDayPl } from '@zlota/shared/format';
import { formatGrosze } from '@zlota/shared/money';
import { chargeDay, finalPeriod } from '@zlota/shared/recurring-periods';
import { RECURRING_DAY_MAX, RECURRING_DAY_MIN, RECURRING_METHOD_INSTRUMENTAL, RECURRING_MONTHS_OFFERED } from '@zlota/shared/schemas/recurring';
import { warsawDay } from '@zlota/shared/warsaw-days';
import type { DonationFormValues } from '../logic/donation-form';

const DAYS = Array.from({ length: RECURRING_DAY_MAX - RECURRING_DAY_MIN + 1 }, (_, index) => String(RECURRING_DAY_MIN + index));

interface DonationFrequencyProps {
  values: Pick<DonationFormValues, 'monthly' | 'monthlyDay' | 'monthlyForAYear' | 'monthlyMethod'>;
  /** The amount the button names, in grosze, or null while it is not a valid amount. */
  amount: number | null;
  onMonthly: (monthly: boolean) => void;
  onDay: (day: string) => void;
  onForAYear: (forAYear: boolean) => void;
}

/** The chosen end's last charge, counted from today's first payment: „10.10.2027”. */
function lastChargeText(day: number): string {
  return formatDayPl(chargeDay(finalPeriod(warsawDay(Date.now()).slice(0, 7), RECURRING_MONTHS_OFFERED), day));
}

/** Issue 40: once, or the same amount every month on a chosen day, with plain words on what is charged and when. */
export function DonationFrequency({ values, amount, onMonthly, onDay, onForAYear }: DonationFrequencyProps) {
  const sum = amount === null ? 'wybraną kwotę' : formatGrosze(amount, { nonBreaking: true });
  return (
    <fieldset className="donate-section">
      <legend className="donate-section__legend">Jak często?</legend>
      <div className="check">
        <input id="donation-once" type="radio" name="donation-frequency" checked={!values.monthly} onChange={() => onMonthly(false)} />
        <label htmlFor="donation-once">Jednorazowo</label>
      </div>
      <div className="check">
        <input id="donation-monthly" type="radio" name="donation-frequency" checked={values.monthly} onChange={() => onMonthly(true)} />
        <label htmlFor="donation-monthly">Co miesiąc</label>
      </div>
      {values.monthly && (
        <div className="field">
          <label htmlFor="donation-monthly-day">Dzień miesiąca</label>
          <select id="donation-monthly-day" value={values.monthlyDay} onChange={(event) => onDay(event.target.value)} aria-describedby="donation-monthly-hint">
            {DAYS.map((day) => (
              <option key={day} value={day}>
                {day}.
              </option>
            ))}
          </select>
          <fieldset className="donate-section donate-monthly-end" aria-describedby="donation-monthly-hint">
            <legend className="donate-monthly-end__legend">Jak długo?</legend>
            <div className="check">
              <input id="donation-until-end" type="radio" name="donation-monthly-end" checked={!values.monthlyForAYear} onChange={() => onForAYear(false)} />
              <label htmlFor="donation-until-end">do końca zbiórki</label>
            </div>
            <div className="check">
              <input id="donation-for-a-year" type="radio" name="donation-monthly-end" checked={values.monthlyForAYear} onChange={() => onForAYear(true)} />
              <label htmlFor="donation-for-a-year">przez {RECURRING_MONTHS_OFFERED} miesięcy</label>
            </div>
          </fieldset>
          <p className="field__hint" id="donation-monthly-hint">
            Dziś zapłacisz {sum} i zgodzisz się u operatora płatności na kolejne wpłaty. Potem co miesiąc, {values.monthlyDay}. dnia miesiąca, pobierzemy{' '}
            {sum} {RECURRING_METHOD_INSTRUMENTAL[values.monthlyMethod]} —{' '}
            {values.monthlyForAYear
              ? `przez ${RECURRING_MONTHS_OFFERED} miesięcy razem z dzisiejszą wpłatą, ostatni raz ${lastChargeText(Number(values.monthlyDay))} (wcześniej, jeśli zbiórka się zakończy). Anulujesz w każdej chwili jednym kliknięciem z linku w e-mailu (bez logowania).`
              : 'do końca zbiórki albo do czasu, gdy anulujesz jednym kliknięciem z linku w e-mailu (bez logowania).'}{' '}
            Potwierdzenie i link prześlemy na podany adres e-mail.
          </p>
        </div>
      )}
    </fieldset>
  );
}
