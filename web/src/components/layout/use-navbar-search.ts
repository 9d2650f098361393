import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EMPTY_SEARCH_REDIRECT_MS, SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '@zlota/shared/constants';
import { paths } from '../../config/paths';

/**
 * Spec §5: the search runs after a 700 ms typing pause once the text is longer than 2 characters;
 * an emptied box returns to / after 1500 ms.
 */
export function useNavbarSearch(initial = '') {
  const [text, setText] = useState(initial);
  const navigate = useNavigate();
  const touched = useRef(false);
  useEffect(() => {
    if (!touched.current) return;
    const term = text.trim();
    if (term.length === 0) {
      const timer = window.setTimeout(() => void navigate(paths.home.getHref()), EMPTY_SEARCH_REDIRECT_MS);
      return () => window.clearTimeout(timer);
    }
    if (term.length < SEARCH_MIN_LENGTH) return;
    const timer = window.setTimeout(() => void navigate(paths.search.getHref({ search: term })), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, navigate]);
  return {
    text,
    setText: (value: string) => {
      touched.current = true;
      setText(value);
    },
  };
}
