import { deepFreeze } from './deep-freeze';

/**
 * `list.map(map)`, made once per frozen list of frozen items. Such a list cannot change, so every
 * call with it gets the same deeply frozen answer, which bind-route then serialises once and reuses
 * (it keeps a frozen answer's bytes by the answer's identity). The embedded store hands out such
 * lists, the same one until its table is next written (store/sqlite/docs.ts); any other list is
 * mapped afresh on every call. `map` must read nothing but its item (no clock, no request).
 */
export function mappedOnce<T extends object, U>(map: (item: T) => U): (list: readonly T[]) => U[] {
  const answers = new WeakMap<readonly T[], U[]>();
  return (list) => {
    if (!Object.isFrozen(list) || !list.every((item) => Object.isFrozen(item))) return list.map(map);
    let answer = answers.get(list);
    if (answer === undefined) {
      answer = deepFreeze(list.map(map));
      answers.set(list, answer);
    }
    return answer;
  };
}
