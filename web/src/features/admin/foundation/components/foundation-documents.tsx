import { useId, type FormEvent } from 'react';
import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import { DOCUMENT_MAX_BYTES, FOUNDATION_UPLOAD_KINDS, LOGO_MAX_BYTES, type FoundationUploadKind } from '@zlota/shared/constants';
import type { FoundationDocumentVersion } from '@zlota/shared/entities';
import { formatDateTimePl } from '@zlota/shared/format';
import { FOUNDATION_MESSAGES } from '@zlota/shared/messages';
import { FieldError } from '../../../../components/ui/field-error';
import { LoadProblem } from '../../../../components/ui/load-problem';
import { paths } from '../../../../config/paths';
import { useNotify } from '../../../../hooks/use-notify';
import { useRemote } from '../../../../hooks/use-remote';
import { useAction } from '../../hooks/use-action';
import { foundationApi } from '../api/foundation-api';

/** What each upload is, where it is served, and what the form accepts and says. */
interface UploadKind {
  title: string;
  path: string;
  accept: string;
  limit: string;
  maxBytes: number;
  required: string;
  tooLarge: string;
  uploaded: string;
}

const M = FOUNDATION_MESSAGES;
const PDF = { accept: 'application/pdf,.pdf', limit: 'PDF, najwyżej 10 MB', maxBytes: DOCUMENT_MAX_BYTES, required: M.documentRequired, tooLarge: M.documentTooLarge, uploaded: M.documentUploaded };
const KINDS: Record<FoundationUploadKind, UploadKind> = {
  statute: { title: 'Statut', path: '/statut.pdf', ...PDF },
  security_policy: { title: 'Polityka bezpieczeństwa', path: '/PolitykaBezpieczenstwa.pdf', ...PDF },
  logo: {
    title: 'Logo',
    path: `/api/${apiPath(API_ROUTES.foundationLogo)}`,
    accept: 'image/png,image/jpeg,.png,.jpg,.jpeg',
    limit: 'PNG albo JPEG, najwyżej 1 MB',
    maxBytes: LOGO_MAX_BYTES,
    required: M.logoRequired,
    tooLarge: M.logoTooLarge,
    uploaded: M.logoUploaded,
  },
};

const sizeOf = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`);
const when = (version: FoundationDocumentVersion) => formatDateTimePl(Date.parse(version.uploaded_at));
const versionLine = (version: FoundationDocumentVersion) => `${when(version)}, ${sizeOf(version.bytes)}, wgrał(a): ${version.uploaded_by ?? 'konto usunięte'}`;

/** One document or the logo: its current version, the form that uploads the next, and the versions before it. */
function DocumentItem({ kind, versions, uploaded }: { kind: FoundationUploadKind; versions: FoundationDocumentVersion[]; uploaded: () => void }) {
  const notify = useNotify();
  const inputId = useId();
  const errorId = useId();
  const { busy: sending, error, setError, run } = useAction();
  const { title, path, accept, limit, maxBytes, required, tooLarge, uploaded: done } = KINDS[kind];
  const [current, ...earlier] = versions;
  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const file = (form.elements.namedItem('document') as HTMLInputElement).files?.[0];
    // The server checks the same (and the bytes); this spares sending a large file to be refused.
    const problem = !file ? required : file.size > maxBytes ? tooLarge : null;
    setError(problem);
    if (problem) notify.error(problem);
    if (problem || !file) return;
    if (!(await run(() => (kind === 'logo' ? foundationApi.uploadLogo(file) : foundationApi.upload(kind, file))))) return;
    form.reset();
    notify.success(done);
    uploaded();
  };
  return (
    <div className="admin-foundation__document">
      <h3>{title}</h3>
      <p>
        {current ? (
          <>
            Obecna wersja: <a href={path} target="_blank" rel="noopener">{when(current)}</a> ({sizeOf(current.bytes)}, wgrał(a): {current.uploaded_by ?? 'konto usunięte'})
          </>
        ) : (
          `Nie wgrano jeszcze żadnej wersji: ${kind === 'logo' ? 'e-maile i potwierdzenia PDF podają nazwę fundacji tekstem' : `strony mówią „${M.documentMissing}”`}.`
        )}
      </p>
      {kind === 'logo' && current && <img className="admin-foundation__logo" src={`${path}?v=${current.sha256}`} alt="Obecne logo fundacji" />}
      <form onSubmit={(event) => void send(event)} noValidate>
        <div className="field">
          <label htmlFor={inputId}>
            Nowa wersja: {title.toLowerCase()} ({limit})
          </label>
          <input
            id={inputId}
            name="document"
            type="file"
            accept={accept}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={() => setError(null)}
          />
          <FieldError id={errorId} message={error ?? undefined} />
        </div>
        <button type="submit" className="btn btn--primary" disabled={sending}>
          {sending ? 'Wysyłanie…' : `Wgraj: ${title.toLowerCase()}`}
        </button>
      </form>
      {earlier.length > 0 && (
        <>
          <h4>Wcześniejsze wersje</h4>
          <ul>
            {earlier.map((version) => (
              <li key={version.id}>{versionLine(version)}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** The statute and the security policy (PDF) and the logo of e-mails and PDFs (issue 30): every version kept for the audit. */
export function FoundationDocuments() {
  const remote = useRemote('foundation-documents', (signal) => foundationApi.documents(signal));
  return (
    <section className="admin-foundation__documents" aria-labelledby="admin-foundation-documents">
      <h2 id="admin-foundation-documents">Dokumenty i logo</h2>
      <p className="admin-section__lead">
        Statut i polityka bezpieczeństwa w PDF oraz logo pokazywane w e-mailach i potwierdzeniach PDF. Obowiązuje najnowsza wersja; wcześniejsze zostają zapisane z datą.
      </p>
      {remote.status === 'error' && <LoadProblem message={remote.message} onRetry={remote.reload} back={{ href: paths.admin.getHref(), label: 'Pulpit' }} />}
      {remote.status === 'loading' && <p role="status">Wczytywanie dokumentów…</p>}
      {remote.status === 'ready' &&
        FOUNDATION_UPLOAD_KINDS.map((kind) => (
          <DocumentItem key={kind} kind={kind} versions={remote.data.filter((version) => version.kind === kind)} uploaded={remote.reload} />
        ))}
    </section>
  );
}
