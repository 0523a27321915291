// Vitest 5 uses Map.groupBy (Node 21+) when it reports failures; on Node 20 the report itself would
// crash and hide the failure. Loaded by the Vitest configs; harmless on Node 22 and later.
if (typeof Map.groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    configurable: true,
    writable: true,
    value(items, keyOf) {
      const groups = new Map();
      let index = 0;
      for (const item of items) {
        const key = keyOf(item, index++);
        if (!groups.has(key)) groups.set(key, []);
        groups.get(key).push(item);
      }
      return groups;
    },
  });
}
if (typeof Object.groupBy !== 'function') {
  Object.defineProperty(Object, 'groupBy', {
    configurable: true,
    writable: true,
    value(items, keyOf) {
      const groups = Object.create(null);
      let index = 0;
      for (const item of items) {
        const key = keyOf(item, index++);
        (groups[key] ??= []).push(item);
      }
      return groups;
    },
  });
}
