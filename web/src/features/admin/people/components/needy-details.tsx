import { HTTPError } from 'ky';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { CHARITY_STATUS_LABELS } from '@zlota/shared/schemas/charity';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { paths } from '../../../../config/paths';
import { useNotify } from '../../../../hooks/use-notify';
import { useRemote } from '../../../../hooks/use-remote';
import { needyApi } from '../../api/needy-api';
import { charitiesApi, type AdminCharity } from '../../api/charities-api';
import { mentionsFirstName } from '@zlota/shared/first-name';
import { RenameOffer } from './rename-offer';
import { AuditHistory } from '../../components/audit-history';
import { NeedyForm } from './needy-form';
import { RecordTabs } from '../../components/record-tabs';
import { useAction } from '../../hooks/use-action';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { Allowed, useAllows } from '../../staff-role';

interface NeedyDetailsProps {
  id: number;
  onClose: () => void;
  onChanged: () => void;
}

/** One beneficiary: contact and notes (each reading audited), their fundraisers, edit, delete, anonymise and Historia. */
export function NeedyDetails({ id, onClose, onChanged }: NeedyDetailsProps) {
  const updates = useAllows(API_ROUTES.needyUpdate);
  const notify = useNotify();
  const person = useRemote(`needy:${id}`, () => needyApi.get(id));
  const [confirming, setConfirming] = useState<'delete' | 'anonymise' | null>(null);
  const { busy, run } = useAction();
  const [refused, setRefused] = useState<string | null>(null);
  /** After anonymising: the fundraisers whose title or name still holds the first name (issue 36 item 6). */
  const [offer, setOffer] = useState<{ firstName: string; charities: AdminCharity[] } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const ready = person.status === 'ready';
  useEffect(() => {
    if (ready) heading.current?.focus();
  }, [ready, id]);

  if (person.status === 'error') return <p className="form-error">{person.message}</p>;
  if (person.status !== 'ready') return <p role="status">Wczytywanie danych podopiecznego…</p>;
  const { data } = person;
  const fullName = `${data.name} ${data.surname}`;

  const act = async (action: () => Promise<unknown>, done: string, after: () => void) => {
    setRefused(null);
    const finished = await run(action, {
      quiet: true,
      refused: (error, message) => {
        if (error instanceof HTTPError && error.response.status === 409) setRefused(message);
      },
    });
    setConfirming(null);
    if (!finished) return;
    notify.success('Zapisano', done);
    onChanged();
    after();
  };
  const remove = () => act(() => needyApi.remove(id), `Usunięto podopiecznego: ${fullName}.`, onClose);
  const anonymise = () =>
    act(
      async () => {
        const firstName = data.name;
        const charities = await Promise.all(data.charities.map((charity) => charitiesApi.get(charity.id)));
        await needyApi.anonymise(id);
        const named = charities.filter((charity) => mentionsFirstName(charity.title, firstName) || mentionsFirstName(charity.name, firstName));
        if (named.length > 0) setOffer({ firstName, charities: named });
      },
      `Zanonimizowano dane osoby: ${fullName}.`,
      person.reload,
    );

  return (
    <section className="needy-details" aria-labelledby="needy-details-title">
      <div className="admin-screen__head">
        <h2 id="needy-details-title" ref={heading} tabIndex={-1}>
          {fullName}
          {data.city ? `, ${data.city}` : ''}
        </h2>
        <button type="button" className="btn btn--small" onClick={onClose}>
          Zamknij<span className="visually-hidden"> dane podopiecznego</span>
        </button>
      </div>
      <p className="admin-notice">Każde wyświetlenie tych danych jest zapisywane w dzienniku zdarzeń.</p>
      <dl className="admin-facts">
        <dt>Kontakt</dt>
        <dd>{data.contact || '—'}</dd>
        <dt>Notatki</dt>
        <dd className="admin-facts__note">{data.notes || '—'}</dd>
      </dl>
      <h3>Zbiórki</h3>
      {data.charities.length === 0 ? (
        <p>Ta osoba nie ma zbiórek.</p>
      ) : (
        <ul>
          {data.charities.map((charity) => (
            <li key={charity.id}>
              <Link to={paths.adminCharityEdit.getHref({ id: String(charity.id) })}>{charity.title}</Link> — {CHARITY_STATUS_LABELS[charity.status]}
            </li>
          ))}
        </ul>
      )}
      <RecordTabs
        data={
          <NeedyForm
            key={`${data.id}:${data.name}:${data.surname}:${data.city}:${data.contact}:${data.notes}`}
            initial={{ name: data.name, surname: data.surname, city: data.city, contact: data.contact, notes: data.notes }}
            submitLabel="Zapisz zmiany"
            readOnly={!updates}
            save={async (body) => {
              await needyApi.update(id, body);
              notify.success('Zapisano', `Dane podopiecznego: ${body.name} ${body.surname}.`);
              person.reload();
              onChanged();
            }}
          />
        }
        history={<AuditHistory entityType="needy" entityId={id} />}
      />
      <div className="admin-row-actions">
        <Allowed to={API_ROUTES.needyDelete}>
          <button type="button" className="btn btn--danger-outline" onClick={() => setConfirming('delete')}>
            Usuń podopiecznego
          </button>
        </Allowed>
        <Allowed to={API_ROUTES.needyAnonymise}>
          <button type="button" className="btn btn--danger-outline" onClick={() => setConfirming('anonymise')}>
            Anonimizuj dane
          </button>
        </Allowed>
      </div>
      {refused && (
        <p className="form-error" role="alert">
          {refused}
        </p>
      )}
      {confirming === 'delete' && (
        <ConfirmDialog open title="Usunąć podopiecznego?" confirmLabel="Tak, usuń" busy={busy} onConfirm={() => void remove()} onCancel={() => !busy && setConfirming(null)}>
          <p>Dane osoby „{fullName}” zostaną usunięte. Tej operacji nie można cofnąć.</p>
        </ConfirmDialog>
      )}
      {confirming === 'anonymise' && (
        <ConfirmDialog open title="Anonimizować dane podopiecznego?" confirmLabel="Tak, anonimizuj" busy={busy} onConfirm={() => void anonymise()} onCancel={() => !busy && setConfirming(null)}>
          <p>
            Imię, nazwisko, miejscowość, kontakt i notatki osoby „{fullName}” zostaną trwale usunięte. Zbiórki i wpłaty zostaną w księgach fundacji. Jest to możliwe,
            gdy wszystkie zbiórki tej osoby są zakończone, zamknięte lub odrzucone.
          </p>
        </ConfirmDialog>
      )}
      {offer && (
        <RenameOffer
          firstName={offer.firstName}
          charities={offer.charities}
          onDone={() => {
            setOffer(null);
            person.reload();
            onChanged();
          }}
        />
      )}
    </section>
  );
}
