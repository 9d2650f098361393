import { useCallback, useState } from 'react';
import { useNotify } from '../../../hooks/use-notify';
import { errorMessage } from '../../../lib/api-client';

export interface Action {
  /** True while an action runs: its button is disabled. */
  busy: boolean;
  /** The last refusal in Polish, shown under the form; a new field problem may be set by hand. */
  error: string | null;
  setError: (error: string | null) => void;
  /**
   * Runs one write of the panel: busy meanwhile. Done, it answers `{ value }`; refused, the Polish message goes into a
   * toast and (unless `quiet`) under the form, and the answer is `undefined`.
   */
  run: <T>(action: () => Promise<T>, options?: RunOptions) => Promise<{ value: T } | undefined>;
}

export interface RunOptions {
  /** The message is only a toast, not kept under the form. */
  quiet?: boolean;
  /**
   * What the screen does with a refusal besides the toast (fields marked, a notice kept), still busy; answering
   * `true` means it told the person itself, and no toast is shown.
   */
  refused?: (failure: unknown, message: string) => boolean | void | Promise<boolean | void>;
}

/** The panel's one way to run a write from a button or a form. */
export function useAction(): Action {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async <T,>(action: () => Promise<T>, options: RunOptions = {}): Promise<{ value: T } | undefined> => {
      setBusy(true);
      if (!options.quiet) setError(null);
      try {
        return { value: await action() };
      } catch (failure) {
        const message = await errorMessage(failure);
        if (!options.quiet) setError(message);
        if ((await options.refused?.(failure, message)) !== true) notify.error(message);
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [notify],
  );
  return { busy, error, setError, run };
}
