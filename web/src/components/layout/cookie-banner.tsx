import { useState } from 'react';
import { Link } from 'react-router-dom';
import { COOKIE_CONSENT_DAYS } from '@zlota/shared/constants';
import { COOKIE_CONSENT_PAIR, hasCookieConsent } from '@zlota/shared/cookie-consent';
import { paths } from '../../config/paths';
import { usePageContext } from '../../lib/page-context';

/** Spec §4: shown until the pp-cookies cookie equals 1; Akceptuje sets it for 1095 days on path /. */
export function CookieBanner() {
  const { cookie } = usePageContext();
  const [visible, setVisible] = useState(() => !hasCookieConsent(cookie));
  if (!visible) return null;
  const accept = () => {
    document.cookie = `${COOKIE_CONSENT_PAIR}; max-age=${COOKIE_CONSENT_DAYS * 24 * 60 * 60}; path=/; SameSite=Lax`;
    setVisible(false);
  };
  return (
    <section className="cookie-banner" aria-label="Informacja o plikach cookies">
      <p>
        Korzystamy z plików cookies, aby serwis działał poprawnie i wygodnie. Więcej przeczytasz w{' '}
        <Link to={paths.privacyPolicy.getHref()}>polityce prywatności</Link>.
      </p>
      <button type="button" className="btn btn--primary" onClick={accept}>
        Akceptuje
      </button>
    </section>
  );
}
