// The bare node:http hello-world the portal's throughput is compared with: one process, no framework.
// Started by the benchmark with PORT=0; prints {"port": N} once it listens.
import http from 'node:http';

const server = http.createServer((_req, res) => {
  res.end('Hello World!');
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
