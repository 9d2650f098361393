import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { SessionState } from '../../lib/session';

export const createCharityHref = (state: SessionState) =>
  state.status === 'anonymous' ? paths.newUserAndCharity.getHref() : paths.newCharity.getHref();

/** Spec §2: the menu's items and who sees them. */
interface MenuItemsProps {
  state: SessionState;
  onLogout: () => void;
  onNavigate?: () => void;
  /** The desktop navbar has its own "Utwórz zbiórkę" button. */
  showCreate?: boolean;
}

export function MenuItems({ state, onNavigate, onLogout, showCreate = true }: MenuItemsProps) {
  const loggedIn = state.status !== 'anonymous';
  const item = (href: string, label: string) => (
    <li>
      <Link to={href} onClick={onNavigate}>
        {label}
      </Link>
    </li>
  );
  return (
    <ul className="menu">
      {item(paths.charities.getHref(), 'Zbiórki')}
      {item(paths.contact.getHref(), 'Kontakt')}
      {item(paths.foundation.getHref(), 'Fundacja')}
      {item(paths.faq.getHref(), 'Informacje')}
      {loggedIn && item(paths.account.getHref(), 'Konto')}
      {state.status === 'admin' && item(paths.admin.getHref(), 'Admin')}
      {!loggedIn && item(paths.login.getHref(), 'Zaloguj')}
      {showCreate && item(createCharityHref(state), 'Utwórz zbiórkę')}
      {loggedIn && (
        <li>
          <button
            type="button"
            className="link-button"
            onClick={() => {
              onNavigate?.();
              onLogout();
            }}
          >
            Wyloguj
          </button>
        </li>
      )}
    </ul>
  );
}
