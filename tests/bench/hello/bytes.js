// node:http sending the same bytes as a portal answer (BODY_FILE), with nothing else: the most any server can do
// for an answer of that size with this load generator on these cores. Started with PORT=0; prints {"port": N}.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const body = readFileSync(process.env.BODY_FILE);
const type = process.env.BODY_TYPE ?? 'application/octet-stream';
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': type, 'Content-Length': body.length });
  res.end(body);
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
