import { formatGrosze } from '@zlota/shared/money';
import { DONATION_MAX_GROSZE, DONATION_MIN_GROSZE } from '@zlota/shared/schemas/donation';
import { AMOUNT_PRESETS, type AmountChoice } from '../logic/donation-form';
import { describedBy, FieldError } from '../../../components/ui/field-error';

export const AMOUNT_ERROR_ID = 'donation-amount-error';
export const CUSTOM_AMOUNT_ID = 'donation-custom-amount';
export const presetId = (choice: AmountChoice) => `donation-amount-${choice}`;

const wholeZl = (grosze: number) => formatGrosze(grosze).replace(',00', '');

interface AmountPickerProps {
  choice: AmountChoice;
  customAmount: string;
  error: string | undefined;
  onChoice: (choice: AmountChoice) => void;
  onCustomAmount: (text: string) => void;
}

/** 20, 50, 100 or 200 zł as a radio group that looks like buttons, or the donor's own amount. */
export function AmountPicker({ choice, customAmount, error, onChoice, onCustomAmount }: AmountPickerProps) {
  const other = choice === 'other';
  const option = (value: AmountChoice, label: string) => (
    <label className="choice choice--amount" key={value}>
      <input
        className="choice__input"
        type="radio"
        name="amount"
        id={presetId(value)}
        value={value}
        checked={choice === value}
        onChange={() => onChoice(value)}
        aria-describedby={!other ? describedBy(error && AMOUNT_ERROR_ID) : undefined}
      />
      <span className="choice__box">{label}</span>
    </label>
  );
  return (
    <fieldset className="donate-section">
      <legend className="donate-section__legend">Kwota wpłaty</legend>
      <div className="amount-picker">
        {AMOUNT_PRESETS.map((preset) => option(preset, `${preset} zł`))}
        {option('other', 'Inna kwota')}
      </div>
      {other && (
        <div className="field amount-picker__custom">
          <label htmlFor={CUSTOM_AMOUNT_ID}>Twoja kwota (zł)</label>
          <input
            id={CUSTOM_AMOUNT_ID}
            name="custom_amount"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="np. 25,50"
            value={customAmount}
            onChange={(event) => onCustomAmount(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy('donation-custom-amount-hint', error && AMOUNT_ERROR_ID)}
          />
          <p className="field__hint" id="donation-custom-amount-hint">
            Od {wholeZl(DONATION_MIN_GROSZE)} do {wholeZl(DONATION_MAX_GROSZE)}. Grosze wpisz po przecinku, np. 25,50.
          </p>
        </div>
      )}
      <FieldError id={AMOUNT_ERROR_ID} message={error} />
    </fieldset>
  );
}
