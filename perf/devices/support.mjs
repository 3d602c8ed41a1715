// @ts-check
// Shared by the device measurements: this machine is shared and its speed changes from
// minute to minute, so the two sides are measured in alternating blocks and compared by their
// medians, in CPU time (process.cpuUsage), not wall time.

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}

/**
 * CPU microseconds per call of each side, blocks of `perBlock` calls, `rounds` blocks each,
 * the order swapped every round.
 * @param {Record<string, () => unknown | Promise<unknown>>} sides
 * @param {{ rounds?: number, perBlock?: number }} [options]
 * @returns {Promise<Record<string, number>>} median CPU µs per call, by side
 */
export async function cpuPerCall(sides, options) {
  const costs = await costPerCall(sides, options);
  return Object.fromEntries(Object.entries(costs).map(([name, cost]) => [name, cost.cpuUs]));
}

/**
 * As cpuPerCall, with the wall time per call beside the CPU time (for calls that wait on
 * another process, a database say, whose own CPU is not counted here).
 * @param {Record<string, () => unknown | Promise<unknown>>} sides
 * @param {{ rounds?: number, perBlock?: number }} [options]
 * @returns {Promise<Record<string, { cpuUs: number, wallMs: number }>>} medians, by side
 */
export async function costPerCall(sides, { rounds = 15, perBlock = 1000 } = {}) {
  const names = Object.keys(sides);
  /** @type {Record<string, { cpu: number[], wall: number[] }>} */
  const samples = Object.fromEntries(names.map((name) => [name, { cpu: [], wall: [] }]));
  /** @param {string} name */
  const block = async (name) => {
    const start = process.cpuUsage();
    const startWall = performance.now();
    for (let i = 0; i < perBlock; i++) await sides[name]();
    const wall = performance.now() - startWall;
    const used = process.cpuUsage(start);
    return { cpu: (used.user + used.system) / perBlock, wall: wall / perBlock };
  };
  for (const name of names) await block(name); // warm up
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 ? [...names].reverse() : names;
    for (const name of order) {
      const { cpu, wall } = await block(name);
      samples[name]?.cpu.push(cpu);
      samples[name]?.wall.push(wall);
    }
  }
  return Object.fromEntries(
    names.map((name) => [
      name,
      { cpuUs: median(samples[name]?.cpu ?? []), wallMs: median(samples[name]?.wall ?? []) },
    ]),
  );
}
