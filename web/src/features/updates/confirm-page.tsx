import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { updatesApi } from './api/updates-api';
import { EmailLinkPage } from './email-link-page';

/**
 * /aktualnosci/potwierdz/:token — the link of the one e-mail that asks a donor to confirm the address they gave for
 * updates (issue 29): one click there, and updates of the fundraisers they support go to it.
 */
export function ConfirmPage() {
  return (
    <EmailLinkPage
      meta="updatesConfirm"
      what="Potwierdzenie adresu"
      heading="Aktualności zbiórek"
      question="Chcesz dostawać e-mailem aktualności zbiórek, które wspierasz? Potwierdź jednym kliknięciem, że ten adres jest Twój — nie trzeba się logować."
      action="Potwierdzam, chcę otrzymywać aktualności"
      acting="Potwierdzamy…"
      act={updatesApi.confirm}
      done={(answer) => (
        <>
          <p>
            <strong>{answer.message}</strong>
          </p>
          <p>
            Z każdej wiadomości wypiszesz się jednym kliknięciem. <Link to={paths.home.getHref()}>Zobacz zbiórki</Link>.
          </p>
        </>
      )}
    />
  );
}
