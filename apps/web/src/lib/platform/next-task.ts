/**
 * Resolves in a task of its own: the work after it runs once the browser has had its turn (painting, input). The
 * start-up splits its work with it, so a slow phone never sees one long task (issue 22: Lighthouse's total blocking
 * time counts every task past 50 ms).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
