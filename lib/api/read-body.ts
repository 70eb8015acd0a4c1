// A response's body, read with a cap: an API answer larger than the extension will ever need is not
// read into memory at all.
/**
 * The body as text, or null when it is larger than `maxBytes`: refused on its Content-Length before
 * reading, or cut off (and the download cancelled) as soon as the bytes read pass the cap.
 */
export async function readBody(response: Response, maxBytes: number): Promise<string | null> {
  const declared = response.headers.get('Content-Length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!response.body) {
    // A body that cannot be streamed (test doubles, some polyfills): read, then measure.
    const text = await response.text();
    return new TextEncoder().encode(text).length > maxBytes ? null : text;
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let received = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}
