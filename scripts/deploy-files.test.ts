import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { balancerSettings, machineSettings } from '../fleet/fleet.ts';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

interface ComposeService {
  environment?: Record<string, string>;
  volumes?: string[];
  profiles?: string[];
}
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> };
const haproxyConfig = read('deploy/haproxy.cfg')
  .split('\n')
  .filter((line) => !line.trimStart().startsWith('#'))
  .join('\n');
const dockerfile = read('Dockerfile');
const readme = read('README.md');

const fleetMachine = machineSettings(
  { databaseUrl: 'postgres://db', store: { endpoint: 'http://s3', bucket: 'b', accessKeyId: 'k', secretAccessKey: 's', stop: async () => undefined } },
  '/data',
  'http://balancer',
);
const fleetBalancer = balancerSettings('127.0.0.10:80', '127.0.0.10:81', ['a:1', 'b:2', 'c:3']);
const appServices = Object.entries(compose.services).filter(([name]) => /^app\d$/.test(name));
const names = (settings: Record<string, string> | undefined) => Object.keys(settings ?? {}).sort();

describe('the deployment files and the fleet test describe one fleet', () => {
  it('gives compose.yaml three app machines, two of them started by default, as the fleet test runs them', () => {
    expect(appServices.map(([name]) => name)).toEqual(['app1', 'app2', 'app3']);
    expect(appServices.map(([, service]) => service.profiles ?? [])).toEqual([[], [], ['third']]);
  });

  it("gives compose's app machines the settings the fleet test's machines run with", () => {
    for (const [, service] of appServices) expect(names(service.environment)).toEqual(names(fleetMachine));
  });

  it('gives HAProxy the same environment in compose.yaml and in the fleet test, and the configuration reads exactly it', () => {
    expect(names(compose.services.haproxy?.environment)).toEqual(names(fleetBalancer));
    const read = [...new Set([...haproxyConfig.matchAll(/"\$\{(\w+)\}"/g)].map((m) => m[1]!))].sort();
    expect(read).toEqual(names(fleetBalancer));
    expect(compose.services.haproxy?.volumes).toContain('./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
  });

  it('trusts the balancer alone: compose names its fixed address, and the configuration adds X-Forwarded-For and checks readiness', () => {
    expect(haproxyConfig).toMatch(/^\s*option forwardfor\b/m);
    expect(haproxyConfig).toMatch(/^\s*option httpchk GET \/readyz$/m);
    const balancer = /ipv4_address: ([\d.]+)/.exec(read('compose.yaml'))?.[1];
    for (const [, service] of appServices) expect(service.environment?.TRUST_PROXY).toBe(balancer);
  });

  it('documents every setting the fleet uses in the README', () => {
    const documented = readme
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => [...line.split(' | ')[0]!.matchAll(/`(\w+)`/g)].map((m) => m[1]!));
    for (const name of names(fleetMachine)) expect(documented, name).toContain(name);
  });

  it('builds an image that runs the compiled server as an unprivileged user, checked on /livez', () => {
    expect(dockerfile).toMatch(/^FROM node:20[\w.-]*slim AS build$/m);
    expect(dockerfile).toMatch(/^RUN npm run build\b/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK [\s\S]*\/livez/m);
    expect(dockerfile).toMatch(/^CMD \["node", "apps\/server\/dist\/server.js"\]$/m);
  });
});
