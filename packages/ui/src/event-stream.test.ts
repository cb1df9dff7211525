import { describe, expect, it } from 'vitest';
import { parseEvents } from './event-stream';

describe('parseEvents', () => {
  it('takes the data of complete events and keeps the unfinished rest', () => {
    const { data, rest } = parseEvents(': open\n\ndata: {"a":1}\n\ndata: {"b":2}\r\n\r\n: ping\n\ndata: {"c"');
    expect(data).toEqual([{ a: 1 }, { b: 2 }]);
    expect(rest).toBe('data: {"c"');
  });
});
