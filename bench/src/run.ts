// The benchmark harness arrives with the chat engine (see bench/README.md); until then there is nothing to measure
// that the README's start-up number does not already say.
console.info('No benchmarks yet: see bench/README.md.');
