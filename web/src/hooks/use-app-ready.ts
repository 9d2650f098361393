import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False in the page the server drew, until the app has taken it over; true from then on. A button that only the app
 * can answer is disabled meanwhile: a click before then would be lost without a word.
 */
export const useAppReady = () =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
