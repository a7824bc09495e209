/**
 * Uploaded images in MongoDB GridFS (MONGODB_URI), so several server processes share them. Thin:
 * one bucket, files named as the port names them; a name written again is skipped.
 */
import mongoose from 'mongoose';
import type { ImageStore } from './image-store';

export async function createGridFsImageStore(
  uri: string,
  options: { dbName?: string } = {},
): Promise<ImageStore & { dropDatabase(): Promise<void> }> {
  const connection = await mongoose.createConnection(uri, { dbName: options.dbName }).asPromise();
  const db = connection.db;
  if (!db) throw new Error('MongoDB connection has no database');
  const bucket = new mongoose.mongo.GridFSBucket(db, { bucketName: 'uploads' });
  return {
    async put(name, bytes, contentType) {
      if (await bucket.find({ filename: name }).hasNext()) return;
      await new Promise<void>((resolve, reject) => {
        const stream = bucket.openUploadStream(name, { metadata: { contentType } });
        stream.once('finish', () => resolve());
        stream.once('error', reject);
        stream.end(bytes);
      });
    },
    async get(name) {
      const file = await bucket.find({ filename: name }).next();
      if (!file) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of bucket.openDownloadStream(file._id)) chunks.push(chunk as Buffer);
      const contentType = (file.metadata as { contentType?: string } | undefined)?.contentType;
      return { bytes: Buffer.concat(chunks), contentType: contentType ?? 'application/octet-stream' };
    },
    async dropDatabase() {
      await connection.dropDatabase();
    },
    async close() {
      await connection.close();
    },
  };
}
