/** V8's flags for a lean heap (decision 080; lean-heap.ts says what each does). The benchmark gives a bare Fastify the same. */
export const LEAN_HEAP_FLAGS = ['--semi-space-growth-factor=1', '--heap-growing-percent=30'];
