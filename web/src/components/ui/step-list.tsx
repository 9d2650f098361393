import './step-list.css';
/** Where the visitor is in a flow of steps: done, current (aria-current="step") and still ahead. */
export function StepList({ steps, current, label }: { steps: readonly string[]; current: number; label: string }) {
  return (
    <ol className="steps" aria-label={label}>
      {steps.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'ahead';
        return (
          <li key={step} className={`steps__item steps__item--${state}`} aria-current={index === current ? 'step' : undefined}>
            <span className="steps__number" aria-hidden="true">
              {index < current ? '✓' : index + 1}
            </span>
            <span className="steps__label">
              {step}
              {state === 'done' && <span className="visually-hidden"> (gotowe)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
