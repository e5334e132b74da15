import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bench-server.ts', 'chat'], { stdio: ['ignore', 'pipe', 'inherit'] });
const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
const port = Number((await lines.next()).value);
const url = `http://127.0.0.1:${port}`;
const ids = [];
for (let i = 0; i < 500; i++) { const r = await fetch(`${url}/api/conversations`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userId: `b-${i}`, projectId: 'bench' }) }); ids.push((await r.json()).id); }
const M = ['How much ceiling insulation do I need?','Are heat pumps a good option for my home?','We are building a new home in Ballarat','Should I get double glazing?','What size solar system suits Brisbane?','How do I stop condensation on my windows?','I would like to reduce my energy bills','What does 7 stars mean under NCC 2022?'];
let n = 0;
const res = await autocannon({ url: `${url}/api/optimized-sales/chat`, connections: 50, duration: 10, method: 'POST', headers: { 'content-type': 'application/json' }, requests: [{ setupRequest: (r) => ({ ...r, body: JSON.stringify({ message: M[n % 8], conversationId: ids[n++ % 500] }) }) }] });
console.log(res.requests.average, res.latency.p50, res.latency.p99, res.non2xx);
child.kill('SIGTERM');
console.log((await lines.next()).value);
