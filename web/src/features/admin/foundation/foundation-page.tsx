import { FOUNDATION_MESSAGES } from '@zlota/shared/messages';
import { LoadProblem } from '../../../components/ui/load-problem';
import { paths } from '../../../config/paths';
import { useNotify } from '../../../hooks/use-notify';
import { useRemote } from '../../../hooks/use-remote';
import { useDocumentMeta } from '../../../lib/document-meta';
import { foundationApi } from './api/foundation-api';
import { FoundationDocuments } from './components/foundation-documents';
import { FoundationForm } from './components/foundation-form';
import { formValuesOf } from './components/foundation-form-values';

/** /admin/fundacja (issue 30): the foundation's own record, which every page, e-mail and PDF reads; admins only. */
export function AdminFoundationPage() {
  useDocumentMeta('Dane fundacji — panel fundacji');
  const notify = useNotify();
  const remote = useRemote('foundation', (signal) => foundationApi.get(signal));
  return (
    <section className="admin-page" aria-labelledby="admin-foundation-title">
      <h1 id="admin-foundation-title">Dane fundacji</h1>
      <p className="admin-section__lead">
        Nazwa, numery, adres, rachunki i kontakt pokazywane na stronach serwisu, w e-mailach i w potwierdzeniach darowizn. Zmiana działa od razu.
      </p>
      {remote.status === 'error' && <LoadProblem message={remote.message} onRetry={remote.reload} back={{ href: paths.admin.getHref(), label: 'Pulpit' }} />}
      {remote.status === 'loading' && <p role="status">Wczytywanie danych fundacji…</p>}
      {remote.status === 'ready' && (
        <>
          {!remote.data.foundation && <p className="admin-foundation__notice" role="note">{FOUNDATION_MESSAGES.workQueue}: strony mówią dziś „{FOUNDATION_MESSAGES.missing}”.</p>}
          {remote.data.example && (
            <p className="admin-foundation__notice" role="note">To dane przykładowe z wersji demonstracyjnej. Wpisz dane swojej fundacji — do tego czasu strony oznaczają je jako przykładowe.</p>
          )}
          <FoundationForm
            initial={formValuesOf(remote.data.foundation)}
            save={async (record) => {
              await foundationApi.save(record);
              notify.success(FOUNDATION_MESSAGES.saved);
              remote.reload();
            }}
          />
          <FoundationDocuments />
        </>
      )}
    </section>
  );
}
