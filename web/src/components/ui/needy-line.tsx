import type { Needy } from '@zlota/shared/entities';
import { Icon } from './icon';

/** Who a fundraiser helps and where: on its page and in its owner's preview alike. */
export function NeedyLine({ needy }: { needy: Needy }) {
  return (
    <p className="needy-line">
      <span>
        Zbieramy dla: <strong>{needy.name} {needy.surname}</strong>
      </span>
      <span className="needy-line__city">
        <Icon name="tag" size={16} />
        <span className="visually-hidden">Miejscowość: </span>
        {needy.city}
      </span>
    </p>
  );
}
