import { useId, useState, type ReactNode } from 'react';

/** Two views of one record: its data and its "Historia" (the audit log), as tabs. */
export function RecordTabs({ data, history }: { data: ReactNode; history: ReactNode }) {
  const base = useId();
  const [tab, setTab] = useState<'data' | 'history'>('data');
  const tabs = [
    { key: 'data', label: 'Dane' },
    { key: 'history', label: 'Historia' },
  ] as const;
  return (
    <div className="record-tabs">
      <div role="tablist" aria-label="Widok" className="record-tabs__list">
        {tabs.map(({ key, label }) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`${base}-${key}-tab`}
            aria-selected={tab === key}
            aria-controls={`${base}-${key}`}
            className={tab === key ? 'btn btn--small btn--primary' : 'btn btn--small'}
            onClick={() => setTab(key)}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-${tab}`} aria-labelledby={`${base}-${tab}-tab`}>
        {tab === 'data' ? data : history}
      </div>
    </div>
  );
}
