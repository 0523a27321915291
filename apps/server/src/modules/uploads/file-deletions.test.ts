import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStorage, type FileStorage } from '../../lib/file-storage';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registeredUser } from '../../testing/tokens';
import { createFileDeletions } from './file-deletions';
import { createUploadsRepository } from './uploads-repository';
import { fileDeletions } from './schema';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

describe('removing the files of deleted rows', () => {
  it('removes the received parts of an upload whose row is deleted, once the job runs', async () => {
    const files = createFileStorage({ DATA_DIR: 'memory://' });
    const deletions = createFileDeletions({ db: test.database.db, files, log: test.app.log });
    const user = await registeredUser(test, 'Teile');
    const uploads = createUploadsRepository(test.database.db);
    await uploads.insert({ id: 'teilweise-hochgeladen', userId: user.id, size: 10, metadata: {} });
    for (const [offset, key] of [[0, 'uploads/teilweise-hochgeladen/0'], [4, 'uploads/teilweise-hochgeladen/4']] as const) {
      await files.put(key, Buffer.from('Teil'), { contentType: 'application/octet-stream' });
      expect(await uploads.advance('teilweise-hochgeladen', offset, { key, length: 4 })).toBe(true);
    }
    await uploads.delete('teilweise-hochgeladen');
    expect(await deletions.run()).toEqual({ removed: 2 });
    expect(await files.get('uploads/teilweise-hochgeladen/0')).toBeNull();
    expect(await files.get('uploads/teilweise-hochgeladen/4')).toBeNull();
    expect(await test.database.db.select().from(fileDeletions)).toEqual([]);
  });

  it('keeps the keys while the storage fails, and removes the files once it works again', async () => {
    const inner = createFileStorage({ DATA_DIR: 'memory://' });
    let down = true;
    const files: FileStorage = {
      ...inner,
      deleteMany: async (keys) => {
        if (down) throw new Error('storage unavailable');
        return inner.deleteMany(keys);
      },
    };
    const deletions = createFileDeletions({ db: test.database.db, files, log: test.app.log });
    await inner.put('photos/verwaist/original', Buffer.from('x'), { contentType: 'image/jpeg' });
    await deletions.queue(['photos/verwaist/original']);
    await expect(deletions.run()).rejects.toThrow('storage unavailable');
    await deletions.removeNow(['photos/verwaist/original']);
    expect(await test.database.db.select({ key: fileDeletions.key }).from(fileDeletions)).toEqual([{ key: 'photos/verwaist/original' }]);
    down = false;
    await deletions.run();
    expect(await inner.get('photos/verwaist/original')).toBeNull();
    expect(await test.database.db.select().from(fileDeletions)).toEqual([]);
  });
});
