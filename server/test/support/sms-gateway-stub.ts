import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after } from 'node:test';
import type { SmsGatewayConfig } from '../../src/security/sms-gateway';

export interface GatewayRequest {
  headers: IncomingHttpHeaders;
  body: string;
}

/** How the stub answers the next requests: a status, or never (to run into the adapter's timeout). */
export type GatewayBehaviour = { status: number } | 'hang';

/**
 * An SMS gateway on a free local port: records each request and answers as told. Closed after the test file.
 * `config` is what SMS_GATEWAY_* would give the server.
 */
export async function startGatewayStub(timeoutMs = 5000) {
  const requests: GatewayRequest[] = [];
  let behaviour: GatewayBehaviour = { status: 200 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (behaviour === 'hang') return;
      response.writeHead(behaviour.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ok: behaviour.status < 300 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  after(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const config: SmsGatewayConfig = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`,
    key: 'foundation-key',
    secret: 'gateway-signing-secret-7f3a',
    signName: '某某基金会',
    templateId: 'SMS_LOGIN_CODE',
    timeoutMs,
  };
  return {
    config,
    requests,
    answer(next: GatewayBehaviour) {
      behaviour = next;
    },
  };
}
