import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SEARCH_MIN_LENGTH } from '@zlota/shared/constants';
import { paths } from '../../../config/paths';
import { isSearchable } from '../utils/offline-search';

/** A search box on the search page itself, for when there is no term yet or it is too short. */
export function SearchForm({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  const [tooShort, setTooShort] = useState(false);
  const navigate = useNavigate();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSearchable(text)) return setTooShort(true);
    void navigate(paths.search.getHref({ search: text.trim() }));
  };
  return (
    <form className="search-form" role="search" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={id}>Czego szukasz?</label>
        <input id={id} type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder="np. wózek, Kraków" aria-invalid={tooShort} aria-describedby={`${id}-hint`} enterKeyHint="search" />
        <p id={`${id}-hint`} className={tooShort ? 'field__error' : 'field__hint'}>
          Wpisz co najmniej {SEARCH_MIN_LENGTH} znaki.
        </p>
      </div>
      <button type="submit" className="btn btn--primary">
        Szukaj
      </button>
    </form>
  );
}
