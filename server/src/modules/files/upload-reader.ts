import type { FileUpload } from "graphql-upload-ts";
import { UserInputError } from "../../kernel/errors";
import { uploadFailure } from "./upload-parser";

export interface ByteLimit {
  maxBytes: number;
  tooLargeMessage: string;
  invalidMessage: string;
  field: string;
}

/** Reads an upload, stopping as soon as it passes the limit, so an oversized file is never held whole. */
export async function readUpload(upload: Promise<FileUpload>, limit: ByteLimit): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    // Both fail when the request's body breaks off: the file's promise before its part began, the stream after.
    const stream = (await upload).createReadStream();
    for await (const chunk of stream) {
      total += (chunk as Buffer).length;
      if (total > limit.maxBytes) {
        stream.destroy();
        throw new UserInputError(limit.tooLargeMessage, { [limit.field]: limit.tooLargeMessage });
      }
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    const failure = uploadFailure(error);
    if (!(failure instanceof UserInputError)) throw failure;
    // graphql-upload's own limit is above ours: either way the file was too large for this field.
    const message = (error as { status?: unknown }).status === 413 ? limit.tooLargeMessage : failure.message;
    throw new UserInputError(message, { [limit.field]: message });
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
