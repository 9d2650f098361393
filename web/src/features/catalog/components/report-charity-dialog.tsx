import '../../../components/ui/confirm-dialog.css';
import { useEffect, useRef } from 'react';
import { HTTPError } from 'ky';
import { REPORT_DESCRIPTION_MAX, REPORT_DESCRIPTION_MIN, REPORT_MESSAGES, REPORT_REASON_LABELS, REPORT_REASONS } from '@zlota/shared/reports';
import { charityReportSchema, type CharityReportInput } from '@zlota/shared/schemas/reports';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/fields';
import { useNotify } from '../../../hooks/use-notify';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { errorMessage } from '../../../lib/api-client';
import { reportsApi, type CharityReportBody } from '../api/reports-api';
import { INVALID_FORM_MESSAGE } from '../../../lib/form-errors';

const FORM = 'charity-report';
const ORDER = ['reason', 'description', 'email'] as const;
const REASONS = REPORT_REASONS.map((reason) => ({ value: reason, label: REPORT_REASON_LABELS[reason] }));

/** The refusal of a flood guard, with the wait it names: in minutes, as people count. */
async function refusal(error: unknown): Promise<string> {
  if (error instanceof HTTPError && error.response.status === 429) {
    const minutes = Math.max(1, Math.ceil(Number(error.response.headers.get('Retry-After') ?? 60) / 60));
    return REPORT_MESSAGES.rateLimited(minutes);
  }
  if (!navigator.onLine) return REPORT_MESSAGES.offline;
  return errorMessage(error);
}

interface ReportCharityDialogProps {
  charity: { id: number; title: string };
  onClose: () => void;
}

/** "Zgłoś zbiórkę": a reason from the list, what is wrong, and an address for questions if the visitor wishes. */
export function ReportCharityDialog({ charity, onClose }: ReportCharityDialogProps) {
  const notify = useNotify();
  const dialog = useRef<HTMLDialogElement>(null);
  const { submit, showRefusal, field, sending } = useSchemaForm<CharityReportBody, CharityReportInput>({
    form: FORM,
    schema: charityReportSchema,
    defaultValues: { reason: '', description: '', email: '' },
    order: ORDER,
    onInvalid: () => notify.error(INVALID_FORM_MESSAGE),
  });

  useEffect(() => {
    dialog.current?.showModal();
    document.getElementById(`${FORM}-reason`)?.focus();
  }, []);

  const send = submit(async (data) => {
    try {
      await reportsApi.send(charity.id, { reason: data.reason, description: data.description, email: data.email ?? '' });
      notify.success(REPORT_MESSAGES.sent, REPORT_MESSAGES.sentDetail);
      // Closing the <dialog> itself first lets the focus go back to what opened it (its onClose tells the page).
      dialog.current?.close();
    } catch (error) {
      await showRefusal(error, refusal);
    }
  });

  return (
    <dialog ref={dialog} className="confirm-dialog report-dialog" aria-labelledby={`${FORM}-title`} aria-describedby={`${FORM}-lead`} onClose={onClose} onCancel={(event) => sending && event.preventDefault()}>
      <form onSubmit={send} noValidate>
        <h2 id={`${FORM}-title`}>Zgłoś zbiórkę</h2>
        <p id={`${FORM}-lead`}>
          Napisz fundacji, co budzi Twoje wątpliwości w zbiórce „{charity.title}”. Sprawdzimy ją i podejmiemy decyzję. Konto nie jest potrzebne.
        </p>
        <SelectField {...field('reason')} label="Powód zgłoszenia" options={REASONS} placeholder="Wybierz powód" />
        <TextAreaField
          {...field('description')}
          label="Opis"
          hint={`Co jest nie tak i skąd o tym wiesz (od ${REPORT_DESCRIPTION_MIN} do ${REPORT_DESCRIPTION_MAX} znaków).`}
          rows={5}
          maxLength={REPORT_DESCRIPTION_MAX}
        />
        <TextField {...field('email')} required={false} label="Twój e-mail (nieobowiązkowy)" hint="Tylko po to, by fundacja mogła zadać Ci pytania o zgłoszenie." type="email" autoComplete="email" />
        <div className="actions confirm-dialog__actions">
          <button type="button" className="btn" onClick={() => dialog.current?.close()} disabled={sending}>
            Anuluj
          </button>
          <button type="submit" className="btn btn--primary" disabled={sending}>
            {sending ? 'Wysyłanie…' : 'Wyślij zgłoszenie'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
