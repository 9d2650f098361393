import { Link } from 'react-router-dom';
import { COOKIE_CONSENT_DAYS, COOKIE_CONSENT_NAME, COOKIE_CONSENT_VALUE, SESSION_STORAGE_KEYS } from '@zlota/shared/constants';
import { paths } from '../../../config/paths';
import type { LegalSection } from '../components/legal-document';
import { FoundationEmail } from '../../../components/foundation/foundation-text';

export const COOKIES_UPDATED = 'Ostatnia aktualizacja: 1 stycznia 2025 r.';

const code = (text: string) => <code>{text}</code>;

export const COOKIE_SECTIONS: LegalSection[] = [
  {
    id: 'czym-sa-cookies',
    title: '1. Czym są pliki cookies',
    content: (
      <p>
        Pliki cookies (ciasteczka) to małe pliki tekstowe, które strona zapisuje w Twojej przeglądarce. Podobnie działa pamięć przeglądarki
        (np. sessionStorage czy IndexedDB), w której strona może przechowywać dane na Twoim urządzeniu. Dane te nie trafiają do nikogo innego.
      </p>
    ),
  },
  {
    id: 'czego-uzywamy',
    title: '2. Czego używamy',
    content: (
      <div className="table-wrap">
        <table>
          <caption className="visually-hidden">Pliki cookies i pamięć przeglądarki używane przez serwis</caption>
          <thead>
            <tr>
              <th scope="col">Nazwa</th>
              <th scope="col">Do czego służy</th>
              <th scope="col">Jak długo</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{code(COOKIE_CONSENT_NAME)} (cookie)</th>
              <td data-label="Do czego służy">
                Zapamiętuje, że zaakceptowano informację o plikach cookies (wartość {code(COOKIE_CONSENT_VALUE)}), aby nie wyświetlać jej ponownie.
              </td>
              <td data-label="Jak długo">{COOKIE_CONSENT_DAYS} dni (około 3 lata)</td>
            </tr>
            <tr>
              <th scope="row">
                {code(SESSION_STORAGE_KEYS.accessToken)}, {code(SESSION_STORAGE_KEYS.tokenExpiry)}, {code(SESSION_STORAGE_KEYS.adminMarker)} (pamięć sesji, nie cookie)
              </th>
              <td data-label="Do czego służy">Utrzymują zalogowanie: token dostępu, czas jego ważności i oznaczenie konta administratora.</td>
              <td data-label="Jak długo">Do wylogowania, wygaśnięcia sesji lub zamknięcia karty przeglądarki</td>
            </tr>
            <tr>
              <th scope="row">Pamięć podręczna aplikacji (IndexedDB, Cache Storage)</th>
              <td data-label="Do czego służy">
                Przechowuje przeglądane zbiórki i zdjęcia, aby serwis działał szybciej, także bez internetu. Nie zawiera danych logowania ani
                płatności.
              </td>
              <td data-label="Jak długo">Do wyczyszczenia danych witryny w przeglądarce</td>
            </tr>
          </tbody>
        </table>
      </div>
    ),
  },
  {
    id: 'czego-nie-uzywamy',
    title: '3. Czego nie używamy',
    content: (
      <p>
        Nie używamy cookies analitycznych, marketingowych ani reklamowych. Nie osadzamy narzędzi śledzących innych firm i nie tworzymy profili
        użytkowników.
      </p>
    ),
  },
  {
    id: 'inne-serwisy',
    title: '4. Strony operatorów płatności i serwisów społecznościowych',
    content: (
      <p>
        Gdy przejdziesz na stronę operatora płatności, aby zapłacić, albo otworzysz serwis społecznościowy, aby udostępnić zbiórkę, obowiązują
        zasady dotyczące cookies tych serwisów.
      </p>
    ),
  },
  {
    id: 'zarzadzanie',
    title: '5. Jak zarządzać plikami cookies',
    content: (
      <>
        <p>
          Możesz usunąć lub zablokować pliki cookies i dane witryn w ustawieniach swojej przeglądarki. Jeśli usuniesz plik {code(COOKIE_CONSENT_NAME)}
          , informacja o cookies pojawi się ponownie. Zablokowanie pamięci sesji uniemożliwi zalogowanie się.
        </p>
        <p>
          Plik {code(COOKIE_CONSENT_NAME)} i pamięć sesji są niezbędne do działania usług, o które prosisz, dlatego — zgodnie z przepisami
          Prawa komunikacji elektronicznej — nie wymagają Twojej zgody.
        </p>
      </>
    ),
  },
  {
    id: 'kontakt',
    title: '6. Kontakt',
    content: (
      <p>
        Pytania o pliki cookies kieruj na adres <FoundationEmail />. O tym, jak chronimy Twoje dane,
        przeczytasz w <Link to={paths.privacyPolicy.getHref()}>polityce prywatności</Link>.
      </p>
    ),
  },
];
