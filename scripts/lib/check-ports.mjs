// Before npm start starts anything: is each port it needs free? Says which is taken and how to pick another.
// Usage: node scripts/lib/check-ports.mjs "the fake backend=MOCK_SERVER_PORT@127.0.0.1" "the web client=WEB_PORT@127.0.0.1"
// (each port is read from the environment variable named after "=", and tried on the host after "@").
import { createServer } from 'node:net';

const wanted = process.argv.slice(2);

/** Whether this process could listen on host:port right now (the way the servers will). */
const free = (port, host) =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });

async function suggestion(port, host, taken) {
  for (let next = port + 1; next < Math.min(port + 50, 65536); next++) if (!taken.has(next) && (await free(next, host))) return next;
  return port + 100;
}

const ports = wanted.map((entry) => {
  const [label, target] = entry.split('=');
  const [variable, host] = target.split('@');
  return { label, variable, host, value: process.env[variable] ?? '' };
});
const taken = new Set(ports.map((p) => Number(p.value)));
let problems = 0;
for (const [i, { label, variable, host, value }] of ports.entries()) {
  const same = ports.slice(0, i).find((p) => p.value === value);
  if (same) {
    console.error(`${same.variable} and ${variable} are both ${value}: ${same.label} and ${label} need a port each.`);
    problems++;
    continue;
  }
  const port = Number(value);
  if (!/^\d{1,5}$/.test(value) || port < 1 || port > 65535) {
    console.error(`${variable}="${value}" is not a port number (1 to 65535); ${label} needs one.`);
    problems++;
  } else if (!(await free(port, host))) {
    console.error(`Port ${port} on ${host} is already in use, so ${label} cannot start there (another npm start, or another program).`);
    console.error(`  Stop that program, or choose another port: ${variable}=${await suggestion(port, host, taken)} npm start`);
    problems++;
  }
}
if (problems > 0) {
  console.error(
    `\nnpm start reads MOCK_SERVER_PORT (default 4000), WEB_PORT (default 5173), MOCK_SERVER_HOST (default 127.0.0.1) and MOCK_SCENARIO (default default).`,
  );
  process.exit(1);
}
