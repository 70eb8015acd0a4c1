// Runs async tasks one after the other, each after the previous settled (whether it failed or not): a
// read-change-write of one stored list must not interleave with another, or one of them is lost.

export type OneAtATime = <T>(task: () => Promise<T>) => Promise<T>;

export function oneAtATime(): OneAtATime {
  let queue: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };
}
