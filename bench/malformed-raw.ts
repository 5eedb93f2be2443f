/**
 * The raw-socket cases of the malformed-request probe (malformed.ts): bytes no HTTP client would send, and
 * the answers read back off the socket.
 */
import net from 'node:net';
import { SeededRandom } from '../apps/server/test/bench-entry.ts';
import { LONG, randomBytes } from './malformed-bodies.ts';

/** What one answer looked like, as the probe counts it. */
export interface Answer {
  status: number;
  contentType: string;
  body: Buffer;
}

/** Raw bytes no HTTP client sends: a request without Host, garbage after a valid pipelined request, and more. */
export function rawCase(index: number, seed: number, port: number): { name: string; bytes: Buffer; requests: number } {
  const rnd = new SeededRandom((seed ^ Math.imul(index + 7, 0x85ebca6b)) >>> 0);
  const host = `Host: 127.0.0.1:${port}\r\n`;
  const feed = `GET /api/get_feed/1 HTTP/1.1\r\n${host}Application: wiy\r\n\r\n`;
  const login = '{"username":"9876543210","password":"Wrong$Pass1"}';
  const post = (extra = '') =>
    `POST /authenticate HTTP/1.1\r\n${host}Application: wiy\r\nContent-Type: application/json\r\nContent-Length: ${login.length}\r\n${extra}\r\n${login}`;
  const garbage = () => Buffer.concat([randomBytes(rnd, 1 + rnd.int(0, 63)), Buffer.from('\r\n\r\n')]);
  const close = 'Connection: close\r\n';
  const cases: [string, () => Buffer | string][] = [
    ['missing Host', () => `GET /api/get_feed/1 HTTP/1.1\r\nApplication: wiy\r\n${close}\r\n`],
    [
      'missing Host, POST',
      () => `POST /authenticate HTTP/1.1\r\nApplication: wiy\r\nContent-Type: application/json\r\nContent-Length: ${login.length}\r\n${close}\r\n${login}`,
    ],
    ['garbage after a pipelined GET', () => Buffer.concat([Buffer.from(feed), garbage()])],
    ['garbage after a pipelined POST', () => Buffer.concat([Buffer.from(post()), garbage()])],
    ['three GETs then garbage', () => Buffer.concat([Buffer.from(feed.repeat(3)), garbage()])],
    ['garbage alone', () => garbage()],
    ['raw UTF-8 in the path', () => `GET /api/get_feed/ü漢🙂 HTTP/1.1\r\n${host}Application: wiy\r\n${close}\r\n`],
    ['NUL in the path', () => `GET /api/get_feed/1\u0000 HTTP/1.1\r\n${host}${close}\r\n`],
    ['space in the path', () => `GET /api/get feed/1 HTTP/1.1\r\n${host}${close}\r\n`],
    ['over-long header', () => `GET /api/get_feed/1 HTTP/1.1\r\n${host}X-Long: ${LONG(20_000)}\r\n${close}\r\n`],
    ['3,000 headers', () => `GET /api/get_feed/1 HTTP/1.1\r\n${host}${Array.from({ length: 3000 }, (_, i) => `X-${i}: 1\r\n`).join('')}${close}\r\n`],
    ['HTTP/1.0 without Host', () => 'GET /api/get_feed/1 HTTP/1.0\r\nApplication: wiy\r\n\r\n'],
    ['unknown HTTP version', () => `GET /api/get_feed/1 HTTP/9.9\r\n${host}${close}\r\n`],
    ['HTTP/2 preface', () => 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'],
    ['Content-Length and Transfer-Encoding', () => post(`Transfer-Encoding: chunked\r\n${close}`)],
    ['two different Content-Lengths', () => post(`Content-Length: 3\r\n${close}`)],
    [
      'Content-Length not a number',
      () =>
        `POST /authenticate HTTP/1.1\r\n${host}Application: wiy\r\nContent-Type: application/json\r\nContent-Length: ${rnd.pick(['abc', '-1', '1e3', '99999999999999999999'])}\r\n${close}\r\n${login}`,
    ],
    [
      'bad chunk size',
      () =>
        `POST /authenticate HTTP/1.1\r\n${host}Application: wiy\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n${close}\r\nzz\r\n${login}\r\n0\r\n\r\n`,
    ],
    ['absolute-form target', () => `GET http://127.0.0.1:${port}/api/get_feed/1 HTTP/1.1\r\n${host}Application: wiy\r\n${close}\r\n`],
    ['asterisk target', () => `OPTIONS * HTTP/1.1\r\n${host}${close}\r\n`],
    ['bare LF line ends', () => `GET /api/get_feed/1 HTTP/1.1\n${host.replace('\r', '')}Application: wiy\n${close.replace('\r', '')}\n`],
    ['header without a colon', () => `GET /api/get_feed/1 HTTP/1.1\r\n${host}Application wiy\r\n${close}\r\n`],
    ['folded header', () => `GET /api/get_feed/1 HTTP/1.1\r\n${host}Application: w\r\n iy\r\n${close}\r\n`],
    ['method with junk', () => `G@T /api/get_feed/1 HTTP/1.1\r\n${host}${close}\r\n`],
    ['Expect: 100-continue', () => post(`Expect: 100-continue\r\n${close}`)],
    ['empty Host', () => `GET /api/get_feed/1 HTTP/1.1\r\nHost: \r\nApplication: wiy\r\n${close}\r\n`],
    ['two Hosts', () => `GET /api/get_feed/1 HTTP/1.1\r\n${host}Host: evil.invalid\r\nApplication: wiy\r\n${close}\r\n`],
  ];
  const [name, make] = cases[index % cases.length]!;
  const bytes = make();
  // Requests sent: each valid one pipelined before the garbage, and the garbage.
  const requests = name === 'three GETs then garbage' ? 4 : name.startsWith('garbage after') ? 2 : 1;
  return { name, bytes: typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes, requests };
}

/** Splits what came back on a raw socket into answers; a torn last answer is left out. */
function parseAnswers(data: Buffer): Answer[] {
  const answers: Answer[] = [];
  let offset = 0;
  while (offset < data.length) {
    const end = data.indexOf('\r\n\r\n', offset);
    if (end < 0) break;
    const head = data.subarray(offset, end).toString('latin1').split('\r\n');
    const status = Number(/^HTTP\/\d\.\d (\d{3})/.exec(head[0] ?? '')?.[1]);
    if (!status) break;
    const headers = new Map(head.slice(1).map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
    let bodyStart = end + 4;
    let body: Buffer = Buffer.alloc(0);
    if (status >= 200 && status !== 204 && status !== 304) {
      if (headers.has('content-length')) {
        const length = Number(headers.get('content-length'));
        body = data.subarray(bodyStart, bodyStart + length);
        bodyStart += length;
      } else if (headers.get('transfer-encoding') === 'chunked') {
        const parts: Buffer[] = [];
        for (;;) {
          const line = data.indexOf('\r\n', bodyStart);
          if (line < 0) return answers;
          const size = parseInt(data.subarray(bodyStart, line).toString('latin1'), 16);
          bodyStart = line + 2 + size + 2;
          if (!size) break;
          parts.push(data.subarray(line + 2, line + 2 + size));
        }
        body = Buffer.concat(parts);
      } else {
        body = data.subarray(bodyStart);
        bodyStart = data.length;
      }
    }
    answers.push({ status, contentType: headers.get('content-type') ?? '', body });
    offset = bodyStart;
  }
  return answers;
}

export function sendRaw(port: number, bytes: Buffer): Promise<{ answers: Answer[]; code: string }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let code = 'closed';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    socket.setTimeout(5000, () => ((code = 'timeout'), socket.destroy()));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => (code = error.code ?? 'error'));
    socket.on('close', () => resolve({ answers: parseAnswers(Buffer.concat(chunks)), code }));
  });
}
