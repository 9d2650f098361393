/** The pause (two bars) or play (triangle) symbol of the carousel's autoplay button. */
export function PlayPauseIcon({ playing }: { playing: boolean }) {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={playing ? 'M6 4h4v16H6zm8 0h4v16h-4z' : 'M7 4v16l13-8z'} />
    </svg>
  );
}
