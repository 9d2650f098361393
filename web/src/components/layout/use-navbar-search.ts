import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EMPTY_SEARCH_REDIRECT_MS, SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '@zlota/shared/constants';
import { CHARITY_MESSAGES } from '@zlota/shared/messages';
import { paths } from '../../config/paths';

/**
 * Spec §5: the search runs after a 700 ms typing pause once the text is longer than 2 characters;
 * an emptied box returns to / after 1500 ms. Enter searches at once, or says how many characters it needs.
 */
export function useNavbarSearch(initial = '') {
  const [text, setText] = useState(initial);
  const [hint, setHint] = useState('');
  const navigate = useNavigate();
  const touched = useRef(false);
  const pending = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!touched.current) return;
    const term = text.trim();
    if (term.length === 0) {
      const timer = window.setTimeout(() => void navigate(paths.home.getHref()), EMPTY_SEARCH_REDIRECT_MS);
      return () => window.clearTimeout(timer);
    }
    if (term.length < SEARCH_MIN_LENGTH) return;
    const timer = window.setTimeout(() => void navigate(paths.search.getHref({ search: term })), SEARCH_DEBOUNCE_MS);
    pending.current = timer;
    return () => window.clearTimeout(timer);
  }, [text, navigate]);
  return {
    text,
    /** What Enter with too short a text says, read out by the box's live region. */
    hint,
    setText: (value: string) => {
      touched.current = true;
      setHint('');
      setText(value);
    },
    /** Enter: the search runs now (the pause's search is then not needed), or the box says it needs 3 characters. */
    submit: () => {
      const term = text.trim();
      if (term.length < SEARCH_MIN_LENGTH) {
        setHint(CHARITY_MESSAGES.searchTooShort);
        return;
      }
      window.clearTimeout(pending.current);
      void navigate(paths.search.getHref({ search: term }));
    },
  };
}
