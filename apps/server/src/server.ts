// First: the heap's flags apply only to what is allocated after them.
import './lifecycle/lean-heap.ts';
import { runServer } from './run-server.ts';

runServer();
