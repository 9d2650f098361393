import { useState } from 'react';
import { pluralPl } from '@zlota/shared/format';
import type { CharityBulkAction, CharityBulkResult } from '@zlota/shared/schemas/moderation';
import { useNotify } from '../../../../hooks/use-notify';
import { charitiesApi, type AdminCharity } from '../../api/charities-api';
import { BulkAction, BulkBar, BulkReport } from '../../components/row-selection';
import type { RowSelection } from '../../hooks/use-row-selection';

export const charitiesCounted = (count: number) => `${count} ${pluralPl(count, { one: 'zbiórka', few: 'zbiórki', many: 'zbiórek' })}`;
const charitiesAccusative = (count: number) => `${count} ${pluralPl(count, { one: 'zbiórkę', few: 'zbiórki', many: 'zbiórek' })}`;

interface BulkStep {
  label: string;
  title: (count: number) => string;
  confirmLabel: string;
  busyLabel: string;
  tone: 'danger' | 'primary';
  text: string;
  done: string;
}

const STEPS: Record<CharityBulkAction, BulkStep> = {
  approve: {
    label: 'Zatwierdź zaznaczone',
    title: (count) => `Zatwierdzić ${charitiesAccusative(count)}?`,
    confirmLabel: 'Zatwierdź',
    busyLabel: 'Zatwierdzanie…',
    tone: 'primary',
    text: 'Zbiórki czekające na akceptację zostaną opublikowane, a ich właściciele dostaną e-mail. Pozostałe zostaną pominięte.',
    done: 'Zatwierdzono',
  },
  close: {
    label: 'Zamknij zaznaczone',
    title: (count) => `Zamknąć ${charitiesAccusative(count)}?`,
    confirmLabel: 'Zamknij',
    busyLabel: 'Zamykanie…',
    tone: 'danger',
    text: 'Zamknięte zbiórki znikną ze strony i z banera i przestaną przyjmować wpłaty. Każda zmiana trafi do dziennika zdarzeń.',
    done: 'Zamknięto',
  },
  unpromote: {
    label: 'Zdejmij z banera',
    title: (count) => `Zdjąć z banera ${charitiesAccusative(count)}?`,
    confirmLabel: 'Zdejmij z banera',
    busyLabel: 'Zdejmowanie…',
    tone: 'primary',
    text: 'Zbiórki przestaną być wyróżnione na stronie głównej; same pozostaną bez zmian.',
    done: 'Zdjęto z banera',
  },
};

interface CharitiesBulkProps {
  selection: RowSelection;
  rows: AdminCharity[];
  onDone: () => void;
}

/** Issue 36 item 7: approve, close or take off the banner every chosen fundraiser at once; what was left is said with why. */
export function CharitiesBulk({ selection, rows, onDone }: CharitiesBulkProps) {
  const notify = useNotify();
  const [skipped, setSkipped] = useState<{ id: number; title: string; reason: string }[]>([]);
  const count = selection.chosen.length;
  const titleOf = (id: number) => rows.find((row) => row.id === id)?.title ?? `Zbiórka nr ${id}`;
  const run = async (action: CharityBulkAction) => {
    const result: CharityBulkResult = await charitiesApi.bulk(action, selection.chosen);
    const left = result.skipped.map((entry) => ({ id: entry.id, title: titleOf(entry.id), reason: entry.reason }));
    const summary = `${STEPS[action].done}: ${charitiesCounted(result.done.length)}.`;
    notify.success('Zapisano', left.length > 0 ? `${summary} Pominięto: ${charitiesCounted(left.length)}.` : summary);
    setSkipped(left);
    selection.clear();
    onDone();
  };
  return (
    <>
      <BulkBar selection={selection} pageIds={rows.map((row) => row.id)} counted={charitiesCounted}>
        {(Object.keys(STEPS) as CharityBulkAction[]).map((action) => {
          const step = STEPS[action];
          return (
            <BulkAction key={action} label={step.label} title={step.title(count)} confirmLabel={step.confirmLabel} busyLabel={step.busyLabel} tone={step.tone} run={() => run(action)}>
              <p>{step.text}</p>
            </BulkAction>
          );
        })}
      </BulkBar>
      <BulkReport heading={`Pominięto: ${charitiesCounted(skipped.length)}`} lines={skipped.map((entry) => ({ key: String(entry.id), text: `„${entry.title}”: ${entry.reason}` }))} />
    </>
  );
}
