import { useState } from 'react';
import { useNotify } from '../../../hooks/use-notify';
import { errorMessage } from '../../../lib/api-client';
import { accountApi } from '../api/account-api';

/** RODO: a copy of everything the portal keeps about the person, as a JSON file. */
export function PersonalDataDownload() {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await accountApi.downloadPersonalData();
    } catch (error) {
      notify.error(await errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <p>Pobierz kopię swoich danych: profil, zbiórki, wpłaty, sesje i wpisy dziennika zdarzeń, w jednym pliku JSON.</p>
      <button type="button" className="btn" disabled={busy} onClick={() => void download()}>
        Pobierz moje dane
      </button>
    </>
  );
}
