export default defineBackground(() => {
  browser.runtime.onMessage.addListener((message: unknown) => {
    if (typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'ping') {
      return Promise.resolve({ ok: true, data: { pong: true } });
    }
    return undefined;
  });
});
