// Answers the server streams as JSON lines (a workbench read, a change plan's run): each line handed
// on as soon as it has arrived whole, so a screen shows progress while the answer is still coming.

/**
 * Hands each JSON line of `response` to `take`. `beforeRead`, when it gives a promise, is waited for
 * before each read: a paused reader takes nothing from the stream, so the server stops sending.
 */
export async function readJsonLines<Line>(
  response: Response,
  take: (line: Line) => void,
  beforeRead?: () => Promise<void> | undefined,
): Promise<void> {
  const body = response.body;
  if (!body) return;
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let rest = '';
  const takeText = (text: string) => {
    if (text.trim() !== '') take(JSON.parse(text) as Line);
  };
  try {
    for (;;) {
      await beforeRead?.();
      const { done, value } = await reader.read();
      if (done) break;
      rest += decoder.decode(value, { stream: true });
      const lines = rest.split('\n');
      rest = lines.pop() ?? '';
      lines.forEach(takeText);
    }
    takeText(rest + decoder.decode());
  } finally {
    reader.releaseLock();
  }
}
