import { useState } from 'react';
import { withoutFirstName } from '@zlota/shared/first-name';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { TextField } from '../../../../components/ui/fields';
import { FormAlert } from '../../../../components/ui/form-alert';
import { useNotify } from '../../../../hooks/use-notify';
import { charitiesApi, type AdminCharity } from '../../api/charities-api';
import { useAction } from '../../hooks/use-action';

interface RenameOfferProps {
  /** The first name the beneficiary had before anonymising. */
  firstName: string;
  /** Their fundraisers whose title or name still holds it, offered one after another. */
  charities: Pick<AdminCharity, 'id' | 'title' | 'name'>[];
  onDone: () => void;
}

/**
 * Issue 36 item 6: after anonymising, each fundraiser that still names the person is offered a title and a name without
 * the first name (the initial in its place), which staff may edit, then accept (a change of the fundraiser, audited as
 * any other, its public page and caches following) or skip.
 */
export function RenameOffer({ firstName, charities, onDone }: RenameOfferProps) {
  const [index, setIndex] = useState(0);
  const charity = charities[index];
  if (!charity) return null;
  const next = () => (index + 1 < charities.length ? setIndex(index + 1) : onDone());
  return <OfferOne key={charity.id} firstName={firstName} charity={charity} onNext={next} />;
}

function OfferOne({ firstName, charity, onNext }: { firstName: string; charity: RenameOfferProps['charities'][number]; onNext: () => void }) {
  const notify = useNotify();
  const action = useAction();
  const [title, setTitle] = useState(() => withoutFirstName(charity.title, firstName));
  const [name, setName] = useState(() => withoutFirstName(charity.name, firstName));
  const accept = async () => {
    const done = await action.run(() => charitiesApi.update(charity.id, { json: { title: title.trim(), name: name.trim() } }));
    if (!done) return;
    notify.success('Zapisano', `Zbiórka nazywa się teraz „${done.value.title}”.`);
    onNext();
  };
  return (
    <ConfirmDialog
      open
      title="Zbiórka nadal podaje imię podopiecznego"
      confirmLabel="Zmień tytuł i nazwę"
      busyLabel="Zapisywanie…"
      cancelLabel="Pomiń"
      tone="primary"
      busy={action.busy}
      onConfirm={() => void accept()}
      onCancel={() => !action.busy && onNext()}
    >
      <p>
        Dane osoby zanonimizowano, ale tytuł lub nazwa zbiórki nadal zawierają imię „{firstName}”. Proponujemy wersję bez niego — możesz ją poprawić przed
        zapisaniem albo pominąć zmianę.
      </p>
      <p>Tytuł teraz: „{charity.title}”</p>
      <TextField id={`rename-${charity.id}-title`} label="Nowy tytuł" value={title} onChange={setTitle} required />
      <p>Nazwa teraz: „{charity.name}”</p>
      <TextField id={`rename-${charity.id}-name`} label="Nowa nazwa" value={name} onChange={setName} required />
      <FormAlert message={action.error} />
    </ConfirmDialog>
  );
}
