/** A progress bar on stderr with rows/s and ETA; on a non-terminal it prints a line every 10%. */
export function createProgress(label: string, total: number, stream: NodeJS.WriteStream = process.stderr) {
  const started = performance.now();
  let lastDecile = -1;
  let lastDraw = 0;
  const line = (done: number) => {
    const seconds = (performance.now() - started) / 1000;
    const rate = done / Math.max(seconds, 0.001);
    const eta = rate > 0 ? Math.max(0, (total - done) / rate) : 0;
    const share = total ? done / total : 1;
    const width = 24;
    const bar = '#'.repeat(Math.round(share * width)).padEnd(width, '-');
    return `${label} [${bar}] ${(share * 100).toFixed(0).padStart(3)}% ${done.toLocaleString('en-IN')}/${total.toLocaleString('en-IN')} rows · ${Math.round(rate).toLocaleString('en-IN')} rows/s · ETA ${eta.toFixed(0)}s`;
  };
  return {
    update(done: number) {
      if (stream.isTTY) {
        const now = performance.now();
        if (now - lastDraw < 100 && done < total) return;
        lastDraw = now;
        stream.write(`\r${line(done)}`);
      } else {
        const decile = Math.floor((done / Math.max(total, 1)) * 10);
        if (decile !== lastDecile) {
          lastDecile = decile;
          stream.write(`${line(done)}\n`);
        }
      }
    },
    finish(done = total) {
      if (stream.isTTY) stream.write(`\r${line(done)}\n`);
      else if (lastDecile < 10) stream.write(`${line(done)}\n`);
    },
  };
}
