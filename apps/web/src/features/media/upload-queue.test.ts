import { describe, expect, it } from 'vitest';
import { batchFileLoaded, batchProblem, percentOf, queueItems, withProgress, withStatus } from './upload-queue.ts';

const MB = 1024 * 1024;

describe('the upload queue', () => {
  it('refuses a batch by the spec limits: none, more than 5, a file over 10 MB, over 25 MB together', () => {
    expect(batchProblem([])).toBe('empty');
    expect(batchProblem(Array.from({ length: 6 }, () => ({ size: 1 })))).toBe('tooMany');
    expect(batchProblem([{ size: 10 * MB + 1 }])).toBe('fileTooLarge');
    expect(batchProblem([{ size: 10 * MB }, { size: 10 * MB }, { size: 5 * MB + 1 }])).toBe('batchTooLarge');
    expect(batchProblem([{ size: 10 * MB }, { size: 10 * MB }, { size: 5 * MB }])).toBeNull();
  });

  it('follows each file from waiting through its bytes to done, holding at 99 % until the server answers', () => {
    const [a, b] = queueItems([
      { name: 'a.png', size: 1000 },
      { name: 'b.png', size: 400 },
    ]);
    let items = [a!, b!];
    expect(items.map(percentOf)).toEqual([0, 0]);
    expect(items.map((item) => item.status)).toEqual(['waiting', 'waiting']);
    items = withProgress(items, a!.key, 250);
    expect(items[0]).toMatchObject({ status: 'uploading', loaded: 250 });
    expect(percentOf(items[0]!)).toBe(25);
    items = withProgress(items, a!.key, 5000);
    expect(percentOf(items[0]!)).toBe(99);
    items = withStatus(items, a!.key, 'done');
    expect(percentOf(items[0]!)).toBe(100);
    items = withStatus(items, b!.key, 'failed', 'พื้นที่เก็บข้อมูลเต็ม');
    expect(items[1]).toMatchObject({ status: 'failed', error: 'พื้นที่เก็บข้อมูลเต็ม', loaded: 0 });
  });

  it("shares a multipart batch's progress among its files in order, the part headers counted first", () => {
    const sizes = [100, 300, 50];
    // 50 bytes of data field and part headers, then the files.
    expect(batchFileLoaded(sizes, 0, 500)).toEqual([0, 0, 0]);
    expect(batchFileLoaded(sizes, 40, 500)).toEqual([0, 0, 0]);
    expect(batchFileLoaded(sizes, 100, 500)).toEqual([50, 0, 0]);
    expect(batchFileLoaded(sizes, 250, 500)).toEqual([100, 100, 0]);
    expect(batchFileLoaded(sizes, 500, 500)).toEqual([100, 300, 50]);
    // A browser that does not know the total yet: nothing is taken as overhead.
    expect(batchFileLoaded(sizes, 120, 0)).toEqual([100, 20, 0]);
  });
});
