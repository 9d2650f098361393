import { useState } from 'react';
import { useCombobox } from 'downshift';
import { FieldError } from '../../../../components/ui/field-error';
import { useRemote } from '../../../../hooks/use-remote';
import { charitiesApi } from '../../api/charities-api';

/** How many fundraisers the suggestions show at most. */
const SUGGESTIONS = 8;

interface Suggestion {
  id: number;
  title: string;
}

interface CharityComboboxProps {
  id: string;
  label: string;
  /** The chosen fundraiser's number as the URL keeps it, '' when none is chosen. */
  value: string;
  error: string | undefined;
  /** A fundraiser chosen (its number), or the text changed so that none is (`''`, with what was typed). */
  onChange: (value: string, typed: string) => void;
}

/**
 * A fundraiser chosen by its name: the text searches the panel's list as its other name searches do (Polish letters
 * folded, "wozek" finds "Wózek"), the suggestions are a WAI-ARIA combobox (arrows, Enter, Escape), and what is kept
 * is the fundraiser's number. A number in the URL is shown by its title.
 */
export function CharityCombobox({ id, label, value, error, onChange }: CharityComboboxProps) {
  const [titles, setTitles] = useState<Record<string, string>>({});
  const [edited, setEdited] = useState<string | null>(null);
  const [seen, setSeen] = useState(value);
  // A number from the URL (a link, back-navigation) replaces whatever was typed.
  if (seen !== value) {
    setSeen(value);
    setEdited(null);
  }
  const named = useRemote(value && !(value in titles) ? `charity-title:${value}` : null, () => charitiesApi.get(Number(value)));
  const title = titles[value] ?? (named.status === 'ready' ? named.data.title : named.status === 'error' ? `Zbiórka nr ${value}` : '');
  const text = edited ?? title;

  const words = edited?.trim() ?? '';
  const search = new URLSearchParams({ q: words, size: String(SUGGESTIONS), sort: 'title', order: 'asc' });
  const found = useRemote(words ? `charity-suggestions?${search.toString()}` : null, (signal) => charitiesApi.list(search, signal));
  const items: Suggestion[] = found.status === 'ready' ? found.data.rows.map((row) => ({ id: row.id, title: row.title })) : [];

  const combobox = useCombobox<Suggestion>({
    items,
    inputId: id,
    inputValue: text,
    selectedItem: null,
    itemToString: (item) => item?.title ?? '',
    onInputValueChange: ({ inputValue, type }) => {
      if (type !== useCombobox.stateChangeTypes.InputChange) return;
      setEdited(inputValue);
      setSeen('');
      onChange('', inputValue);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      const chosen = String(selectedItem.id);
      setTitles((known) => ({ ...known, [chosen]: selectedItem.title }));
      setEdited(null);
      setSeen(chosen);
      onChange(chosen, selectedItem.title);
    },
  });
  const open = combobox.isOpen && items.length > 0;
  const answer = !words ? '' : found.status === 'loading' ? 'Wyszukiwanie…' : found.status === 'ready' ? (items.length ? `Podpowiedzi: ${items.length}` : 'Brak zbiórek o tej nazwie.') : '';

  return (
    <div className="admin-filters__field admin-filters__field--wide combobox">
      <label {...combobox.getLabelProps()}>{label}</label>
      <input
        {...combobox.getInputProps({
          type: 'search',
          placeholder: 'Tytuł zbiórki lub imię podopiecznego',
          'aria-invalid': error ? true : undefined,
          'aria-describedby': `${id}-answer${error ? ` ${id}-error` : ''}`,
        })}
      />
      <ul {...combobox.getMenuProps({ className: `combobox__menu${open ? ' combobox__menu--open' : ''}` })}>
        {open &&
          items.map((item, index) => (
            <li
              key={item.id}
              className={`combobox__option${combobox.highlightedIndex === index ? ' combobox__option--active' : ''}`}
              {...combobox.getItemProps({ item, index })}
            >
              {item.title} <span className="combobox__number">(nr {item.id})</span>
            </li>
          ))}
      </ul>
      <span id={`${id}-answer`} className="visually-hidden" aria-live="polite">
        {edited !== null ? answer : ''}
      </span>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
