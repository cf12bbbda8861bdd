import type { FileUpload } from "graphql-upload-ts";
import { UserInputError } from "../../kernel/errors";

export interface ByteLimit {
  maxBytes: number;
  tooLargeMessage: string;
  invalidMessage: string;
  field: string;
}

/** Reads an upload, stopping as soon as it passes the limit, so an oversized file is never held whole. */
export async function readUpload(upload: Promise<FileUpload>, limit: ByteLimit): Promise<Buffer> {
  const refuse = (message: string) => new UserInputError(message, { [limit.field]: message });
  let file: FileUpload;
  try {
    file = await upload;
  } catch {
    throw refuse(limit.tooLargeMessage);
  }
  const stream = file.createReadStream();
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      total += (chunk as Buffer).length;
      if (total > limit.maxBytes) {
        stream.destroy();
        throw refuse(limit.tooLargeMessage);
      }
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    // graphql-upload-ts errors the stream when the file passes its own, larger, limit.
    throw error instanceof UserInputError ? error : refuse(limit.tooLargeMessage);
  }
  return Buffer.concat(chunks);
}

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?((?:;[\w-]+=[^;,]*)*);base64,([A-Za-z0-9+/\s]*={0,2})$/;

/** Decodes a base64 data URL (the original site's `imageData`/`fileData`), checking the size before decoding. */
export function decodeDataUrl(dataUrl: string, limit: ByteLimit): Buffer {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw new UserInputError(limit.invalidMessage, { [limit.field]: limit.invalidMessage });
  const base64 = match[3].replace(/\s/g, "");
  const decodedSize = Math.floor((base64.length * 3) / 4) - (base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0);
  if (decodedSize > limit.maxBytes) {
    throw new UserInputError(limit.tooLargeMessage, { [limit.field]: limit.tooLargeMessage });
  }
  return Buffer.from(base64, "base64");
}
