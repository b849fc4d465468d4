import type { TEventHub } from '../platform/realtime/events';

/** Resolves once the hub has heard `count` more changes (published changes arrive through LISTEN, later). */
export function whenHeard(events: TEventHub, count: number): Promise<void> {
  return new Promise((resolve) => {
    let heard = 0;
    const stop = events.subscribe(() => {
      heard += 1;
      if (heard < count) return;
      stop();
      resolve();
    });
  });
}

/** Reads `change` events from an SSE response until `count` arrived or the time is up. */
export async function readChanges(response: Response, count: number, timeoutMs = 3000): Promise<unknown[]> {
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no stream');
  const decoder = new TextDecoder();
  const changes: unknown[] = [];
  let buffer = '';
  const deadline = Date.now() + timeoutMs;
  while (changes.length < count && Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), Math.max(1, deadline - Date.now()))),
    ]);
    if (!chunk || chunk.done) break;
    buffer += decoder.decode(chunk.value, { stream: true });
    const frames = buffer.split('\n\n');
    buffer = frames.pop() ?? '';
    for (const frame of frames) {
      if (!frame.includes('event: change')) continue;
      const data = frame.split('\n').find((line) => line.startsWith('data: '));
      if (data) changes.push(JSON.parse(data.slice(6)));
    }
  }
  await reader.cancel();
  return changes;
}
