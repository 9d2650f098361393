import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { DataTableColumn } from '../../../components/ui/data-table';
import type { RowSelection } from '../hooks/use-row-selection';
import { useAction } from '../hooks/use-action';

interface ChooseColumn<T, K> {
  id: (row: T) => K;
  /** The checkbox's accessible name, naming the record ("Zaznacz zbiórkę „Wózek dla Leny”"). */
  label: (row: T) => string;
  /** A row that no bulk action of the list can take has no checkbox. */
  eligible?: (row: T) => boolean;
}

/** The first column of a list with bulk actions: one checkbox per row, named after its record. */
export function chooseColumn<T, K extends number | string = number>(selection: RowSelection<K>, { id, label, eligible = () => true }: ChooseColumn<T, K>): DataTableColumn<T> {
  return {
    id: 'choose',
    header: 'Zaznacz',
    narrow: true,
    cell: (row) =>
      eligible(row) ? (
        <input type="checkbox" checked={selection.isChosen(id(row))} onChange={(event) => selection.choose(id(row), event.target.checked)} aria-label={label(row)} />
      ) : null,
  };
}

interface BulkBarProps<K extends number | string> {
  selection: RowSelection<K>;
  /** The ids of the rows on this page that can be chosen. */
  pageIds: K[];
  /** "3 zbiórki": the chosen count in the list's words. */
  counted: (count: number) => string;
  children: ReactNode;
}

/** Above a list: "Zaznacz wszystkie na tej stronie", how many are chosen, and the bulk actions (shown once a row is chosen). */
export function BulkBar<K extends number | string>({ selection, pageIds, counted, children }: BulkBarProps<K>) {
  if (pageIds.length === 0) return null;
  const allOnPage = pageIds.every((id) => selection.isChosen(id));
  const count = selection.chosen.length;
  return (
    <div className="bulk-bar" role="group" aria-label="Działania na zaznaczonych">
      <label className="bulk-bar__all">
        <input type="checkbox" checked={allOnPage} onChange={(event) => selection.chooseAll(pageIds, event.target.checked)} /> Zaznacz wszystkie na tej stronie
      </label>
      <span role="status">{count > 0 ? `Zaznaczono: ${counted(count)}` : ''}</span>
      {count > 0 ? (
        <>
          {children}
          <button type="button" className="btn btn--small" onClick={selection.clear}>
            Odznacz wszystkie
          </button>
        </>
      ) : null}
    </div>
  );
}

interface BulkActionProps {
  /** The button ("Zatwierdź zaznaczone"). */
  label: string;
  /** The one question naming the count ("Zatwierdzić 3 zbiórki?"). */
  title: string;
  confirmLabel: string;
  busyLabel: string;
  tone?: 'danger' | 'primary';
  /** What the dialog says will happen. */
  children: ReactNode;
  /** The button's size: small in a list's bar, normal standing alone (the work queue's "Wyślij ponownie"). */
  size?: 'small' | 'normal';
  /** Runs the action once for every chosen row; a thrown error is told in Polish and the dialog stays. */
  run: () => Promise<void>;
}

/** A bulk action: its button opens one confirmation naming the count; confirmed, it runs once. */
export function BulkAction({ label, title, confirmLabel, busyLabel, tone = 'primary', size = 'small', children, run }: BulkActionProps) {
  const [asking, setAsking] = useState(false);
  const { busy, run: act } = useAction();
  const confirm = async () => {
    if (await act(run, { quiet: true })) setAsking(false);
  };
  return (
    <>
      <button type="button" className={size === 'small' ? 'btn btn--small' : 'btn'} onClick={() => setAsking(true)}>
        {label}
      </button>
      <ConfirmDialog open={asking} title={title} confirmLabel={confirmLabel} busy={busy} busyLabel={busyLabel} tone={tone} onConfirm={() => void confirm()} onCancel={() => setAsking(false)}>
        {children}
      </ConfirmDialog>
    </>
  );
}

/** What a bulk action left to say, a line a record ("„Wózek dla Leny”: …"), under the list; nothing when there is nothing. */
export function BulkReport({ heading, lines }: { heading: string; lines: { key: string; text: string }[] }) {
  if (lines.length === 0) return null;
  return (
    <div className="bulk-skipped" role="status">
      <p>{heading}</p>
      <ul>
        {lines.map((line) => (
          <li key={line.key}>{line.text}</li>
        ))}
      </ul>
    </div>
  );
}
