import { useSyncExternalStore } from 'react';
import { shareLinks } from '../../lib/share-links';
import { Icon } from '../ui/icon';
import { useToast } from '../ui/toast';
import './share-buttons.css';

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

const neverChanges = () => () => {};
/** The Web Share API; the server cannot tell, so the drawn page (and hydration) goes without it and it appears after. */
const useCanShare = () => useSyncExternalStore(neverChanges, () => typeof navigator.share === 'function', () => false);

interface ShareButtonsProps {
  url: string;
  title: string;
  /** What goes with the link, on every network and in the share sheet alike; the title when not given. */
  text?: string;
  /** The visible heading "Udostępnij zbiórkę", where the page has none of its own above the buttons. */
  withHeading?: boolean;
}

/**
 * A fundraiser's link passed on: the system share sheet where the browser has one, Facebook, X and WhatsApp, or the link
 * copied (when the browser will not copy, the link is shown to copy by hand). One widget for the fundraiser's page and the thank-you page.
 */
export function ShareButtons({ url, title, text = title, withHeading = false }: ShareButtonsProps) {
  const toast = useToast();
  const canShare = useCanShare();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ severity: 'success', summary: 'Skopiowano link', detail: 'Wklej go w wiadomości do bliskich i znajomych.' });
    } catch {
      toast({ severity: 'warn', summary: 'Nie udało się skopiować linku', detail: url });
    }
  };
  const share = () => void navigator.share({ title, text, url }).catch(() => {}); // Closing the share sheet is not an error.
  return (
    <div className="share" role="group" {...(withHeading ? { 'aria-labelledby': 'share-heading' } : { 'aria-label': 'Udostępnij zbiórkę' })}>
      {withHeading && (
        <h2 id="share-heading" className="share__heading">
          Udostępnij zbiórkę
        </h2>
      )}
      <ul className="share__list">
        {canShare && (
          <li>
            <button type="button" className="share__button" onClick={share}>
              <Icon name="share" /> Udostępnij
            </button>
          </li>
        )}
        {shareLinks(url, text).map((link) => (
          <li key={link.id}>
            <a className="share__button" href={link.href} {...newTab}>
              <Icon name={link.id} /> {link.label}
              <span className="visually-hidden"> (otwiera się w nowej karcie)</span>
            </a>
          </li>
        ))}
        <li>
          <button type="button" className="share__button" onClick={() => void copy()}>
            <Icon name="link" /> Kopiuj link
          </button>
        </li>
      </ul>
    </div>
  );
}
