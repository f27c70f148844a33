/**
 * Sets `key` in a map that keeps at most `max` entries: the one set longest ago goes first. The
 * process's memory of callers and checked tokens stays bounded however many people sign in.
 */
export function keepRecent<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value as K);
}
