import { computeProgress } from '@zlota/shared/progress';

interface ProgressBarProps {
  collected_amount: number;
  target_amount: number;
  /** The "Brakuje … zł" / "Cel osiagnięty" line under the bar. */
  showRemaining?: boolean;
}

/** Spec §4: the bar is capped at 100; at 100 or more the exact percentage is shown too. */
export function ProgressBar({ collected_amount, target_amount, showRemaining = true }: ProgressBarProps) {
  const progress = computeProgress({ collected_amount, target_amount });
  return (
    <div className="progress">
      <div className="progress__row">
        <div className="progress__track" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress.barPercent} aria-label="Postęp zbiórki">
          <div className="progress__fill" style={{ width: `${progress.barPercent}%` }} />
        </div>
        <span className="progress__percent">
          {progress.percent}%{progress.exactPercent !== null && <span className="progress__exact"> ({progress.exactPercent}%)</span>}
        </span>
      </div>
      {showRemaining && <p className="progress__label">{progress.label}</p>}
    </div>
  );
}
