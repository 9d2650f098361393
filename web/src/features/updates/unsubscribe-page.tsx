import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { updatesApi } from './api/updates-api';
import { EmailLinkPage } from './email-link-page';

/** /aktualnosci/wypisz/:token — the link of every update e-mail: one click there leaves the fundraiser's updates. */
export function UnsubscribePage() {
  return (
    <EmailLinkPage
      meta="unsubscribe"
      what="Wypisanie z aktualności"
      heading="Aktualności zbiórki"
      question="Nie chcesz już dostawać e-maili z aktualnościami tej zbiórki? Potwierdź jednym kliknięciem — nie trzeba się logować."
      action="Wypisz mnie z aktualności"
      acting="Wypisujemy…"
      act={updatesApi.unsubscribe}
      done={(answer) => (
        <>
          <p>
            <strong>{answer.message}</strong>
          </p>
          <p>
            Dziękujemy za wsparcie zbiórki „{answer.charity_title}”. Jej stronę możesz odwiedzić w każdej chwili:{' '}
            <Link to={paths.charity.getHref({ name: answer.charity_url })}>zobacz zbiórkę</Link>.
          </p>
        </>
      )}
    />
  );
}
