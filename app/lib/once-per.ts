/**
 * Wraps a function of one object so it runs once per object: later calls with the same
 * object return the first answer (a promise is kept as it is, so concurrent callers share
 * it). The answers are held weakly: they go when the object is collected.
 * @param make the function to run once per object
 * @returns the same function, remembering its answer per object
 */
export function oncePer<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const answers = new WeakMap<K, V>();
  return (key) => {
    if (answers.has(key)) return answers.get(key)!;
    const answer = make(key);
    answers.set(key, answer);
    return answer;
  };
}
