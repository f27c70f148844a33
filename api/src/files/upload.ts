import type { ErrorRequestHandler, RequestHandler } from 'express';
import multer from 'multer';
import { AppError, badRequest } from '../errors/app-error';
import { assertNoNul } from '../http/input-guard';
import type { Upload } from '../http/route';

/** Where multer puts an upload while the request lasts, and how it is thrown away (AttachmentStore, or memory). */
export interface UploadStorage {
  storage(): multer.StorageEngine;
  discard(tempPath: string): Promise<void>;
}

/** An upload kept in memory (req.file.buffer) for the request only: a small file read at once, never written to disk. */
export const memoryUploads: UploadStorage = {
  storage: () => multer.memoryStorage(),
  discard: () => Promise.resolve(),
};

export interface SingleFileUploadOptions {
  /** The form field of the file. */
  field: string;
  maxBytes: number;
  messages: {
    /** 413 when the file is larger than maxBytes; an AppError of the caller's choosing instead. */
    tooLarge: string | AppError;
    /** 400 for a second file or a file in another field. */
    oneFile: string;
    /** 400 for a body that is not a well-formed form. */
    badForm: string;
  };
}

/** A system error (disk full, no permission): our fault, a 500, not the client's. */
const isSystemError = (error: unknown) => typeof error === 'object' && error !== null && 'syscall' in error;

function toClientError(error: unknown, { messages }: SingleFileUploadOptions): unknown {
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') {
      return messages.tooLarge instanceof AppError ? messages.tooLarge : new AppError('PAYLOAD_TOO_LARGE', messages.tooLarge);
    }
    if (error.code === 'LIMIT_UNEXPECTED_FILE' || error.code === 'LIMIT_FILE_COUNT') return badRequest(messages.oneFile);
    if (error.code === 'LIMIT_FIELD_VALUE') return badRequest('Слишком длинное поле формы');
    return badRequest(messages.badForm);
  }
  if (error instanceof AppError || isSystemError(error)) return error;
  // busboy: 'Unexpected end of form', 'Malformed part header', 'Multipart: Boundary not found'…
  return badRequest(messages.badForm);
}

/**
 * One optional file in a multipart/form-data body, written to the storage (the store's temporary folder, or memory) by
 * multer (size and count limited while it streams, so an oversized file is never kept); the
 * text fields become req.body. A request that is not multipart passes through untouched (JSON).
 * A NUL in a text field or in the file's name is refused with 400, as in any other input.
 */
export function singleFileUpload(store: UploadStorage, options: SingleFileUploadOptions): Upload {
  const middleware = multer({
    storage: store.storage(),
    // Browsers send file names as raw UTF-8 (Cyrillic names).
    defParamCharset: 'utf8',
    limits: { fileSize: options.maxBytes, files: 1, fields: 20, parts: 21, fieldSize: 64 * 1024, fieldNameSize: 100, headerPairs: 100 },
  }).single(options.field);

  /** Deletes the temporary file, if any (a failure to delete must not hide the request's own error). */
  const discardFile = async (file: Express.Multer.File | undefined): Promise<void> => {
    if (file?.path) await store.discard(file.path).catch(() => undefined);
  };

  const parse: RequestHandler = (req, res, next) => {
    // A backstop: whatever happens to the request, the temporary file does not outlive it.
    res.once('close', () => void discardFile(req.file));
    middleware(req, res, (error?: unknown) => {
      if (error) return next(toClientError(error, options));
      // The same rule as for JSON bodies (input-guard): no NUL in a field (name or value) or the file's name.
      try {
        assertNoNul(req.body, req.file?.originalname);
      } catch (refused) {
        return next(refused);
      }
      next();
    });
  };

  const discard: ErrorRequestHandler = (error, req, _res, next) => {
    void discardFile(req.file).then(() => next(error));
  };

  return { field: options.field, parse, discard };
}
