// Test helper: a multipart/form-data body built by hand, so a test controls every file name and declared type.
import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

export interface FilePart {
  field?: string;
  filename: string;
  type: string;
  data: Buffer;
}

export function multipartBody(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----lobby${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'pictures'}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A real, small image. */
export function tinyImage(format: 'png' | 'jpeg', colour = '#7c3aed'): Promise<Buffer> {
  const image = sharp({ create: { width: 24, height: 16, channels: 3, background: colour } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

/** Every file under a directory (recursively); none when it does not exist. */
export function filesUnder(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}
