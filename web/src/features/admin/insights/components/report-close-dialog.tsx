import { useEffect, useRef } from 'react';
import { REPORT_DECISION_LABELS, REPORT_DECISIONS, REPORT_MESSAGES, REPORT_NOTE_MAX, REPORT_NOTE_MIN } from '@zlota/shared/reports';
import { reportCloseSchema, type ReportCloseInput } from '@zlota/shared/schemas/reports';
import { SelectField, TextAreaField } from '../../../../components/ui/fields';
import { useNotify } from '../../../../hooks/use-notify';
import { useSchemaForm } from '../../../../hooks/use-schema-form';
import { reportsApi, type ReportCloseBody } from '../api/reports-api';
import { INVALID_FORM_MESSAGE } from '../../../../lib/form-errors';

const FORM = 'report-close';
const ORDER = ['decision', 'note'] as const;
const DECISIONS = REPORT_DECISIONS.map((decision) => ({ value: decision, label: REPORT_DECISION_LABELS[decision] }));

interface ReportCloseDialogProps {
  report: { id: number; charity: { title: string } };
  onClose: () => void;
  /** After the server closed it (or someone closed it a moment before): the queue reads itself again. */
  onClosed: () => void;
}

/** A moderator closes a report: the decision from the list and the note that goes to the audit log. */
export function ReportCloseDialog({ report, onClose, onClosed }: ReportCloseDialogProps) {
  const notify = useNotify();
  const dialog = useRef<HTMLDialogElement>(null);
  const { submit, showRefusal, field, sending } = useSchemaForm<ReportCloseBody, ReportCloseInput>({
    form: FORM,
    schema: reportCloseSchema,
    defaultValues: { decision: '', note: '' },
    order: ORDER,
    onInvalid: () => notify.error(INVALID_FORM_MESSAGE),
  });

  useEffect(() => {
    dialog.current?.showModal();
    document.getElementById(`${FORM}-decision`)?.focus();
  }, []);

  const send = submit(async (data) => {
    try {
      const closed = await reportsApi.close(report.id, data);
      notify.success(REPORT_MESSAGES.closed, closed.decision ? REPORT_DECISION_LABELS[closed.decision] : undefined);
      onClosed();
      // Closing the <dialog> itself first lets the focus go back to what opened it (its onClose tells the page).
      dialog.current?.close();
    } catch (error) {
      await showRefusal(error);
    }
  });

  return (
    <dialog ref={dialog} className="confirm-dialog" aria-labelledby={`${FORM}-title`} onClose={onClose} onCancel={(event) => sending && event.preventDefault()}>
      <form onSubmit={send} noValidate>
        <h2 id={`${FORM}-title`}>Zamknij zgłoszenie: „{report.charity.title}”</h2>
        <SelectField
          {...field('decision')}
          label="Decyzja"
          options={DECISIONS}
          placeholder="Wybierz decyzję"
          hint={`„${REPORT_DECISION_LABELS.charity_closed}” zamyka także samą zbiórkę (jak „Zamknij” w moderacji) i zdejmuje ją z portalu.`}
        />
        <TextAreaField
          {...field('note')}
          label="Uzasadnienie"
          hint={`Co sprawdzono i dlaczego tak zdecydowano (od ${REPORT_NOTE_MIN} do ${REPORT_NOTE_MAX} znaków). Trafi do dziennika zdarzeń.`}
          rows={4}
          maxLength={REPORT_NOTE_MAX}
        />
        <div className="actions confirm-dialog__actions">
          <button type="button" className="btn" onClick={() => dialog.current?.close()} disabled={sending}>
            Anuluj
          </button>
          <button type="submit" className="btn btn--primary" disabled={sending}>
            {sending ? 'Zamykanie…' : 'Zamknij zgłoszenie'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
