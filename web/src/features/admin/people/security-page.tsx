import { useState } from 'react';
import type { TwoFactorSetup, TwoFactorStatus } from '@zlota/shared/schemas/two-factor';
import { LoadProblem } from '../../../components/ui/load-problem';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { OneTimeCodeForm } from '../../../components/ui/one-time-code-form';
import { paths } from '../../../config/paths';
import { useNotify } from '../../../hooks/use-notify';
import { useRemote } from '../../../hooks/use-remote';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useAction } from '../hooks/use-action';
import { twoFactorApi } from '../api/two-factor-api';
import { RecoveryCodesNotice } from './components/recovery-codes-notice';
import './admin-security.css';

const CODE_HINT = '6 cyfr z aplikacji uwierzytelniającej.';

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

function SetUp({ required, onEnabled }: { required: boolean; onEnabled: (codes: string[]) => void }) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const { busy: starting, run } = useAction();
  const start = async () => {
    const started = await run(() => twoFactorApi.setUp());
    if (started) setSetup(started.value);
  };
  return (
    <>
      {required && (
        <p className="admin-security__required" role="note">
          Fundacja wymaga logowania dwuetapowego. Dopóki go nie włączysz, pozostałe części panelu są niedostępne.
        </p>
      )}
      <p>
        Logowanie dwuetapowe jest wyłączone. Po włączeniu do panelu zalogujesz się hasłem i jednorazowym kodem z aplikacji uwierzytelniającej w
        telefonie (np. Google Authenticator, Microsoft Authenticator, FreeOTP).
      </p>
      {setup === null ? (
        <p className="actions">
          <button type="button" className="btn btn--primary" onClick={() => void start()} disabled={starting}>
            {starting ? 'Przygotowywanie…' : 'Włącz logowanie dwuetapowe'}
          </button>
        </p>
      ) : (
        <ol className="admin-security__steps">
          <li>
            <p>Zeskanuj kod QR aplikacją uwierzytelniającą.</p>
            <img className="admin-security__qr" src={setup.qr_code} width={200} height={200} alt="Kod QR do zeskanowania aplikacją uwierzytelniającą" />
          </li>
          <li>
            <p>
              Jeśli nie możesz zeskanować kodu, wpisz w aplikacji ten klucz: <code className="admin-security__secret" data-secret={setup.secret}>{grouped(setup.secret)}</code>
            </p>
          </li>
          <li>
            <p>Wpisz kod, który pokazuje aplikacja, aby potwierdzić i włączyć logowanie dwuetapowe.</p>
            <OneTimeCodeForm
              form="two-factor-confirm"
              label="Kod z aplikacji"
              hint={CODE_HINT}
              submitLabel="Potwierdź i włącz"
              busyLabel="Sprawdzanie kodu…"
              onCode={async (code) => onEnabled((await twoFactorApi.confirm(code)).recovery_codes)}
            />
          </li>
        </ol>
      )}
    </>
  );
}

function Enabled({ status, onDisabled }: { status: TwoFactorStatus; onDisabled: () => void }) {
  return (
    <>
      <p>
        Logowanie dwuetapowe jest włączone: do panelu logujesz się hasłem i kodem z aplikacji. Niewykorzystane kody zapasowe:{' '}
        {status.recovery_codes_left}.
      </p>
      {!status.required && (
        <>
          <h3>Wyłączenie</h3>
          <OneTimeCodeForm
            form="two-factor-disable"
            label="Aktualny kod z aplikacji"
            hint={`${CODE_HINT} Możesz też podać kod zapasowy.`}
            submitLabel="Wyłącz logowanie dwuetapowe"
            busyLabel="Wyłączanie…"
            secondary
            onCode={async (code) => {
              await twoFactorApi.disable(code);
              onDisabled();
            }}
          />
        </>
      )}
    </>
  );
}

/** Issue 17: the admin's own two-factor login — set up with a QR code and a confirming code, or turned off with a code. */
export function AdminSecurityPage() {
  useDocumentMeta('Bezpieczeństwo');
  const notify = useNotify();
  const status = useRemote('two-factor', (signal) => twoFactorApi.status(signal));
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  return (
    <section className="admin-page" aria-labelledby="security-title">
      <h1 id="security-title">Bezpieczeństwo</h1>
      <section className="admin-section" aria-labelledby="two-factor-title">
        <h2 id="two-factor-title">Logowanie dwuetapowe</h2>
        {status.status === 'loading' && <LoadingStatus />}
        {status.status === 'error' && <LoadProblem message={status.message} onRetry={status.reload} back={{ href: paths.admin.getHref(), label: 'Wróć do pulpitu' }} />}
        {recoveryCodes !== null ? (
          <RecoveryCodesNotice
            codes={recoveryCodes}
            onSaved={() => {
              setRecoveryCodes(null);
              status.reload();
            }}
          />
        ) : (
          status.status === 'ready' &&
          (status.data.enabled ? (
            <Enabled
              status={status.data}
              onDisabled={() => {
                notify.success('Logowanie dwuetapowe zostało wyłączone');
                status.reload();
              }}
            />
          ) : (
            <SetUp
              required={status.data.required}
              onEnabled={(codes) => {
                notify.success('Logowanie dwuetapowe jest włączone');
                setRecoveryCodes(codes);
              }}
            />
          ))
        )}
      </section>
    </section>
  );
}
