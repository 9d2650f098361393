import { targetText, type VisitorValues } from '../logic/visitor-flow';

/** What the visitor entered, before it is sent, with a way back to each step. */
export function VisitorSummary({ values, goTo }: { values: VisitorValues; goTo: (step: number) => void }) {
  const { user, charity, needy } = values;
  const rows: { step: number; label: string; value: string }[] = [
    { step: 0, label: 'Konto', value: `${user.name} ${user.surname}, ${user.email}` },
    { step: 1, label: 'Zbiórka', value: `${charity.title} — cel: ${targetText(charity.target_amount)}` },
    { step: 2, label: 'Podopieczny', value: `${needy.name} ${needy.surname}, ${needy.city}` },
  ];
  return (
    <dl className="visitor-summary">
      {rows.map((row) => (
        <div key={row.label} className="visitor-summary__row">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
          <dd>
            <button type="button" className="link-button" onClick={() => goTo(row.step)}>
              Zmień<span className="visually-hidden"> — {row.label}</span>
            </button>
          </dd>
        </div>
      ))}
    </dl>
  );
}
