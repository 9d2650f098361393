// The bare Express 5 hello-world the portal's throughput is compared with: the same framework, no middleware.
// Started by the benchmark with PORT=0; prints {"port": N} once it listens.
import express from 'express';

const app = express();
app.get('/', (_req, res) => {
  res.send('Hello World!');
});
const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
