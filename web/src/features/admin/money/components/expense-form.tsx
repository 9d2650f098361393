import { useId, useState } from 'react';
import { EXPENSE_DOCUMENT_MAX_BYTES, EXPENSE_INVOICE_FIELD } from '@zlota/shared/constants';
import { EXPENSE_MESSAGES as M } from '@zlota/shared/messages';
import { expenseInputSchema, type ExpenseInput } from '@zlota/shared/schemas/expenses';
import { TextAreaField, TextField } from '../../../../components/ui/fields';
import { FieldError } from '../../../../components/ui/field-error';
import { useNotify } from '../../../../hooks/use-notify';
import { useSchemaForm } from '../../../../hooks/use-schema-form';
import { errorFields } from '../../../../lib/api-client';
import { INVALID_FORM_MESSAGE } from '../../../../lib/form-errors';
import { useAction } from '../../hooks/use-action';
import { expensesApi, type ExpenseBody } from '../api/expenses-api';

const FORM = 'expense';
const ORDER = ['payee', 'nip', 'account', 'amount', 'description', EXPENSE_INVOICE_FIELD] as const;
/** What the file field offers: the server checks the bytes all the same. */
export const DOCUMENT_ACCEPT = 'application/pdf,.pdf,image/png,image/jpeg,image/webp';

const emptyBody = (): ExpenseBody => ({ payee: '', nip: '', account: '', amount: '', description: '' });

/** The invoice the form carries: a problem in Polish, or none (the server checks the same, and the bytes). */
export const documentProblem = (file: File | undefined, required: string) => (!file ? required : file.size > EXPENSE_DOCUMENT_MAX_BYTES ? M.documentTooLarge : null);

interface ExpenseFormProps {
  charityId: number;
  onSaved: () => void;
}

/** A new expense of the fundraiser: payee, NIP and account where there are ones, amount, purpose and the invoice. */
export function ExpenseForm({ charityId, onSaved }: ExpenseFormProps) {
  const [formKey, setFormKey] = useState(0);
  const saved = () => {
    setFormKey((key) => key + 1);
    onSaved();
  };
  return <FormBody key={formKey} charityId={charityId} onSaved={saved} />;
}

function FormBody({ charityId, onSaved }: ExpenseFormProps) {
  const notify = useNotify();
  const invoiceId = useId();
  const [invoice, setInvoice] = useState<File | undefined>();
  const [invoiceError, setInvoiceError] = useState<string | null>(null);
  const { busy, run } = useAction();
  const { values, submit, showFieldErrors, field } = useSchemaForm<ExpenseBody, ExpenseInput>({
    form: FORM,
    schema: expenseInputSchema,
    defaultValues: emptyBody(),
    order: ORDER,
    onInvalid: () => notify.error(INVALID_FORM_MESSAGE),
  });

  const save = async () => {
    const problem = documentProblem(invoice, M.invoiceRequired);
    setInvoiceError(problem);
    if (problem || !invoice) {
      notify.error(problem ?? M.invoiceRequired);
      document.getElementById(invoiceId)?.focus();
      return;
    }
    const created = await run(() => expensesApi.create(charityId, values, invoice), {
      quiet: true,
      refused: async (failure) => {
        const fields = await errorFields(failure);
        if (fields[EXPENSE_INVOICE_FIELD]) setInvoiceError(fields[EXPENSE_INVOICE_FIELD]);
        showFieldErrors(fields);
      },
    });
    if (!created) return;
    notify.success('Dodano wydatek', `${created.value.payee}: czeka na zatwierdzenie.`);
    onSaved();
  };

  return (
    <form className="account-form expense-form" onSubmit={submit(() => void save())} noValidate aria-label="Nowy wydatek">
      <TextField {...field('payee')} label="Odbiorca płatności" hint="Firma albo osoba, której fundacja płaci." autoComplete="off" />
      <TextField {...field('nip')} required={false} label="NIP odbiorcy (jeśli ma)" hint="10 cyfr; myślniki i spacje nie mają znaczenia." inputMode="numeric" autoComplete="off" />
      <TextField {...field('account')} required={false} label="Numer rachunku odbiorcy (jeśli płacimy przelewem)" hint="Polski numer, 26 cyfr." autoComplete="off" />
      <TextField {...field('amount')} label="Kwota (zł)" hint="Np. 1250 albo 1250,50." inputMode="decimal" autoComplete="off" />
      <TextAreaField {...field('description')} label="Za co" hint="Np. wózek inwalidzki, rehabilitacja w listopadzie." rows={3} maxLength={1000} />
      <div className="field">
        <label htmlFor={invoiceId}>Faktura albo rachunek (PDF albo zdjęcie, najwyżej 10 MB)</label>
        <input
          id={invoiceId}
          name={EXPENSE_INVOICE_FIELD}
          type="file"
          accept={DOCUMENT_ACCEPT}
          aria-required
          aria-invalid={invoiceError ? true : undefined}
          aria-describedby={invoiceError ? `${invoiceId}-error` : undefined}
          onChange={(event) => {
            setInvoice(event.target.files?.[0]);
            setInvoiceError(null);
          }}
        />
        <FieldError id={`${invoiceId}-error`} message={invoiceError ?? undefined} />
      </div>
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? 'Zapisywanie…' : 'Dodaj wydatek'}
      </button>
    </form>
  );
}
