// The commands' progress bar (seed, backup): redrawn in place on a terminal; in a log, one line every 10%.

const BAR_WIDTH = 20;

function progressLine(done: number, total: number, unit: string): string {
  const share = total === 0 ? 1 : Math.min(1, done / total);
  const filled = Math.round(share * BAR_WIDTH);
  return `[${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}] ${Math.floor(share * 100)}% ${done}/${total} ${unit}`;
}

export function progressReporter(stream: NodeJS.WriteStream, unit: string): (done: number, total: number) => void {
  let lastTenth = -1;
  return (done, total) => {
    if (stream.isTTY) {
      stream.write(`\r${progressLine(done, total, unit)}${done >= total ? '\n' : ''}`);
      return;
    }
    const tenth = Math.floor((done / Math.max(total, 1)) * 10);
    if (tenth > lastTenth) {
      lastTenth = tenth;
      stream.write(`${progressLine(done, total, unit)}\n`);
    }
  };
}
