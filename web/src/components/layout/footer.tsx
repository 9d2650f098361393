import { Link } from 'react-router-dom';
import { COPYRIGHT_MIN_YEAR } from '@zlota/shared/constants';
import { addressLine } from '@zlota/shared/foundation-text';
import { paths } from '../../config/paths';
import { DocumentLink, FoundationText } from '../foundation/foundation-text';
import { Logo } from '../ui/logo';
import { OfflineCatalogStatus } from './offline-catalog-status';

/** Spec §2: logo, the payment provider's badge, © with the current year (never before 2023), links; the foundation's record (issue 30). */
export function Footer() {
  const year = Math.max(new Date().getFullYear(), COPYRIGHT_MIN_YEAR);
  return (
    <footer className="footer">
      <div className="footer__inner">
        <Link to={paths.home.getHref()} className="footer__logo" aria-label="Złota rybka — strona główna">
          <Logo size={48} />
        </Link>
        <div className="footer__security">
          <span className="footer__security-label">Bezpieczeństwo transakcji</span>
          <svg width="120" height="36" viewBox="0 0 120 36" role="img" aria-label="Płatności online obsługuje PayU">
            <rect width="120" height="36" rx="6" fill="#fff" />
            <text x="60" y="24" textAnchor="middle" fontSize="18" fontWeight="700" fill="#2d8a3e" fontFamily="system-ui, sans-serif">PayU</text>
          </svg>
        </div>
        <ul className="footer__links">
          <li><DocumentLink kind="statute">Statut</DocumentLink></li>
          <li><Link to={paths.terms.getHref()}>Regulamin</Link></li>
          <li><Link to={paths.cookiePolicy.getHref()}>Polityka cookies</Link></li>
          <li><Link to={paths.privacyPolicy.getHref()}>Polityka prywatności</Link></li>
          <li><DocumentLink kind="security_policy">Polityka bezpieczeństwa</DocumentLink></li>
          <li><Link to={paths.contact.getHref()}>Kontakt</Link></li>
        </ul>
        <p className="footer__copyright">
          <FoundationText>
            {(foundation) => (
              <>
                © {year} {foundation.name}
                <br />
                {addressLine(foundation.address)} · KRS {foundation.krs} · NIP {foundation.nip}
              </>
            )}
          </FoundationText>
        </p>
        <OfflineCatalogStatus />
      </div>
    </footer>
  );
}
