/**
 * A tiny SMTP server for tests (node's net module): it speaks enough of RFC 5321 for nodemailer — greeting, EHLO
 * with AUTH PLAIN, MAIL FROM, RCPT TO, DATA up to the lone dot, RSET, NOOP, QUIT — and keeps every message.
 */
import { createServer, type Server, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent (headers and body), dot-stuffing undone. */
  data: string;
  /** user and password of AUTH PLAIN, when the client logged in. */
  auth?: { user: string; password: string };
}

export interface SmtpTestServer {
  port: number;
  url: string;
  mails: ReceivedMail[];
  close(): Promise<void>;
}

/** A message's text: quoted-printable soft breaks joined and =XX decoded as UTF-8 (headers stay as sent). */
export function decodedText(data: string): string {
  const bytes = data
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function session(socket: Socket, mails: ReceivedMail[]) {
  let buffer = '';
  let inData = false;
  let current: ReceivedMail = { from: '', to: [], data: '' };
  let auth: ReceivedMail['auth'];
  const reply = (line: string) => socket.write(`${line}\r\n`);
  reply('220 lektor-test ESMTP');
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    let end = buffer.indexOf('\r\n');
    while (end >= 0) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (inData) {
        if (line === '.') {
          inData = false;
          mails.push({ ...current, auth });
          current = { from: '', to: [], data: '' };
          reply('250 2.0.0 Ok: queued');
        } else {
          current.data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`;
        }
      } else {
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') {
          reply('250-lektor-test');
          reply('250-AUTH PLAIN');
          reply('250 8BITMIME');
        } else if (verb === 'HELO' || verb === 'RSET' || verb === 'NOOP') {
          reply('250 Ok');
        } else if (verb === 'AUTH') {
          const [, , encoded = ''] = line.split(' ');
          const [, user = '', password = ''] = Buffer.from(encoded, 'base64').toString('utf8').split('\u0000');
          auth = { user, password };
          reply('235 2.7.0 Authentication successful');
        } else if (verb === 'MAIL') {
          current.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 Ok');
        } else if (verb === 'RCPT') {
          current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 Ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else {
          reply('502 Command not implemented');
        }
      }
      end = buffer.indexOf('\r\n');
    }
  });
}

export async function startSmtpServer(): Promise<SmtpTestServer> {
  const mails: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    session(socket, mails);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
