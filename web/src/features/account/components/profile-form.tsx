import type { UserInfo } from '@zlota/shared/entities';
import { API_MESSAGES } from '@zlota/shared/messages';
import { profileSchema, type Profile } from '@zlota/shared/schemas/own-account';
import { TextField } from '../../../components/ui/fields';
import { useNotify } from '../../../hooks/use-notify';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { accountApi } from '../api/account-api';

/** Name, surname and phone; the username and the e-mail address stay, since they are how the person signs in. */
export function ProfileForm({ user, onSaved, onCancel }: { user: UserInfo; onSaved: () => void; onCancel: () => void }) {
  const notify = useNotify();
  const { sending, field, submit, showRefusal } = useSchemaForm<Profile>({
    form: 'profile',
    schema: profileSchema,
    defaultValues: { name: user.name, surname: user.surname, phone: user.phone },
    order: ['name', 'surname', 'phone'],
  });

  const send = async (profile: Profile) => {
    try {
      await accountApi.updateProfile(profile);
      notify.success(API_MESSAGES.profileSaved);
      onSaved();
    } catch (error) {
      await showRefusal(error);
    }
  };

  return (
    <form className="account-form" onSubmit={submit(send)} noValidate aria-label="Zmiana danych">
      <TextField {...field('name')} label="Imię" autoComplete="given-name" />
      <TextField {...field('surname')} label="Nazwisko" autoComplete="family-name" />
      <TextField {...field('phone')} label="Telefon" hint="Dziewięć cyfr, np. 600100200." type="tel" inputMode="tel" autoComplete="tel-national" />
      <p className="field__hint">Nazwy użytkownika i adresu e-mail nie można tu zmienić — służą do logowania.</p>
      <div className="actions">
        <button type="submit" className="btn btn--primary" disabled={sending}>
          {sending ? 'Zapisywanie…' : 'Zapisz dane'}
        </button>
        <button type="button" className="btn" onClick={onCancel}>
          Anuluj
        </button>
      </div>
    </form>
  );
}
