// The end-to-end tests' server, which apps/web/e2e/global-setup.ts compiles apart from the server's own build and
// runs: the same start, plus a clock the specs move, their hook routes and the settings they need, added here in
// code so that none is in the production bundle nor can be turned on there. The global setup gives what it learns
// as it runs (the port, the data folder, the SMS outbox) through the environment.
// First: the heap's flags apply only to what is allocated after them.
import '../../src/lifecycle/lean-heap.ts';
import { runServer } from '../../src/run-server.ts';
import { e2eHookRoutes } from './e2e-hooks.routes.ts';
import { OffsetClock } from './offset-clock.ts';

const clock = new OffsetClock();
runServer({
  clock,
  apiRoutes: [(api) => e2eHookRoutes(api, clock)],
  config: {
    // Every spec signs up and logs in from 127.0.0.1 within one server hour; the per-address limits and the site's
    // SMS ceiling themselves are proved by the API tests, and here they would only make the specs depend on their order.
    otpMaxPerIpHour: 1000,
    perAddressLimitFactor: 100,
    smsPerHour: 100_000,
    // The specs share two cores with Chromium: a slow machine is not an overloaded server (the event-loop check is
    // off here, and proved by the API tests).
    maxEventLoopDelayMs: 0,
    // The teardown stops the server with SIGTERM: no balancer here needs time to see it is not ready.
    drainDelayMs: 0,
    // The follow spec's stand-in push service listens on loopback over http; a deployment refuses such an address.
    pushAllowPrivate: true,
    // The demo items' links are made up: on a machine that reaches the platforms, checks would find them removed
    // while the specs embed them. The link-health spec writes what a check found itself.
    linkCheckTickMs: 0,
    // The sources spec's stand-in feed listens on loopback, which outside calls (feeds, lookups) refuse unless this
    // is on; that refusal itself is proved by the server's tests of the outbound fetcher.
    metadataAllowPrivate: true,
  },
});
