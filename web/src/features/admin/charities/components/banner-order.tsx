import { useEffect, useState } from 'react';
import { BANNER_MAX } from '@zlota/shared/moderation';
import { useNotify } from '../../../../hooks/use-notify';
import { useRemote } from '../../../../hooks/use-remote';
import { charitiesApi, type AdminCharity } from '../../api/charities-api';
import { useAction } from '../../hooks/use-action';
import { BannerAdd } from './banner-add';

type Item = Pick<AdminCharity, 'id' | 'title'>;

/** The home banner's fundraisers in order: arrows move one (announced), add and remove, then one save (PUT admin/banner). */
export function BannerOrder({ onSaved }: { onSaved: () => void }) {
  const notify = useNotify();
  const banner = useRemote('banner', () => charitiesApi.banner());
  const [items, setItems] = useState<Item[] | null>(null);
  const [said, setSaid] = useState('');
  const [focus, setFocus] = useState<string | null>(null);
  const { busy: saving, run } = useAction();
  const shown = items ?? (banner.status === 'ready' ? banner.data : null);

  // A moved row is drawn anew: the focus follows its arrow so the keyboard can keep moving it.
  useEffect(() => {
    if (focus) document.getElementById(focus)?.focus();
  }, [focus, shown]);

  if (banner.status === 'error') return <p className="form-error">{banner.message}</p>;
  if (!shown) return <p role="status">Wczytywanie banera…</p>;

  const move = (index: number, by: -1 | 1) => {
    const next = [...shown];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    setItems(next);
    const to = index + by;
    setSaid(`Przeniesiono „${item!.title}” na pozycję ${to + 1} z ${next.length}.`);
    const arrow = (to === 0 && by === -1) || (to === next.length - 1 && by === 1) ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down';
    setFocus(`banner-${arrow}-${item!.id}`);
  };
  const remove = (item: Item) => {
    setItems(shown.filter((other) => other.id !== item.id));
    setSaid(`Usunięto „${item.title}” z banera.`);
    setFocus('banner-save');
  };
  const add = (item: Item) => {
    setItems([...shown, item]);
    setSaid(`Dodano „${item.title}” na pozycję ${shown.length + 1}.`);
  };
  const save = async () => {
    const saved = await run(() => charitiesApi.saveBanner(shown.map((item) => item.id)));
    if (!saved) return;
    setItems(saved.value);
    notify.success('Zapisano', 'Kolejność banera strony głównej została zapisana.');
    onSaved();
  };

  return (
    <section className="banner-order" aria-labelledby="banner-order-title">
      <h2 id="banner-order-title">Baner strony głównej</h2>
      <p className="field__hint">Wyróżnione aktywne zbiórki, w kolejności na banerze (najwyżej {BANNER_MAX}). Zmiany zapisuje przycisk „Zapisz kolejność”.</p>
      {shown.length === 0 ? (
        <p>Baner jest pusty.</p>
      ) : (
        <ol className="banner-order__list" aria-label="Kolejność banera">
          {shown.map((item, index) => (
            <li key={item.id} className="banner-order__item">
              <span className="banner-order__title">{item.title}</span>
              <button type="button" id={`banner-up-${item.id}`} className="btn btn--small" disabled={index === 0} onClick={() => move(index, -1)} aria-label={`Przenieś wyżej: ${item.title}`}>
                ↑
              </button>
              <button type="button" id={`banner-down-${item.id}`} className="btn btn--small" disabled={index === shown.length - 1} onClick={() => move(index, 1)} aria-label={`Przenieś niżej: ${item.title}`}>
                ↓
              </button>
              <button type="button" className="btn btn--small btn--danger-outline" onClick={() => remove(item)} aria-label={`Usuń z banera: ${item.title}`}>
                Usuń
              </button>
            </li>
          ))}
        </ol>
      )}
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>
      <BannerAdd exclude={shown.map((item) => item.id)} full={shown.length >= BANNER_MAX} onAdd={add} />
      <button type="button" id="banner-save" className="btn btn--primary" disabled={saving} onClick={() => void save()}>
        {saving ? 'Zapisywanie…' : 'Zapisz kolejność'}
      </button>
    </section>
  );
}
