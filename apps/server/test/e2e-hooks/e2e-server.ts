// The end-to-end tests' server, which apps/web/e2e/global-setup.ts compiles apart from the server's own build and
// runs: the same start, plus a clock the specs move and their hook routes, added here in code so that neither is
// in the production bundle nor can be turned on there.
// First: the heap's flags apply only to what is allocated after them.
import '../../src/lifecycle/lean-heap.ts';
import { runServer } from '../../src/run-server.ts';
import { e2eHookRoutes } from './e2e-hooks.routes.ts';
import { OffsetClock } from './offset-clock.ts';

const clock = new OffsetClock();
runServer({ clock, apiRoutes: [(api) => e2eHookRoutes(api, clock)] });
